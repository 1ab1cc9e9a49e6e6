import { observe } from '@legendapp/state';
import { lazy } from 'react';
import { commandRegistry } from '../../commands/registry';
import { defineStepPlugin } from '../step-kit/define-step-plugin';
import { classificationCommands, classificationRunCommand } from './commands';
import { CLASSIFICATION_RUNNING_KEY, SCENARIO_COUNT_KEY, SELECTED_PRODUCT_CODE_KEY } from './context-keys';
import { runClassificationOnce } from './run/first-run';
import { scenarioCommands } from './scenario-commands';
import { createScenarioSync } from './list/scenario-sync';
import { canMoveOn } from './rules/selection-rules';
import { classification$, classificationRun$ } from './store';

export const classificationPlugin = defineStepPlugin({
  step: 'classification',
  panel: lazy(() => import('./Panel')),
  // Moving on needs a selected scenario that is still listed.
  beforeNext: () => canMoveOn(classification$.scenarios.peek(), classification$.selectedProductCode.peek()),
  commands: classificationCommands,
  activate(api) {
    const sync = createScenarioSync(() => api.services.scenarios);
    api.onDispose(sync.dispose);
    api.registerCommand(classificationRunCommand(api, sync));
    scenarioCommands({ services: () => api.services, sync }).forEach((command) => api.registerCommand(command));
    api.onDispose(observe(() => api.setContext(CLASSIFICATION_RUNNING_KEY, classificationRun$.running.get())));
    api.onDispose(observe(() => api.setContext(SELECTED_PRODUCT_CODE_KEY, classification$.selectedProductCode.get())));
    api.onDispose(observe(() => api.setContext(SCENARIO_COUNT_KEY, classification$.scenarios.get().length)));
    api.onDispose(runClassificationOnce(() => commandRegistry.execute('classification.run', undefined, 'api')));
  },
});
