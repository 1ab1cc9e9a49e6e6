import type { Dataset } from '../dataset.ts';
import { maudeDataset } from './postmarket/maude.ts';
import { problemCodesDataset } from './postmarket/problem-codes.ts';
import { recallClassesDataset } from './postmarket/recall-classes.ts';
import { recallsDataset } from './postmarket/recalls.ts';
import { pmaDataset } from './premarket/pma.ts';
import { predicatesDataset } from './premarket/predicates.ts';
import { guidanceDataset } from './references/guidance.ts';
import { mdufaDataset } from './references/mdufa.ts';

/** Predicates, recall classes, recalls, MAUDE, problem codes, PMA, guidance and MDUFA. */
export const safetyDatasets: readonly Dataset[] = [
  predicatesDataset,
  recallClassesDataset,
  recallsDataset,
  maudeDataset,
  problemCodesDataset,
  pmaDataset,
  guidanceDataset,
  mdufaDataset,
];
