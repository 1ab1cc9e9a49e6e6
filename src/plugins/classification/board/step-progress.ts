import { useMemo } from 'react';
import { useCommandContext } from '../../../commands/hooks';
import { codesFromContext, PREDICATE_CODES_KEY, RISK_CODES_KEY, STANDARDS_CODES_KEY } from '../../common/step-results';

/** Which later steps hold results for a scenario's product code (a selected card's status rows). */
export interface StepProgress {
  predicates: boolean;
  risk: boolean;
  standards: boolean;
}

/** The progress of any product code, from the context keys the analysis steps publish. */
export function useStepProgress(): (productCode: string) => StepProgress {
  const context = useCommandContext();
  return useMemo(() => {
    const predicates = new Set(codesFromContext(context[PREDICATE_CODES_KEY]));
    const risk = new Set(codesFromContext(context[RISK_CODES_KEY]));
    const standards = new Set(codesFromContext(context[STANDARDS_CODES_KEY]));
    return (productCode) => ({ predicates: predicates.has(productCode), risk: risk.has(productCode), standards: standards.has(productCode) });
  }, [context]);
}
