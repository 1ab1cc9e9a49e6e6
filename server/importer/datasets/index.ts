import type { Dataset } from '../dataset.ts';
import { coreDatasets } from './core-datasets.ts';
import { safetyDatasets } from './safety-datasets.ts';

export const ALL_DATASETS: readonly Dataset[] = [...coreDatasets, ...safetyDatasets];
