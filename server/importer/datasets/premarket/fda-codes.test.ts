import { describe, expect, it } from 'vitest';
import { rawCsvRecords, rawLines } from '../../../testing/raw-fda-files.ts';
import { decisionListCode, PANEL_NAMES, SUBMISSION_TYPES, UNCLASSIFIED_REASONS } from './fda-codes.ts';

const pipeRows = (file: string) => {
  const [header, ...lines] = rawLines(file, 'latin1');
  const columns = header!.split('|');
  return lines.map((line) => Object.fromEntries(line.split('|').map((v, i) => [columns[i]!, v])));
};
const foiclass = new Map(pipeRows('classification/foiclass_2026-01-31.txt').map((r) => [r.PRODUCTCODE!, r]));
const cleaned = rawCsvRecords('classification/product_codes_2026-08-18.csv');

/** The label a file gives most often next to each code. */
function mostCommonLabel(pairs: [code: string, label: string][]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const [code, label] of pairs) {
    if (!code || !label) continue;
    const labels = counts.get(code) ?? new Map<string, number>();
    labels.set(label, (labels.get(label) ?? 0) + 1);
    counts.set(code, labels);
  }
  return new Map([...counts].map(([code, labels]) => [code, [...labels].sort((a, b) => b[1] - a[1])[0]![0]]));
}

describe("FDA's code lists", () => {
  it("names panels as openFDA does: the 510(k) records' advisory committee names, by the pmn files' codes", () => {
    const monthly = pipeRows('510k/pmnlstmn_2020-09.txt');
    const sample = new Map(rawCsvRecords('510k/openfda_510k_sample_2015-2026.csv').map((r) => [r.k_number!, r]));
    const pairs = monthly.flatMap((r) => {
      const record = sample.get(r.KNUMBER!);
      return record ? [[r.CLASSADVISECOMM!, record.advisory_committee_description!] as [string, string]] : [];
    });
    expect(pairs.length).toBeGreaterThan(40);
    for (const [code, label] of pairs) expect(code === '' ? 'Unknown' : PANEL_NAMES[code]).toBe(label);
  });

  it("names every panel code of the product classification file as openFDA names that product code's clearances", () => {
    const sample = rawCsvRecords('510k/openfda_510k_sample_2015-2026.csv');
    const byPanel = mostCommonLabel(sample.map((r) => [foiclass.get(r.product_code!)?.REVIEW_PANEL ?? '', r.advisory_committee_description!]));
    const panels = new Set([...foiclass.values()].map((r) => r.REVIEW_PANEL!).filter(Boolean));
    expect(Object.keys(PANEL_NAMES).sort()).toEqual([...panels].sort());
    for (const [code, label] of byPanel) expect(PANEL_NAMES[code]).toBe(label);
    expect(byPanel.size).toBeGreaterThanOrEqual(19);
  });

  it('labels submission types and unclassified reasons as the cleaned product-code file does', () => {
    const types = mostCommonLabel(cleaned.map((r) => [foiclass.get(r.product_code!)?.SUBMISSION_TYPE_ID ?? '', r.submission_type!]));
    expect(Object.fromEntries(types)).toEqual(SUBMISSION_TYPES);
    const reasons = mostCommonLabel(cleaned.map((r) => [foiclass.get(r.product_code!)?.UNCLASSIFIED_REASON ?? '', r.unclassified_reason!]));
    expect(Object.fromEntries(reasons)).toEqual(UNCLASSIFIED_REASONS);
  });

  it("finds every pmn decision code but DENG in openFDA's decision list", () => {
    const listed = new Set(rawLines('510k/decision_codes.csv').map((line) => line.split(',')[0]!));
    const used = new Set(
      ['pmn7680.txt', 'pmn8185.txt', 'pmn8690.txt', 'pmnlstmn_2020-09.txt', 'pmnlstmn_2026-07.txt'].flatMap((f) => pipeRows(`510k/${f}`).map((r) => r.DECISION!)),
    );
    expect([...used].sort()).toEqual(['DENG', 'PT', 'SEKD', 'SESD', 'SESE', 'SESK', 'SESP', 'SESU', 'SN']);
    expect([...used].filter((code) => code !== 'DENG' && !listed.has(decisionListCode(code)))).toEqual([]);
  });
});
