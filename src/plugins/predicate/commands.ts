import { batch } from '@legendapp/state';
import { aiApi } from '../../api/ai';
import type { Command } from '../../commands/types';
import type { PluginApi } from '../host/types';
import { requestProfile, toAiProfile } from '../common/profile-requests';
import { needsRequiredProfile, ProductCodeRunArgs, productCodePrompt, runWithToasts } from '../step-kit/product-code-run';
import { openStepCommand } from '../workflow/open-step-command';
import { mergePredicateDevices, predicateDraft } from './rules/devices';
import { predicate$ } from './store';

/** SPEC section 8. */
export const PREDICATE_MESSAGES = {
  updated: (productCode: string) => `Predicate devices for ${productCode} updated successfully`,
  failed: 'Failed to fetch predicate devices',
} as const;

declare module '../../commands/types' {
  interface CommandArgs {
    'predicate.open': void;
    'predicate.run': ProductCodeRunArgs;
  }
}

/**
 * 'predicate.run': the predicate analysis for one product code (SPEC section 4, predicate list merge). The
 * devices found merge into the code's list and its research insights are replaced; a failure removes the
 * code's research insights, keeps its devices and rethrows.
 */
export function predicateRunCommand(api: PluginApi): Command<ProductCodeRunArgs> {
  return {
    id: 'predicate.run',
    title: 'Find predicate devices for a product code',
    category: 'Predicate',
    keywords: ['predicates', 'similar devices', 'k-number', 'refresh', 'analysis', 'run agent'],
    args: ProductCodeRunArgs,
    prompt: productCodePrompt,
    enabled: needsRequiredProfile,
    run({ productCode, quiet = false }) {
      return runWithToasts(quiet, { completed: PREDICATE_MESSAGES.updated(productCode), failed: PREDICATE_MESSAGES.failed }, async () => {
        try {
          const profile = await requestProfile(api.bus);
          const answer = await aiApi(api.services.clients).predicates({ ...toAiProfile(profile), product_code: productCode });
          const devices = predicate$.devicesByProductCode[productCode]!;
          batch(() => {
            devices.set(mergePredicateDevices(devices.peek() ?? [], answer.results.map(predicateDraft)));
            predicate$.researchInsightsByProductCode[productCode]!.set(answer.research_insights);
          });
        } catch (error) {
          predicate$.researchInsightsByProductCode[productCode]!.delete();
          throw error;
        }
      });
    },
  };
}

export const predicateCommands = [openStepCommand('predicate')];
