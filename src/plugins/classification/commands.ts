import { type } from 'arktype';
import type { Command, CommandContext } from '../../commands/types';
import type { PluginApi } from '../host/types';
import { PROFILE_REQUIRED_FILLED_KEY } from '../common/profile-requests';
import { openStepCommand } from '../workflow/open-step-command';
import { CLASSIFICATION_RUNNING_KEY } from './context-keys';
import { runClassificationFlow } from './run/flow';
import { CLASSIFICATION_MESSAGES } from './messages';
import type { ScenarioSync } from './list/scenario-sync';
import type { ClassificationRunArgs } from './command-args';

const ClassificationRunArgs = type({ 'force?': 'boolean' }).or('undefined');

/** The classification runs one at a time, on a profile whose required fields are filled. */
export function classificationRunEnabled(context: CommandContext): true | string {
  if (context[CLASSIFICATION_RUNNING_KEY] === true) return CLASSIFICATION_MESSAGES.alreadyRunning;
  return context[PROFILE_REQUIRED_FILLED_KEY] === true || CLASSIFICATION_MESSAGES.requiredFields;
}

/**
 * 'classification.run': the classification flow (run/flow.ts). `force` runs it although the profile is already
 * finalised, as the scenario screen's refresh does.
 */
export function classificationRunCommand(api: PluginApi, sync: ScenarioSync): Command<ClassificationRunArgs> {
  return {
    id: 'classification.run',
    title: 'Find classification scenarios',
    category: 'Scenario',
    keywords: ['classify', 'classification', 'product code', 'scenarios', 'device class', 'regulation', 'run agent', 'refresh'],
    args: ClassificationRunArgs,
    enabled: classificationRunEnabled,
    run: (args, env) =>
      runClassificationFlow(args ?? {}, { bus: api.bus, clients: () => api.services.clients, execute: env.execute, mirror: sync.mirror }),
  };
}

export const classificationCommands = [openStepCommand('classification')];
