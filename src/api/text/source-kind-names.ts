import type { SourceKind } from '../contracts/ai.ts';

/** What each kind of source is called where the app lists sources (the report's Sources, the Pinned list). */
export const SOURCE_KIND_NAMES: Record<SourceKind, string> = {
  product_code: 'Product code',
  k_number: 'K-number',
  regulation: 'Regulation',
  recall: 'Recall',
  mdr: 'MDR',
  standard: 'Standard',
  guidance: 'Guidance',
  problem_code: 'Problem code',
  pma: 'PMA',
  dataset: 'Dataset',
};
