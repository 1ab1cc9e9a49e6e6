import { lazy } from 'react';
import { defineStepPlugin } from '../step-kit/define-step-plugin';
import { predicateCommands, predicateRunCommand } from './commands';

export const predicatePlugin = defineStepPlugin({
  step: 'predicate',
  panel: lazy(() => import('./Panel')),
  // A placeholder step has nothing to check yet: Next passes it.
  beforeNext: () => true,
  commands: predicateCommands,
  activate(api) {
    api.registerCommand(predicateRunCommand(api));
  },
});
