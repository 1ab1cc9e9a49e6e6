import { lazy } from 'react';
import { RISK_CODES_KEY } from '../common/step-results';
import { watchFirstRun } from '../step-kit/auto-first-run';
import { defineStepPlugin } from '../step-kit/define-step-plugin';
import { publishStepCodes } from '../step-kit/publish-step-codes';
import { stepIndexOf } from '../step-kit/step-context';
import { riskCommands, riskRunCommand } from './commands';
import { riskBoard$ } from './dashboard/dashboard-state';
import { riskViewCommands } from './dashboard/view-commands';
import { risk$ } from './store';

export const riskPlugin = defineStepPlugin({
  step: 'risk',
  panel: lazy(() => import('./Panel')),
  // The dashboard informs the strategy; nothing on it has to be chosen before moving on.
  beforeNext: () => true,
  commands: riskCommands,
  activate(api) {
    api.registerCommand(riskRunCommand(api));
    riskViewCommands().forEach((command) => api.registerCommand(command));
    // A scenario whose risk analysis never ran (the flow runs it for the codes it adds) gets it on arrival.
    watchFirstRun(api, {
      stepIndex: stepIndexOf('risk'),
      states$: riskBoard$.analysis,
      hasResults: (code) => risk$.resultsByProductCode[code]!.get() !== undefined,
      command: 'risk.refresh',
    });
    publishStepCodes(api, RISK_CODES_KEY, () => Object.keys(risk$.resultsByProductCode.get()));
  },
});
