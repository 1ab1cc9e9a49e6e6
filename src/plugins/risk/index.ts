import { lazy } from 'react';
import { defineStepPlugin } from '../step-kit/define-step-plugin';
import { riskCommands, riskRunCommand } from './commands';

export const riskPlugin = defineStepPlugin({
  step: 'risk',
  panel: lazy(() => import('./Panel')),
  // A placeholder step has nothing to check yet: Next passes it.
  beforeNext: () => true,
  commands: riskCommands,
  activate(api) {
    api.registerCommand(riskRunCommand(api));
  },
});
