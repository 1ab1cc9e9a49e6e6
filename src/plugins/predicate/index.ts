import { lazy } from 'react';
import { PREDICATE_CODES_KEY } from '../common/step-results';
import { defineStepPlugin } from '../step-kit/define-step-plugin';
import { publishStepCodes } from '../step-kit/publish-step-codes';
import { predicateCommands, predicateRunCommand } from './commands';
import { predicate$ } from './store';

export const predicatePlugin = defineStepPlugin({
  step: 'predicate',
  panel: lazy(() => import('./Panel')),
  // A placeholder step has nothing to check yet: Next passes it.
  beforeNext: () => true,
  commands: predicateCommands,
  activate(api) {
    api.registerCommand(predicateRunCommand(api));
    publishStepCodes(api, PREDICATE_CODES_KEY, () =>
      Object.entries(predicate$.devicesByProductCode.get())
        .filter(([, devices]) => devices.length > 0)
        .map(([productCode]) => productCode),
    );
  },
});
