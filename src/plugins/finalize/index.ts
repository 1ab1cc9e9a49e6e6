import { lazy } from 'react';
import { defineStepPlugin } from '../step-kit/define-step-plugin';
import { finalizeCommands } from './commands';
import { reportCommands } from './report/report-commands';
import { reviewCommands } from './review/review-commands';
import { summaryDraftCommand } from './summary-draft/summary-draft-commands';

export const finalizePlugin = defineStepPlugin({
  step: 'finalize',
  panel: lazy(() => import('./Panel')),
  commands: finalizeCommands,
  activate(api) {
    reportCommands(api).forEach((command) => api.registerCommand(command));
    reviewCommands.forEach((command) => api.registerCommand(command));
    api.registerCommand(summaryDraftCommand(api));
  },
});
