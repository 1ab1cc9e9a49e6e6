import { type } from 'arktype';
import { aiApi } from '../../../api/ai';
import { markReported } from '../../../commands/errors';
import type { Command } from '../../../commands/types';
import { toast } from '../../../panels/toast';
import { refusal } from '../../classification/refusals';
import type { PluginApi } from '../../host/types';
import { COMPARING_KEY, COMPARISON_CATEGORY, messageOf, needsProductCode, nowIso, onPredicateStep, requireProductCode } from './command-kit';
import { refreshOwnDevice } from './own-device-command';
import { applyComparison, compareFailed, comparing, withMeta } from './rules/compare-rules';
import { canUseCache, MIN_DEVICES } from './rules/selection-rules';
import { comparisonOf, updateComparison } from './store';
import { COMPARISON_TEXTS as TEXTS } from './texts';
import './command-args';

type CompareArgs = { force?: boolean } | undefined;
const CompareArgs = type({ 'force?': 'boolean' }).or('undefined');

/**
 * 'predicate.compare' (SPEC sections 4, 5 and 8): compares the selected devices of the selected scenario
 * through predicates/compare, once (no retries). Fewer than 2 devices are refused with a toast. When the
 * sorted selection equals the last compared list the cached facts stand and no call is made, unless forced.
 * A failure stores the server's message (the table's 'Comparison Error' row) and toasts 'Failed to compare
 * devices'.
 */
export function compareCommand(api: PluginApi): Command<CompareArgs> {
  return {
    id: 'predicate.compare',
    title: 'Compare now',
    category: COMPARISON_CATEGORY,
    keywords: ['compare', 'comparison', 'table', 're-compare', 'refresh', 'side by side', 'substantial equivalence'],
    keys: ['$mod+Alt+C'],
    args: CompareArgs,
    when: onPredicateStep,
    enabled: (context) => (context[COMPARING_KEY] === true ? TEXTS.alreadyComparing : needsProductCode(context)),
    async run(args, { context }) {
      const code = requireProductCode(context);
      const before = comparisonOf(code);
      if (before.selectedKNumbers.length < MIN_DEVICES) {
        toast.error(TEXTS.needTwoDevices);
        throw markReported(refusal(TEXTS.needTwoDevices));
      }
      if (before.comparisonMeta.isComparing) throw refusal(TEXTS.alreadyComparing);
      if (canUseCache(before, args?.force ?? false)) return;

      const kNumbers = [...before.selectedKNumbers];
      updateComparison(code, (comparison) => withMeta(comparison, comparing));
      try {
        const answer = await aiApi(api.services.clients).compare(kNumbers);
        updateComparison(code, (comparison) => applyComparison(comparison, kNumbers, answer.results, nowIso()));
      } catch (error) {
        updateComparison(code, (comparison) => withMeta(comparison, (meta) => compareFailed(meta, messageOf(error, TEXTS.compareFailed))));
        toast.error(TEXTS.compareFailed);
        throw markReported(error);
      }
      // The profile may have changed since the column was turned on; a failed read keeps what it shows.
      if (comparisonOf(code).ownDevice.shown) await refreshOwnDevice(api, code).catch(() => {});
      toast.success(TEXTS.compared);
    },
  };
}
