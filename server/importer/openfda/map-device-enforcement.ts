import type { RecallClass } from '../../db/fda-schema.ts';
import { fdaDate } from '../dates.ts';
import { recallNumberOrNull } from '../datasets/field-values.ts';
import { textField } from './fields.ts';
import type { OpenFdaRecord } from './results-scanner.ts';

/** FDA's recall class of one recall number, as a device-enforcement report gives it. */
export interface EnforcementClass {
  recall_number: string;
  /** null: the report names no class FDA defines ('Not Yet Classified', blank). */
  recall_class: RecallClass | null;
  report_date: string | null;
  source: string;
}

const CLASSES: Record<string, RecallClass> = { 'CLASS I': 'Class I', 'CLASS II': 'Class II', 'CLASS III': 'Class III' };

/**
 * An openFDA device-enforcement report (one recall number, with FDA's `classification`) as the class of
 * its recall number; a string says why the report cannot be used.
 */
export function recallClassFromEnforcement(record: OpenFdaRecord, source: string): EnforcementClass | string {
  const given = textField(record, 'recall_number');
  if (given === null) return 'no recall_number';
  const classification = textField(record, 'classification');
  return {
    recall_number: recallNumberOrNull(given) ?? given.toUpperCase(),
    recall_class: CLASSES[classification?.replace(/\s+/g, ' ').toUpperCase() ?? ''] ?? null,
    report_date: fdaDate(textField(record, 'report_date'), new Date()),
    source,
  };
}
