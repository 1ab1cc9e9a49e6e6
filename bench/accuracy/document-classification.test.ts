import { describe, expect, it } from 'vitest';
import { parse510kSummary } from '../../server/modules/documents/summary/parse-510k-summary.ts';
import { summarySamples } from '../../server/modules/documents/testing/summary-samples.ts';
import { caseTruths, decidedAfter, uploadedDocumentProfile } from './document-classification.ts';

describe('uploadedDocumentProfile', () => {
  // A real 2025 summary whose description names the cleared device it modifies by K-number, and whose
  // letter names three product codes.
  const sample = summarySamples().find((item) => item.k_number === 'K252371')!;
  const codes = new Set(parse510kSummary(sample.summary_raw).productCodes);

  it('fills the name, description, intended use and references from the summary, without the codes, K-numbers or regulation', () => {
    expect([...codes].sort()).toEqual(['LNH', 'MOS', 'QIH']);
    const profile = uploadedDocumentProfile(sample.summary_raw, 'K252371.pdf', codes);
    expect(profile.device_name).not.toBe('');
    expect(profile.description).toContain('uMR 680');
    expect(profile.intended_use).not.toBe('');
    // The classification names the summary states stay: they are words, not the answer's codes or numbers.
    expect(profile.references).toContain('Classification name: Magnetic Resonance Diagnostic Device');
    const texts = [profile.device_name, profile.description, profile.intended_use, profile.references].join('\n');
    expect(texts).not.toMatch(/\b(?:LNH|MOS|QIH)\b|K\d{6}|\b8\d\d\.\d{1,4}\b/);
    expect(profile.key_specs).toBe('');
  });

  it('gives an empty profile for a document with no text', () => {
    const profile = uploadedDocumentProfile('', 'scan.pdf', codes);
    expect([profile.device_name, profile.description, profile.intended_use]).toEqual(['', '', '']);
  });
});

describe('caseTruths', () => {
  it("puts the record's code first, then the other codes named, once each", () => {
    expect(caseTruths('QIH', ['LNH', 'MOS', 'QIH'])).toEqual(['QIH', 'LNH', 'MOS']);
  });

  it('falls back to the codes named when there is no record, and to none', () => {
    expect(caseTruths(null, ['DTZ', 'DTR', 'DWF'])).toEqual(['DTZ', 'DTR', 'DWF']);
    expect(caseTruths(null, [])).toEqual([]);
  });
});

describe('decidedAfter', () => {
  const asOf = new Date('2024-12-31T00:00:00Z');

  it('goes by the decision day when it is known', () => {
    expect(decidedAfter('K240666', '2024-07-10', asOf)).toBe(false);
    expect(decidedAfter('K252020', '2025-10-15', asOf)).toBe(true);
  });

  it('else by the year in the K-number: received in 2025 is decided after, 2023 is not shown to be', () => {
    expect(decidedAfter('K251306', null, asOf)).toBe(true);
    expect(decidedAfter('K231414', null, asOf)).toBe(false);
    expect(decidedAfter('DEN250034', null, asOf)).toBe(false);
  });
});
