import { batch } from '@legendapp/state';
import { aiApi } from '../../api/ai';
import { AI_MESSAGES } from '../../api/contracts/ai';
import { dataApi } from '../../api/data';
import type { Command } from '../../commands/types';
import type { PluginApi } from '../host/types';
import { predicateKNumbers } from '../predicate/predicate-k-numbers';
import { requestProfile, toAiProfile } from '../common/profile-requests';
import { needsRequiredProfile, ProductCodeRunArgs, productCodePrompt, requireDeviceInformation, runWithToasts } from '../step-kit/product-code-run';
import { openStepCommand } from '../workflow/open-step-command';
import { testsStandards$ } from './store';

/** SPEC section 8. */
export const STANDARDS_MESSAGES = {
  completed: 'Test and standards analysis completed successfully!',
  failed: 'Tests and standards analysis failed.',
} as const;

declare module '../../commands/types' {
  interface CommandArgs {
    'tests-standards.open': void;
    'tests-standards.run': ProductCodeRunArgs;
  }
}

/**
 * 'tests-standards.run': SPEC section 4's tests and standards run for one product code. The top device and
 * patient problems are read first (a failure becomes an empty list), then test-standards/invoke with the
 * profile, the problems and the code's predicate devices. The AI's rows replace the code's rows; rows the
 * user added (label 'user') stay after them.
 */
export function testsStandardsRunCommand(api: PluginApi): Command<ProductCodeRunArgs> {
  return {
    id: 'tests-standards.run',
    title: 'Propose tests and standards for a product code',
    category: 'Tests & Standards',
    keywords: ['tests', 'standards', 'consensus', 'iec', 'iso', 'testing', 'refresh', 'analysis'],
    args: ProductCodeRunArgs,
    prompt: productCodePrompt,
    enabled: needsRequiredProfile,
    run({ productCode, quiet = false }) {
      return runWithToasts(quiet, { completed: STANDARDS_MESSAGES.completed, failed: STANDARDS_MESSAGES.failed }, async () => {
        const profile = await requestProfile(api.bus);
        requireDeviceInformation(profile, AI_MESSAGES.standardsDeviceInformation);
        const data = dataApi(api.services.clients);
        const topDeviceProblems = await data.topDeviceProblems(productCode).then(({ items }) => items, () => []);
        const topPatientProblems = await data.topPatientProblems(productCode).then(({ items }) => items, () => []);
        const answer = await aiApi(api.services.clients).testStandards({
          ...toAiProfile(profile),
          top_device_problems: topDeviceProblems,
          top_patient_problems: topPatientProblems,
          predicate_k_numbers: predicateKNumbers(productCode),
          product_code: productCode,
        });
        const userRows = (testsStandards$.rowsByProductCode[productCode]!.peek() ?? []).filter((row) => row.label === 'user');
        batch(() => {
          testsStandards$.rowsByProductCode[productCode]!.set([...answer.rows, ...userRows]);
          testsStandards$.analysisByProductCode[productCode]!.set({
            aiSnapshot: answer.ai_snapshot,
            engine: answer.engine,
            sources: answer.sources,
            updatedAt: new Date().toISOString(),
          });
        });
      });
    },
  };
}

export const testsStandardsCommands = [openStepCommand('tests-standards')];
