import type { Command } from '../../../commands/types';
import { toast } from '../../../panels/toast';
import { SELECTED_PRODUCT_CODE_KEY } from '../context-keys';
import { SCENARIO_LIST_MESSAGES as MESSAGES } from '../messages';
import { hasScenarios, ProductCodeArgs, SCENARIO_CATEGORY, scenarioChoicePrompt } from './scenario-command-kit';
import { findScenario } from '../rules/scenario-list-rules';
import { toggleSelection } from '../rules/selection-rules';
import { classification$ } from '../store';

/** 'classification.select': Get Started / Hide. Selects the scenario for the report, or deselects the selected one. */
export const selectCommand: Command<ProductCodeArgs> = {
  id: 'classification.select',
  title: 'Select a scenario for the report',
  category: SCENARIO_CATEGORY,
  keywords: ['get started', 'choose', 'pick', 'hide', 'report', 'product code'],
  args: ProductCodeArgs,
  prompt: scenarioChoicePrompt((productCode) => ({ productCode })),
  enabled: hasScenarios,
  run({ productCode }) {
    const change = toggleSelection(classification$.scenarios.peek(), classification$.selectedProductCode.peek(), productCode);
    classification$.selectedProductCode.set(change.selectedProductCode);
    const { order, productCode: code } = change.scenario;
    if (change.selected) toast.success(MESSAGES.selected(order, code));
    else toast.info(MESSAGES.deselected(order, code));
  },
};

export const deselectCommand: Command = {
  id: 'classification.deselect',
  title: 'Deselect the scenario',
  category: SCENARIO_CATEGORY,
  keywords: ['hide', 'clear selection', 'unselect', 'report'],
  enabled: (context) => (typeof context[SELECTED_PRODUCT_CODE_KEY] === 'string' ? true : MESSAGES.noSelection),
  run() {
    const selected = classification$.selectedProductCode.peek();
    const scenario = selected === null ? undefined : findScenario(classification$.scenarios.peek(), selected);
    classification$.selectedProductCode.set(null);
    if (scenario) toast.info(MESSAGES.deselected(scenario.order, scenario.productCode));
  },
};
