import type { Dataset } from '../dataset.ts';

/** Classification, regulations, decision codes, 510(k) devices and their documents. */
export const coreDatasets: readonly Dataset[] = [];
