import { lazy } from 'react';
import { STANDARDS_CODES_KEY } from '../common/step-results';
import { watchFirstRun } from '../step-kit/auto-first-run';
import { defineStepPlugin } from '../step-kit/define-step-plugin';
import { publishStepCodes } from '../step-kit/publish-step-codes';
import { stepIndexOf } from '../step-kit/step-context';
import { testsStandardsCommands, testsStandardsRunCommand } from './commands';
import { syncTestResults } from './server-sync';
import { testsStandards$ } from './store';
import { standardsBoard$ } from './table/board-state';
import { standardsViewCommands } from './table/view-commands';

export const testsStandardsPlugin = defineStepPlugin({
  step: 'tests-standards',
  panel: lazy(() => import('./Panel')),
  // The planned tests inform the report; nothing on the step has to be done before moving on.
  beforeNext: () => true,
  commands: testsStandardsCommands,
  activate(api) {
    api.registerCommand(testsStandardsRunCommand(api));
    standardsViewCommands().forEach((command) => api.registerCommand(command));
    syncTestResults(api);
    // A scenario whose analysis never ran (the flow runs it for the codes it adds) gets it on arrival.
    watchFirstRun(api, {
      stepIndex: stepIndexOf('tests-standards'),
      states$: standardsBoard$.analysis,
      hasResults: (code) =>
        (testsStandards$.rowsByProductCode[code]!.get() ?? []).length > 0 || testsStandards$.analysisByProductCode[code]!.get() !== undefined,
      command: 'tests-standards.refresh',
    });
    publishStepCodes(api, STANDARDS_CODES_KEY, () => {
      const { rowsByProductCode, analysisByProductCode } = testsStandards$.get();
      const withRows = Object.entries(rowsByProductCode).filter(([, rows]) => rows.length > 0);
      return [...withRows.map(([productCode]) => productCode), ...Object.keys(analysisByProductCode)];
    });
  },
});
