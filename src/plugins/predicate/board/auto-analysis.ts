import { observe } from '@legendapp/state';
import { contextKeys$ } from '../../../commands/context';
import { commandRegistry } from '../../../commands/registry';
import { CLASSIFICATION_RUNNING_KEY, SELECTED_PRODUCT_CODE_KEY } from '../../classification/context-keys';
import { PROFILE_REQUIRED_FILLED_KEY } from '../../common/profile-requests';
import type { PluginApi } from '../../host/types';
import { CURRENT_STEP_KEY } from '../../workflow/context-keys';
import { PREDICATE_STEP_INDEX, productCodeOf } from '../comparison/command-kit';
import { predicate$ } from '../store';
import { predicateBoard$ } from './board-state';

/**
 * On the Predicate step, a selected scenario with no devices whose predicate analysis never ran (no research
 * insights stored; a failed run removes them) gets it once by itself, as predicates/invoke when the flow's
 * results are missing; the board shows 'Loading devices...' meanwhile. Not while the classification flow runs
 * (it fetches them), nor before the profile's required fields are filled.
 */
export function watchAutoAnalysis(api: PluginApi): void {
  const tried = new Set<string>();
  api.onDispose(
    observe(() => {
      if (contextKeys$[CURRENT_STEP_KEY]!.get() !== PREDICATE_STEP_INDEX) return;
      if (contextKeys$[CLASSIFICATION_RUNNING_KEY]!.get() === true || contextKeys$[PROFILE_REQUIRED_FILLED_KEY]!.get() !== true) return;
      const code = productCodeOf(contextKeys$[SELECTED_PRODUCT_CODE_KEY]!.get());
      if (code === null || tried.has(code) || predicateBoard$.analysis[code]!.get() !== undefined) return;
      const listed = (predicate$.devicesByProductCode[code]!.get() ?? []).length > 0;
      const analysed = predicate$.researchInsightsByProductCode[code]!.get() !== undefined;
      if (listed || analysed) return;
      tried.add(code);
      // Outside this reaction; the command shows its own failure, and the board its state.
      queueMicrotask(() => void commandRegistry.execute('predicate.reload', undefined, 'api').catch(() => {}));
    }),
  );
}
