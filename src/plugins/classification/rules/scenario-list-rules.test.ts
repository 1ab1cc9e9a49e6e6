import { describe, expect, it } from 'vitest';
import { scenarioFromFoiclass } from '../testing/scenarios';
import { refusal } from '../refusals';
import { appendScenario, moveScenario, removeScenario, reorderScenarios, sameScenarioLists } from './scenario-list-rules';
import type { ScenarioDraft } from './scenarios';
import type { Scenario } from '../store';

/** Scenarios of real product codes (FDA's foiclass rows), in this order, numbered from 1. */
const listOf = (...codes: string[]) => codes.map((code, i) => scenarioFromFoiclass(code, i + 1));

const codesOf = (list: readonly Scenario[]) => list.map((scenario) => [scenario.productCode, scenario.order]);

function draftOf(code: 'DQY' | 'LLZ'): ScenarioDraft {
  const { id, order, createdAt, updatedAt, ...draft } = scenarioFromFoiclass(code, 1);
  return draft;
}

describe('appendScenario', () => {
  const NOW = '2026-11-22T12:00:00.000Z';

  it('appends with order = length + 1, a new id and the time', () => {
    const list = listOf('DQA', 'DPZ');
    const added = appendScenario(list, draftOf('LLZ'), NOW, 'scn_new');
    expect(codesOf(added)).toEqual([['DQA', 1], ['DPZ', 2], ['LLZ', 3]]);
    expect(added[2]).toMatchObject({ id: 'scn_new', createdAt: NOW, updatedAt: NOW, deviceName: 'System, Image Processing, Radiological' });
    expect(list).toHaveLength(2);
  });

  it('refuses a listed code with the spec text', () => {
    expect(() => appendScenario(listOf('DQY'), draftOf('DQY'), NOW)).toThrow(refusal('Product code DQY is already in the list'));
  });
});

describe('reorderScenarios', () => {
  const list = listOf('DQA', 'DPZ', 'MUD');

  it('puts the scenarios in the order given and renumbers them from 1', () => {
    const { scenarios, unchanged } = reorderScenarios(list, ['MUD', 'dqa', ' DPZ ']);
    expect(unchanged).toBe(false);
    expect(codesOf(scenarios)).toEqual([['MUD', 1], ['DQA', 2], ['DPZ', 3]]);
    expect(scenarios[0]).toMatchObject({ id: 'scn_mud', deviceName: 'Oximeter, Tissue Saturation' });
    expect(codesOf(list)).toEqual([['DQA', 1], ['DPZ', 2], ['MUD', 3]]);
  });

  it('reports an unchanged order, which needs no save', () => {
    const { scenarios, unchanged } = reorderScenarios(list, ['DQA', 'DPZ', 'MUD']);
    expect(unchanged).toBe(true);
    expect(scenarios).toEqual(list);
  });

  it('refuses what is not a list', () => {
    for (const data of [undefined, null, 'DQA,DPZ,MUD', { 0: 'DQA' }]) {
      expect(() => reorderScenarios(list, data)).toThrow(refusal('Invalid scenarios data for reordering'));
    }
  });

  it('refuses an empty list', () => {
    expect(() => reorderScenarios(list, [])).toThrow(refusal('Cannot reorder empty scenarios list'));
  });

  it('refuses a blank, unknown, missing or repeated code, or an entry that is not a code', () => {
    for (const codes of [
      ['DQA', 'DPZ', ' '],
      ['DQA', 'DPZ', 'LLZ'],
      ['DQA', 'DPZ'],
      ['DQA', 'DPZ', 'MUD', 'MUD'],
      ['DQA', 'DQA', 'MUD'],
      ['DQA', 'DPZ', 7],
    ]) {
      expect(() => reorderScenarios(list, codes)).toThrow(refusal('Some scenarios are missing required properties (id, productCode)'));
    }
  });
});

describe('moveScenario', () => {
  const list = listOf('DQA', 'DPZ', 'MUD');

  it('swaps the scenario with its neighbour and renumbers', () => {
    expect(codesOf(moveScenario(list, 'DPZ', -1).scenarios)).toEqual([['DPZ', 1], ['DQA', 2], ['MUD', 3]]);
    expect(codesOf(moveScenario(list, 'dpz', 1).scenarios)).toEqual([['DQA', 1], ['MUD', 2], ['DPZ', 3]]);
  });

  it('changes nothing at either edge', () => {
    expect(moveScenario(list, 'DQA', -1)).toEqual({ scenarios: list, unchanged: true });
    expect(moveScenario(list, 'MUD', 1)).toEqual({ scenarios: list, unchanged: true });
  });

  it('refuses a code that is not listed', () => {
    expect(() => moveScenario(list, 'LLZ', 1)).toThrow(refusal('Scenario with product code LLZ not found in the list'));
  });
});

describe('removeScenario', () => {
  it('removes the scenario and renumbers the rest from 1', () => {
    const list = listOf('DQA', 'DPZ', 'MUD');
    const { scenarios, removed } = removeScenario(list, 'dqa');
    expect(removed).toBe(list[0]);
    expect(codesOf(scenarios)).toEqual([['DPZ', 1], ['MUD', 2]]);
  });

  it('refuses a code that is not listed', () => {
    expect(() => removeScenario(listOf('DQA'), 'DQY')).toThrow(refusal('Scenario with product code DQY not found in the list'));
  });
});

describe('sameScenarioLists', () => {
  const list = listOf('DQA', 'DPZ');

  it('ignores the key order (jsonb) and the server-stamped updatedAt', () => {
    const fromServer = list.map((scenario) => ({
      ...(Object.fromEntries(Object.entries(scenario).reverse()) as Scenario),
      updatedAt: '2026-12-01T00:00:00.000Z',
    }));
    expect(sameScenarioLists(list, fromServer)).toBe(true);
  });

  it('sees another order, another length or another field', () => {
    expect(sameScenarioLists(list, [...list].reverse())).toBe(false);
    expect(sameScenarioLists(list, list.slice(0, 1))).toBe(false);
    expect(sameScenarioLists(list, [list[0]!, { ...list[1]!, aiReasoning: 'Matched ear oximeters' }])).toBe(false);
  });
});
