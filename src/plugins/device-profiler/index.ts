import { lazy } from 'react';
import { defineStepPlugin } from '../step-kit/define-step-plugin';
import { deviceProfilerCommands } from './commands';
import { trackProfileCompletion } from './completion';

export const deviceProfilerPlugin = defineStepPlugin({
  step: 'device-profiler',
  panel: lazy(() => import('./Panel')),
  commands: deviceProfilerCommands,
  activate(api) {
    api.onDispose(trackProfileCompletion());
  },
});
