import type { Observable } from '@legendapp/state';

/** Per product code, the analysis a step's board started (automatically, by its refresh or its Retry). */
export type AnalysisStates = Record<string, 'running' | 'failed'>;

/**
 * Runs a step's analysis for one product code as its board shows it: 'running' meanwhile, nothing once it
 * succeeded, 'failed' when it threw (the error is rethrown for the command's own report).
 */
export async function runTrackedAnalysis(states$: Observable<AnalysisStates>, productCode: string, run: () => Promise<void>): Promise<void> {
  states$[productCode]!.set('running');
  try {
    await run();
    states$[productCode]!.delete();
  } catch (error) {
    states$[productCode]!.set('failed');
    throw error;
  }
}
