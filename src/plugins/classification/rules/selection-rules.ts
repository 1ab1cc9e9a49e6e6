import { SCENARIO_LIST_MESSAGES as MESSAGES } from '../messages';
import { refusal } from '../refusals';
import { findScenario, requireListed } from './scenario-list-rules';
import type { Scenario } from '../store';

export interface SelectionChange {
  /** The selection after the change. */
  selectedProductCode: string | null;
  scenario: Scenario;
  /** True when the scenario was selected (added to the report), false when it was deselected. */
  selected: boolean;
}

/** Get Started / Hide (SPEC section 2): selects the scenario, or deselects it when it is the selected one. */
export function toggleSelection(list: readonly Scenario[], selectedProductCode: string | null, productCode: string): SelectionChange {
  if (productCode.trim() === '') throw refusal(MESSAGES.invalidSelection);
  const scenario = requireListed(list, productCode);
  const selected = scenario.productCode !== selectedProductCode;
  return { selectedProductCode: selected ? scenario.productCode : null, scenario, selected };
}

/** Moving on from the Scenario step needs a selected scenario that is still listed (SPEC section 2). */
export function canMoveOn(list: readonly Scenario[], selectedProductCode: string | null): true | string {
  if (selectedProductCode === null) return MESSAGES.selectFirst;
  if (selectedProductCode.trim() === '' || !findScenario(list, selectedProductCode)) return MESSAGES.invalidSelection;
  return true;
}

/** The scenario a move names: the given code, else the selected one, else the spec's refusal. */
export function scenarioToMove(given: string | undefined, selectedProductCode: string | null): string {
  const code = given?.trim() || selectedProductCode;
  if (!code) throw refusal(MESSAGES.noSelection);
  return code;
}
