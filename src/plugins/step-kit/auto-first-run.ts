import { observe, type Observable } from '@legendapp/state';
import { contextKeys$ } from '../../commands/context';
import { commandRegistry } from '../../commands/registry';
import type { CommandId } from '../../commands/types';
import { CLASSIFICATION_RUNNING_KEY, SELECTED_PRODUCT_CODE_KEY } from '../classification/context-keys';
import { PROFILE_REQUIRED_FILLED_KEY } from '../common/profile-requests';
import type { PluginApi } from '../host/types';
import { CURRENT_STEP_KEY } from '../workflow/context-keys';
import { productCodeOf } from './step-context';
import type { AnalysisStates } from './tracked-analysis';

interface FirstRun {
  stepIndex: number;
  /** The board's analysis states: a code the board has run (or is running) is not run again by itself. */
  states$: Observable<AnalysisStates>;
  /** Whether the code already has the step's results (read inside the reaction, so it is tracked). */
  hasResults(productCode: string): boolean;
  /** The command that runs the analysis for the selected scenario as the board does. */
  command: CommandId;
}

/**
 * On a step, a selected scenario without the step's results gets its analysis once by itself. Not while the
 * classification flow runs (it runs the analyses), nor before the profile's required fields are filled.
 */
export function watchFirstRun(api: PluginApi, { stepIndex, states$, hasResults, command }: FirstRun): void {
  const tried = new Set<string>();
  api.onDispose(
    observe(() => {
      if (contextKeys$[CURRENT_STEP_KEY]!.get() !== stepIndex) return;
      if (contextKeys$[CLASSIFICATION_RUNNING_KEY]!.get() === true || contextKeys$[PROFILE_REQUIRED_FILLED_KEY]!.get() !== true) return;
      const code = productCodeOf(contextKeys$[SELECTED_PRODUCT_CODE_KEY]!.get());
      if (code === null || tried.has(code) || states$[code]!.get() !== undefined || hasResults(code)) return;
      tried.add(code);
      // Outside this reaction; the command shows its own failure, and the board its state.
      queueMicrotask(() => void commandRegistry.executeUnchecked(command, undefined, 'api').catch(() => {}));
    }),
  );
}
