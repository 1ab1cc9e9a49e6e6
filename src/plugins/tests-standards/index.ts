import { lazy } from 'react';
import { defineStepPlugin } from '../step-kit/define-step-plugin';
import { testsStandardsCommands, testsStandardsRunCommand } from './commands';

export const testsStandardsPlugin = defineStepPlugin({
  step: 'tests-standards',
  panel: lazy(() => import('./Panel')),
  // A placeholder step has nothing to check yet: Next passes it.
  beforeNext: () => true,
  commands: testsStandardsCommands,
  activate(api) {
    api.registerCommand(testsStandardsRunCommand(api));
  },
});
