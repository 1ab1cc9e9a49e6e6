import type { StandardsLabel, TestStandardsRow } from '../../../../src/api/contracts/ai.ts';
import { standardSource } from '../../../../src/api/text/fda-source-refs.ts';
import type { CatalogueStandard } from './catalogue/index.ts';

/** A row built from a catalogue entry. */
export function catalogueRow(entry: CatalogueStandard, label: StandardsLabel, rationale: string): TestStandardsRow {
  return {
    test_and_evaluation: entry.test,
    standard_reference: entry.designation,
    purpose: entry.scope,
    label,
    category: entry.category,
    recognition_number: entry.recognition,
    rationale,
    source: standardSource(entry.designation, entry.title),
  };
}
