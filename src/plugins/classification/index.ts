import { lazy } from 'react';
import { defineStepPlugin } from '../step-kit/define-step-plugin';
import { classificationCommands } from './commands';

export const classificationPlugin = defineStepPlugin({
  step: 'classification',
  panel: lazy(() => import('./Panel')),
  // A placeholder step has nothing to check yet: Next passes it.
  beforeNext: () => true,
  commands: classificationCommands,
});
