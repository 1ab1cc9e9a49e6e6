import { needsProductCode, onStep, productCodeOf, requireProductCode, selectedProductCode, stepIndexOf } from '../../step-kit/step-context';

/** The comparison commands' palette group: they are part of the Predicate step. */
export const COMPARISON_CATEGORY = 'Predicate';

/** True while the selected scenario's comparison runs: the re-compare button is disabled meanwhile. */
export const COMPARING_KEY = 'predicate.comparing';

export const PREDICATE_STEP_INDEX = stepIndexOf('predicate');

/** The shortcuts act on the comparison on screen, so they are bound on the Predicate step only. */
export const onPredicateStep = onStep('predicate');

export { needsProductCode, productCodeOf, requireProductCode, selectedProductCode };

export const nowIso = (): string => new Date().toISOString();

export const messageOf = (error: unknown, fallback: string): string => (error instanceof Error && error.message.trim() ? error.message : fallback);
