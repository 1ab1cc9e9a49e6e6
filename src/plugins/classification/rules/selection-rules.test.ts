import { describe, expect, it } from 'vitest';
import { scenarioFromFoiclass } from '../testing/scenarios';
import { refusal } from '../refusals';
import { canMoveOn, scenarioToMove, toggleSelection } from './selection-rules';

/** Scenarios of real product codes (FDA's foiclass rows), in this order, numbered from 1. */
const listOf = (...codes: string[]) => codes.map((code, i) => scenarioFromFoiclass(code, i + 1));

const list = listOf('DQA', 'DPZ', 'MUD');

describe('toggleSelection', () => {
  it('selects a listed scenario', () => {
    expect(toggleSelection(list, null, 'dpz')).toEqual({ selectedProductCode: 'DPZ', scenario: list[1], selected: true });
    expect(toggleSelection(list, 'DQA', 'MUD')).toEqual({ selectedProductCode: 'MUD', scenario: list[2], selected: true });
  });

  it('deselects the selected one', () => {
    expect(toggleSelection(list, 'DPZ', 'DPZ')).toEqual({ selectedProductCode: null, scenario: list[1], selected: false });
  });

  it('refuses a blank code and a code that is not listed', () => {
    expect(() => toggleSelection(list, null, '  ')).toThrow(refusal('Invalid Scenario selected'));
    expect(() => toggleSelection(list, null, 'LLZ')).toThrow(refusal('Scenario with product code LLZ not found in the list'));
  });
});

describe('canMoveOn (the Scenario step)', () => {
  it('needs a selection', () => {
    expect(canMoveOn(list, null)).toBe('To proceed, select a Scenario first!');
    expect(canMoveOn([], null)).toBe('To proceed, select a Scenario first!');
  });

  it('refuses a blank selection or one no longer listed', () => {
    expect(canMoveOn(list, '')).toBe('Invalid Scenario selected');
    expect(canMoveOn(list, 'LLZ')).toBe('Invalid Scenario selected');
  });

  it('lets a listed selection through', () => {
    expect(canMoveOn(list, 'MUD')).toBe(true);
  });
});

describe('scenarioToMove', () => {
  it('takes the given code first, then the selected one', () => {
    expect(scenarioToMove('DPZ', 'DQA')).toBe('DPZ');
    expect(scenarioToMove(undefined, 'DQA')).toBe('DQA');
    expect(scenarioToMove(' ', 'DQA')).toBe('DQA');
  });

  it('refuses when there is neither', () => {
    expect(() => scenarioToMove(undefined, null)).toThrow(refusal('No scenario selected. Please select a scenario first.'));
  });
});
