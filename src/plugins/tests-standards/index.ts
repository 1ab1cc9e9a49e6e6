import { lazy } from 'react';
import { STANDARDS_CODES_KEY } from '../common/step-results';
import { defineStepPlugin } from '../step-kit/define-step-plugin';
import { publishStepCodes } from '../step-kit/publish-step-codes';
import { testsStandardsCommands, testsStandardsRunCommand } from './commands';
import { testsStandards$ } from './store';

export const testsStandardsPlugin = defineStepPlugin({
  step: 'tests-standards',
  panel: lazy(() => import('./Panel')),
  // A placeholder step has nothing to check yet: Next passes it.
  beforeNext: () => true,
  commands: testsStandardsCommands,
  activate(api) {
    api.registerCommand(testsStandardsRunCommand(api));
    publishStepCodes(api, STANDARDS_CODES_KEY, () => {
      const { rowsByProductCode, analysisByProductCode } = testsStandards$.get();
      const withRows = Object.entries(rowsByProductCode).filter(([, rows]) => rows.length > 0);
      return [...withRows.map(([productCode]) => productCode), ...Object.keys(analysisByProductCode)];
    });
  },
});
