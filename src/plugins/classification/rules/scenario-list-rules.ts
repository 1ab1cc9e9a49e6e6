import { SCENARIO_LIST_MESSAGES as MESSAGES } from '../messages';
import { refusal } from '../refusals';
import { newScenarioId, normalizeProductCode, type ScenarioDraft } from './scenarios';
import type { Scenario } from '../store';

/**
 * SPEC sections 4 and 5, the scenario list: add, reorder, move and remove, each a pure function that returns
 * the new list (orders from 1) or throws the spec's refusal.
 */

/** Orders from 1 in list order; a scenario already in its place is kept as it is. */
export const renumber = (list: readonly Scenario[]): Scenario[] =>
  list.map((scenario, i) => (scenario.order === i + 1 ? scenario : { ...scenario, order: i + 1 }));

export const findScenario = (list: readonly Scenario[], productCode: string): Scenario | undefined => {
  const code = normalizeProductCode(productCode);
  return list.find((scenario) => scenario.productCode === code);
};

/** The listed scenario of the code, or the spec's 'not found in the list'. */
export function requireListed(list: readonly Scenario[], productCode: string): Scenario {
  const scenario = findScenario(list, productCode);
  if (!scenario) throw refusal(MESSAGES.notInList(normalizeProductCode(productCode)));
  return scenario;
}

export function assertNotListed(list: readonly Scenario[], productCode: string): void {
  if (findScenario(list, productCode)) throw refusal(MESSAGES.duplicate(normalizeProductCode(productCode)));
}

/** Add: refused when the code is listed, else appended with order = length + 1. */
export function appendScenario(list: readonly Scenario[], draft: ScenarioDraft, now: string, id = newScenarioId()): Scenario[] {
  assertNotListed(list, draft.productCode);
  return [...list, { ...draft, id, order: list.length + 1, createdAt: now, updatedAt: now }];
}

export interface Reordered {
  scenarios: Scenario[];
  /** The order asked for is the one the list has: nothing to save. */
  unchanged: boolean;
}

/** Reorder: `productCodes` must name every listed scenario once; the list is renumbered from 1. */
export function reorderScenarios(list: readonly Scenario[], productCodes: unknown): Reordered {
  if (!Array.isArray(productCodes)) throw refusal(MESSAGES.reorderInvalid);
  if (productCodes.length === 0) throw refusal(MESSAGES.reorderEmpty);
  const byCode = new Map(list.map((scenario) => [scenario.productCode, scenario]));
  const codes = productCodes.map((code: unknown) => (typeof code === 'string' ? normalizeProductCode(code) : ''));
  const namesEachOnce = codes.length === list.length && new Set(codes).size === codes.length && codes.every((code) => byCode.has(code));
  if (!namesEachOnce) throw refusal(MESSAGES.reorderMissingProperties);
  if (codes.every((code, i) => list[i]!.productCode === code)) return { scenarios: [...list], unchanged: true };
  return { scenarios: renumber(codes.map((code) => byCode.get(code)!)), unchanged: false };
}

/** One place left (-1) or right (+1); at the edge nothing changes. */
export function moveScenario(list: readonly Scenario[], productCode: string, step: -1 | 1): Reordered {
  const index = list.indexOf(requireListed(list, productCode));
  const target = index + step;
  if (target < 0 || target >= list.length) return { scenarios: [...list], unchanged: true };
  const codes = list.map((scenario) => scenario.productCode);
  [codes[index], codes[target]] = [codes[target]!, codes[index]!];
  return reorderScenarios(list, codes);
}

/** Delete: the rest renumbered from 1. */
export function removeScenario(list: readonly Scenario[], productCode: string): { scenarios: Scenario[]; removed: Scenario } {
  const removed = requireListed(list, productCode);
  return { scenarios: renumber(list.filter((scenario) => scenario !== removed)), removed };
}

/** JSON with object keys sorted: the server stores scenarios as jsonb, which does not keep key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

/** Whether two lists hold the same scenarios in the same order (the server may stamp its own updatedAt). */
export function sameScenarioLists(a: readonly Scenario[], b: readonly Scenario[]): boolean {
  const comparable = ({ updatedAt, ...scenario }: Scenario) => canonical(scenario);
  return a.length === b.length && a.every((scenario, i) => comparable(scenario) === comparable(b[i]!));
}
