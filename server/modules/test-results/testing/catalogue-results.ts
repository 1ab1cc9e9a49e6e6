import type { TestStandardsRow } from '../../../../src/api/contracts/ai.ts';
import { MAX_TEST_RESULT_ROWS, type TestStandardsAnalysis } from '../../../../src/api/contracts/test-results.ts';
import { CATALOGUE, CATALOGUE_SOURCE } from '../../ai/standards/catalogue/index.ts';
import { catalogueRow } from '../../ai/standards/standard-rows.ts';

/** The first `count` rows of the engine's standards catalogue, as test-standards/invoke gives them. */
export function catalogueRows(count: number): TestStandardsRow[] {
  return CATALOGUE.slice(0, count).map((entry) =>
    catalogueRow(entry, 'fda-consensus', `${entry.designation} applies to the device's ${entry.category.toLowerCase()}.`),
  );
}

/** The largest set of rows PUT takes: the catalogue over and over, each row's rationale its own. */
export function largestRows(): TestStandardsRow[] {
  return Array.from({ length: MAX_TEST_RESULT_ROWS }, (_, index) => {
    const entry = CATALOGUE[index % CATALOGUE.length]!;
    return catalogueRow(entry, index % 2 === 0 ? 'fda-consensus' : 'user', `Row ${index + 1}: ${entry.title}.`);
  });
}

/** An analysis as the local engine gives one beside the rows (without updated_at: the server stamps it). */
export function catalogueAnalysis(rows: readonly TestStandardsRow[]): Omit<TestStandardsAnalysis, 'updated_at'> {
  return {
    ai_snapshot: `Plan ${rows.length} tests and standards, led by ${rows[0]?.standard_reference ?? 'none'}.`,
    engine: { provider: 'local', model: null, note: null },
    sources: rows.map((row) => ({ kind: 'standard', id: row.standard_reference, label: CATALOGUE_SOURCE, url: null })),
  };
}
