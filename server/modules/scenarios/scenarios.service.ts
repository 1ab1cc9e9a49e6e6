import { isDeepStrictEqual } from 'node:util';
import { SCENARIO_MESSAGES, type SaveScenariosBody, type Scenario, type ScenarioList } from '../../../src/api/contracts/scenarios.ts';
import type { ScenarioRow } from '../../db/schema.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import { readNonBlank } from '../../http/validate.ts';
import type { ScenariosRepository } from './scenarios.repository.ts';

export type ScenariosService = ReturnType<typeof createScenariosService>;

/** Names one saved scenario, as DELETE's query gives it: both are needed. */
export interface ScenarioKey {
  productCode: string | undefined;
  scenarioId: string | undefined;
}

const listOf = (rows: readonly ScenarioRow[]): ScenarioList => ({ scenarios: rows.map(({ data }) => data) });

/** Refuses a list that names a product code or a scenario id twice. */
function refuseRepeats(scenarios: readonly Scenario[]): void {
  const codes = new Set<string>();
  const ids = new Set<string>();
  scenarios.forEach(({ id, productCode }, index) => {
    if (codes.has(productCode)) throw new ValidationError(SCENARIO_MESSAGES.duplicate(productCode), `body.scenarios.${index}.productCode`);
    if (ids.has(id)) throw new ValidationError(SCENARIO_MESSAGES.duplicateId(id), `body.scenarios.${index}.id`);
    codes.add(productCode);
    ids.add(id);
  });
}

/** Whether the scenario says the same as its saved copy, its place in the list and its updatedAt aside. */
function sameContent(next: Scenario, saved: Scenario): boolean {
  const { order: _nextOrder, updatedAt: _nextUpdatedAt, ...nextContent } = next;
  const { order: _savedOrder, updatedAt: _savedUpdatedAt, ...savedContent } = saved;
  return isDeepStrictEqual(nextContent, savedContent);
}

/**
 * The caller's scenario list. The order of a saved list is its truth: `order` is renumbered from 1 and
 * `product_code` repeats `productCode`. Another user's scenarios answer exactly as missing ones do.
 */
export function createScenariosService(repository: ScenariosRepository) {
  return {
    async list(uid: string): Promise<ScenarioList> {
      return listOf(await repository.list(uid));
    },

    /**
     * Replaces the saved list. createdAt is kept (the body's, else the saved one's, else now); updatedAt
     * becomes now for a scenario whose content changed and stays as saved otherwise (a move is no change).
     */
    async save(uid: string, { scenarios }: SaveScenariosBody): Promise<ScenarioList> {
      refuseRepeats(scenarios);
      const saved = new Map((await repository.list(uid)).map(({ id, data }) => [id, data]));
      const now = new Date().toISOString();
      const next = scenarios.map((scenario, index): Scenario => {
        const before = saved.get(scenario.id);
        const placed = {
          ...scenario,
          product_code: scenario.productCode,
          order: index + 1,
          createdAt: scenario.createdAt ?? before?.createdAt ?? now,
        };
        return { ...placed, updatedAt: before && sameContent(placed, before) ? before.updatedAt : now };
      });
      return listOf(await repository.replaceAll(uid, next));
    },

    /** Deletes the scenario with both this id and this product code (any case); answers the rest, renumbered from 1. */
    async remove(uid: string, { productCode, scenarioId }: ScenarioKey): Promise<ScenarioList> {
      const code = readNonBlank(productCode, 'query.product_code', SCENARIO_MESSAGES.deleteKeyRequired).toUpperCase();
      const id = readNonBlank(scenarioId, 'query.scenario_id', SCENARIO_MESSAGES.deleteKeyRequired);
      if ((await repository.remove(uid, id, code)) === 0) throw new NotFoundError(SCENARIO_MESSAGES.notInList(code));
      return listOf(await repository.list(uid));
    },
  };
}
