import type { Command } from '../../../commands/types';
import { scenarioBoard$ } from './board-state';
import { classificationRunEnabled } from '../commands';
import { hasScenarios, onScenarioStep, ProductCodeArgs, SCENARIO_CATEGORY, scenarioChoicePrompt, type ScenarioCommandDeps } from '../list/scenario-command-kit';
import { requireListed } from '../rules/scenario-list-rules';
import { classification$ } from '../store';

/** 'classification.refresh': the refresh button runs the classification again, although the profile is finalised. */
export const refreshCommand: Command = {
  id: 'classification.refresh',
  title: 'Refresh classification',
  category: SCENARIO_CATEGORY,
  keywords: ['run agent', 'rerun', 'classify', 'scenarios', 'refresh'],
  keys: ['$mod+Alt+R'],
  enabled: classificationRunEnabled,
  run: (_args, env) => env.execute('classification.run', { force: true }),
};

export const openDetailsCommand: Command<ProductCodeArgs> = {
  id: 'classification.open-details',
  title: 'Show scenario details',
  category: SCENARIO_CATEGORY,
  keywords: ['expand', 'details', 'regulation', 'cleared devices', 'risk snapshot'],
  args: ProductCodeArgs,
  prompt: scenarioChoicePrompt((productCode) => ({ productCode })),
  when: onScenarioStep,
  enabled: hasScenarios,
  run({ productCode }) {
    scenarioBoard$.detailsFor.set(requireListed(classification$.scenarios.peek(), productCode).productCode);
  },
};

export const showInsightsCommand: Command = {
  id: 'classification.show-insights',
  title: 'Show research insights',
  category: SCENARIO_CATEGORY,
  keywords: ['research', 'insights', 'reasoning', 'classification'],
  keys: ['$mod+Alt+I'],
  when: onScenarioStep,
  run() {
    scenarioBoard$.insightsOpen.set(true);
  },
};

/** 'classification.reload': the Retry of 'Failed to load scenarios'. */
export function reloadCommand({ sync }: ScenarioCommandDeps): Command {
  return {
    id: 'classification.reload',
    title: 'Reload saved scenarios',
    category: SCENARIO_CATEGORY,
    keywords: ['retry', 'load', 'saved', 'account', 'sync'],
    run: () => sync.load(),
  };
}
