import type { Dataset } from '../dataset.ts';
import { guidanceDataset } from './guidance.ts';
import { maudeDataset } from './maude.ts';
import { mdufaDataset } from './mdufa.ts';
import { pmaDataset } from './pma.ts';
import { predicatesDataset } from './predicates.ts';
import { problemCodesDataset } from './problem-codes.ts';
import { recallsDataset } from './recalls.ts';

/** Predicates, recalls, MAUDE, problem codes, PMA, guidance and MDUFA. */
export const safetyDatasets: readonly Dataset[] = [
  predicatesDataset,
  recallsDataset,
  maudeDataset,
  problemCodesDataset,
  pmaDataset,
  guidanceDataset,
  mdufaDataset,
];
