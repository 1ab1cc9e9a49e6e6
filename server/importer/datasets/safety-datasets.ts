import type { Dataset } from '../dataset.ts';

/** Predicates, recalls, MAUDE, problem codes, PMA, AI-enabled devices, guidance and MDUFA. */
export const safetyDatasets: readonly Dataset[] = [];
