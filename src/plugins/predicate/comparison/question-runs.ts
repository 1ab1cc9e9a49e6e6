import { observable } from '@legendapp/state';
import { registerStoreReset } from '../../../app/workflow/store-resets';

/** How an asked row stands while its answers are fetched, or after that failed. */
export type QuestionRun = { status: 'loading' } | { status: 'error'; message: string };

/**
 * Not stored: the asked rows whose answers are on their way or failed, by product code and row label. A
 * reload (or "Clear all cache") forgets them; the row keeps the values it had.
 */
export const questionRuns$ = observable<Record<string, Record<string, QuestionRun>>>({});
registerStoreReset(() => questionRuns$.set({}));

export function setQuestionRun(productCode: string, label: string, run: QuestionRun | null): void {
  if (run) questionRuns$[productCode]![label]!.set(run);
  else questionRuns$[productCode]![label]!.delete();
}
