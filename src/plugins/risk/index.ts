import { lazy } from 'react';
import { RISK_CODES_KEY } from '../common/step-results';
import { defineStepPlugin } from '../step-kit/define-step-plugin';
import { publishStepCodes } from '../step-kit/publish-step-codes';
import { riskCommands, riskRunCommand } from './commands';
import { risk$ } from './store';

export const riskPlugin = defineStepPlugin({
  step: 'risk',
  panel: lazy(() => import('./Panel')),
  // A placeholder step has nothing to check yet: Next passes it.
  beforeNext: () => true,
  commands: riskCommands,
  activate(api) {
    api.registerCommand(riskRunCommand(api));
    publishStepCodes(api, RISK_CODES_KEY, () => Object.keys(risk$.resultsByProductCode.get()));
  },
});
