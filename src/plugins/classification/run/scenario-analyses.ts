import type { CommandEnv } from '../../../commands/types';
import { toast } from '../../../panels/toast';
import { CLASSIFICATION_MESSAGES as MESSAGES } from '../messages';

/** Which of a scenario's analyses succeeded. */
export interface AnalysesOutcome {
  predicates: boolean;
  risk: boolean;
  standards: boolean;
}

/** Runs one analysis; its failure is reported as a warning and the caller goes on. */
async function tolerate(step: Promise<void>, warning: string): Promise<boolean> {
  try {
    await step;
    return true;
  } catch {
    toast.warning(warning);
    return false;
  }
}

/**
 * SPEC section 4: a scenario's predicate, risk and tests-and-standards analyses, one after another, run quietly
 * through the command registry; each tolerates the failure of the others (a warning with the spec's text).
 */
export async function runScenarioAnalyses(execute: CommandEnv['execute'], productCode: string): Promise<AnalysesOutcome> {
  const predicates = await tolerate(execute('predicate.run', { productCode, quiet: true }), MESSAGES.predicatesFailed(productCode));
  const risk = await tolerate(execute('risk.run', { productCode, quiet: true }), MESSAGES.riskFailed(productCode));
  const standards = await tolerate(execute('tests-standards.run', { productCode, quiet: true }), MESSAGES.standardsFailed);
  return { predicates, risk, standards };
}
