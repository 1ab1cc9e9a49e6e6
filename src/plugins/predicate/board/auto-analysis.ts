import type { PluginApi } from '../../host/types';
import { watchFirstRun } from '../../step-kit/auto-first-run';
import { PREDICATE_STEP_INDEX } from '../comparison/command-kit';
import { predicate$ } from '../store';
import { predicateBoard$ } from './board-state';

/**
 * On the Predicate step, a selected scenario with no devices whose predicate analysis never ran (no research
 * insights stored; a failed run removes them) gets it once by itself, as predicates/invoke when the flow's
 * results are missing; the board shows 'Loading devices...' meanwhile.
 */
export function watchAutoAnalysis(api: PluginApi): void {
  watchFirstRun(api, {
    stepIndex: PREDICATE_STEP_INDEX,
    states$: predicateBoard$.analysis,
    hasResults: (code) =>
      (predicate$.devicesByProductCode[code]!.get() ?? []).length > 0 || predicate$.researchInsightsByProductCode[code]!.get() !== undefined,
    command: 'predicate.reload',
  });
}
