import { lazy } from 'react';
import { defineStepPlugin } from '../step-kit/define-step-plugin';
import { finalizeCommands } from './commands';

export const finalizePlugin = defineStepPlugin({
  step: 'finalize',
  panel: lazy(() => import('./Panel')),
  commands: finalizeCommands,
});
