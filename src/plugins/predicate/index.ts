import { lazy } from 'react';
import { contextKeys$ } from '../../commands/context';
import { SELECTED_PRODUCT_CODE_KEY } from '../classification/context-keys';
import { PREDICATE_CODES_KEY } from '../common/step-results';
import { defineStepPlugin } from '../step-kit/define-step-plugin';
import { publishStepCodes } from '../step-kit/publish-step-codes';
import { watchAutoAnalysis } from './board/auto-analysis';
import { DEVICE_LIST_MESSAGES, PREDICATE_TEXTS } from './board/texts';
import { DEVICE_SIDE_PANEL_ID, viewCommands } from './board/view-commands';
import { predicateCommands, predicateRunCommand } from './commands';
import { productCodeOf } from './comparison/command-kit';
import { activateComparison } from './comparison/commands';
import { chosenKNumbers } from './comparison/store';
import { listCommands } from './list/list-commands';
import { predicate$ } from './store';

/** Moving on needs at least one predicate chosen for the report (added to the comparison table). */
function canMoveOn(): true | string {
  const code = productCodeOf(contextKeys$[SELECTED_PRODUCT_CODE_KEY]?.peek());
  return code !== null && chosenKNumbers(code).length > 0 ? true : DEVICE_LIST_MESSAGES.chooseOne;
}

export const predicatePlugin = defineStepPlugin({
  step: 'predicate',
  panel: lazy(() => import('./Panel')),
  beforeNext: canMoveOn,
  commands: predicateCommands,
  activate(api) {
    api.registerCommand(predicateRunCommand(api));
    listCommands(() => api.services).forEach((command) => api.registerCommand(command));
    viewCommands(api).forEach((command) => api.registerCommand(command));
    activateComparison(api);
    api.registerSidePanel({
      id: DEVICE_SIDE_PANEL_ID,
      title: PREDICATE_TEXTS.sidePanel.title,
      component: lazy(() => import('./details/DeviceSidePanel')),
      steps: ['predicate'],
    });
    watchAutoAnalysis(api);
    publishStepCodes(api, PREDICATE_CODES_KEY, () =>
      Object.entries(predicate$.devicesByProductCode.get())
        .filter(([, devices]) => devices.length > 0)
        .map(([productCode]) => productCode),
    );
  },
});
