import { observe } from '@legendapp/state';
import { lazy } from 'react';
import { commandRegistry } from '../../commands/registry';
import { defineStepPlugin } from '../step-kit/define-step-plugin';
import { classificationCommands, classificationRunCommand } from './commands';
import { CLASSIFICATION_RUNNING_KEY, SELECTED_PRODUCT_CODE_KEY } from './context-keys';
import { runClassificationOnce } from './first-run';
import { classification$, classificationRun$ } from './store';

export const classificationPlugin = defineStepPlugin({
  step: 'classification',
  panel: lazy(() => import('./Panel')),
  // A placeholder step has nothing to check yet: Next passes it.
  beforeNext: () => true,
  commands: classificationCommands,
  activate(api) {
    api.registerCommand(classificationRunCommand(api));
    api.onDispose(observe(() => api.setContext(CLASSIFICATION_RUNNING_KEY, classificationRun$.running.get())));
    api.onDispose(observe(() => api.setContext(SELECTED_PRODUCT_CODE_KEY, classification$.selectedProductCode.get())));
    api.onDispose(runClassificationOnce(() => commandRegistry.execute('classification.run', undefined, 'api')));
  },
});
