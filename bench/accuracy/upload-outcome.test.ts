import { describe, expect, it } from 'vitest';
import { normaliseProfile } from '../../server/modules/ai/profile.ts';
import type { ClassifiedCase } from './accuracy-metrics.ts';
import type { UploadedCase } from './document-classification.ts';
import { realPdfResults, topKCounts, uploadRows, uploadTally } from './upload-outcome.ts';

const uploaded = (k_number: string, truth: string, texts: { device_name?: string; description?: string; intended_use?: string }, read = true): UploadedCase => ({
  k_number,
  truth,
  truths: [truth],
  profile: normaliseProfile(texts),
  read,
  decided: null,
});

const classified = (k_number: string, truth: string, proposed: string[]): ClassifiedCase => ({
  k_number,
  truth,
  truths: [truth],
  proposed,
  topConfidence: proposed.length > 0 ? 70 : null,
  reasons: proposed.map((code) => `why ${code}`),
  ms: 5,
});

describe('the uploads outcome', () => {
  const uploads = [
    uploaded('K251306', 'QKB', { device_name: 'Contouring software', description: 'Segments organs at risk on CT' }),
    uploaded('K200714', 'LLZ', { device_name: 'Image viewer' }),
    uploaded('K231414', 'DTZ', {}, false),
  ];
  const answers = [classified('K251306', 'QKB', ['QKB', 'LLZ']), classified('K200714', 'LLZ', ['QIH', 'JAK', 'QKB', 'LLZ']), classified('K231414', 'DTZ', [])];

  it('counts the uploads read and those that gave a description or intended use', () => {
    expect(uploadTally(uploads)).toEqual({ documents: 3, read: 2, withDescriptionOrIntendedUse: 1 });
  });

  it('counts the true code within the first 1, 3 and 5 proposals', () => {
    expect(topKCounts(answers)).toBe('1/3 / 1/3 / 2/3');
    expect(topKCounts([])).toBe('0/0 / 0/0 / 0/0');
  });

  it("lists each real PDF with the true code's rank, none when not proposed", () => {
    expect(realPdfResults(uploads, answers).map((item) => [item.k_number, item.rankOfTruth, item.proposed.length])).toEqual([
      ['K251306', 1, 2],
      ['K200714', 4, 4],
      ['K231414', null, 0],
    ]);
  });

  it('names the held-out real PDFs and keeps the others apart as reference', () => {
    const rows = uploadRows(uploads, { heldOut: answers.slice(0, 1), notHeldOut: answers.slice(1) }, '2024-12-31');
    expect(rows.map((row) => [row.metric, row.value])).toEqual([
      ['uploaded 2025 summary PDF: documents read / with a description or intended use', '2/3 / 1/3'],
      ['real 510(k) PDFs decided after 2024-12-31 (K251306): top-1 / top-3 / top-5', '1/1 / 1/1 / 1/1'],
      ['real 510(k) PDFs not shown decided after 2024-12-31, not held out (reference only): top-1 / top-3 / top-5', '0/2 / 0/2 / 1/2'],
    ]);
    expect(rows.every((row) => row.pass === null)).toBe(true);
  });
});
