import { observe } from '@legendapp/state';
import { contextKeys$ } from '../../../commands/context';
import { commandRegistry } from '../../../commands/registry';
import { SELECTED_PRODUCT_CODE_KEY } from '../../classification/context-keys';
import type { PluginApi } from '../../host/types';
import { CURRENT_STEP_KEY } from '../../workflow/context-keys';
import { COMPARING_KEY, PREDICATE_STEP_INDEX, productCodeOf } from './command-kit';
import { autoCompareStarted, shouldAutoCompare } from './rules/selection-rules';
import { comparison$, comparisonOf, updateComparison } from './store';

/**
 * SPEC section 4: on the Predicate step, the selected scenario's comparison starts by itself when its trigger
 * is flagged and at least 2 devices are selected; the scenario is then marked active. Also keeps
 * COMPARING_KEY set for the selected scenario.
 */
export function watchComparison(api: PluginApi): void {
  const selectedCode = () => productCodeOf(contextKeys$[SELECTED_PRODUCT_CODE_KEY]!.get());

  api.onDispose(
    observe(() => {
      const code = selectedCode();
      api.setContext(COMPARING_KEY, code !== null && comparisonOf(code).comparisonMeta.isComparing);
    }),
  );

  api.onDispose(
    observe(() => {
      const code = selectedCode();
      if (code === null || contextKeys$[CURRENT_STEP_KEY]!.get() !== PREDICATE_STEP_INDEX) return;
      const comparison = comparisonOf(code);
      if (!shouldAutoCompare(comparison) || comparison.comparisonMeta.isComparing) return;
      updateComparison(code, autoCompareStarted);
      // Outside this reaction; the command toasts its own outcome.
      queueMicrotask(() => void commandRegistry.execute('predicate.compare', undefined, 'api').catch(() => {}));
    }),
  );
}

/** A comparison stored as running was cut short by a reload: nothing is running now. */
export function clearStaleComparing(): void {
  for (const [code, comparison] of Object.entries(comparison$.byProductCode.peek())) {
    if (comparison.comparisonMeta.isComparing) comparison$.byProductCode[code]!.comparisonMeta.isComparing.set(false);
  }
}
