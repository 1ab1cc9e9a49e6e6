import { type } from 'arktype';
import type { AppServices } from '../../../app/services';
import { WORKFLOW_STEPS } from '../../../app/workflow-steps';
import type { CommandContext, CommandPrompt } from '../../../commands/types';
import { CURRENT_STEP_KEY } from '../../workflow/context-keys';
import { SCENARIO_COUNT_KEY } from '../context-keys';
import { SCENARIO_LIST_MESSAGES as MESSAGES } from '../messages';
import type { ScenarioSync } from './scenario-sync';
import { classification$, type Scenario } from '../store';

/** What the scenario commands work with besides the stores. */
export interface ScenarioCommandDeps {
  /** Read when a command runs (the plugin host may have been started without services). */
  services: () => AppServices;
  sync: ScenarioSync;
}

export const SCENARIO_CATEGORY = 'Scenario';

const SCENARIO_STEP_INDEX = WORKFLOW_STEPS.find((step) => step.id === 'classification')!.index;

/** The commands that open something on the scenario screen are offered only there. */
export const onScenarioStep = (context: CommandContext): boolean => context[CURRENT_STEP_KEY] === SCENARIO_STEP_INDEX;

/** A command on one listed scenario needs a listed scenario. */
export const hasScenarios = (context: CommandContext): true | string =>
  typeof context[SCENARIO_COUNT_KEY] === 'number' && context[SCENARIO_COUNT_KEY] > 0 ? true : MESSAGES.noScenarios;

export interface ProductCodeArgs {
  productCode: string;
}

/** Any text: the commands check it themselves, with the spec's messages. */
export const ProductCodeArgs = type({ productCode: 'string' });

export const scenarioLabel = (scenario: Scenario): string => `Scenario ${scenario.order} · ${scenario.productCode} · ${scenario.deviceName}`;

/** The palette's page for a command on one scenario: every listed scenario to choose from. */
export function scenarioChoicePrompt<A>(toArgs: (productCode: string) => A): CommandPrompt<A> {
  return {
    placeholder: 'Choose a scenario',
    choices: () => classification$.scenarios.peek().map((scenario) => ({ label: scenarioLabel(scenario), value: toArgs(scenario.productCode) })),
  };
}
