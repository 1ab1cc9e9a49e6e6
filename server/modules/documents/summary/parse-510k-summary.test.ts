import { afterAll, describe, expect, it } from 'vitest';
import { createDocumentReader } from '../read-document.ts';
import { summaryPdfs, summarySamples } from '../testing/summary-samples.ts';
import { scoreSummaries } from '../testing/summary-scores.ts';
import { parse510kSummary, type Parsed510kSummary } from './parse-510k-summary.ts';

const reader = createDocumentReader();
afterAll(() => reader.close());

/** Sentences only FDA's letter and form 3881 hold: none may come out as the device's own statements. */
const BOILERPLATE = /We have reviewed your Section 510\(k\)|OMB No\. 0910-0120|Paperwork Reduction Act|See PRA Statement|Please provide your Indications/i;

describe('parse510kSummary on the 100 summaries of 2025 (their texts as the source extracted them)', () => {
  const results = summarySamples().map((sample) => ({ sample, parsed: parse510kSummary(sample.summary_raw) }));

  it("finds the source's own description and intended use (the source's words covered at least 80 %)", () => {
    const scores = scoreSummaries(results);
    expect(scores.intendedUse.compared).toBe(94);
    expect(scores.intendedUse.share).toBeGreaterThanOrEqual(0.95);
    expect(scores.description.compared).toBe(97);
    expect(scores.description.share).toBeGreaterThanOrEqual(0.8);
    expect(scores.both.share).toBeGreaterThanOrEqual(0.85);
    expect(scores.bothNameOnlyAsName.share).toBeGreaterThanOrEqual(0.9);
  });

  it("takes each summary's own K-number, product codes and regulation from the letter's header", () => {
    for (const { sample, parsed } of results) {
      expect(parsed.kNumber).toBe(sample.k_number);
      const header = sample.summary_raw.slice(0, sample.summary_raw.indexOf('Dear '));
      expect(header).toMatch(new RegExp(`Regulation Number: 21 CFR ?§? ?${parsed.regulationNumber!.replace('.', '\\.')}`));
      for (const code of parsed.productCodes.slice(0, 1)) expect(header).toMatch(new RegExp(`Product Codes?: .*${code}`));
      expect(parsed.predicates).not.toContain(sample.k_number);
    }
  });

  it("never gives the letter's or the form's boilerplate as the device's statements", () => {
    for (const { parsed } of results) {
      expect(parsed.deviceDescription ?? '').not.toMatch(BOILERPLATE);
      expect(parsed.indicationsForUse ?? '').not.toMatch(BOILERPLATE);
    }
  });
});

describe('parse510kSummary on the ten real 510(k) PDFs, read by the document reader', () => {
  const pdfs = summaryPdfs();
  const parsed = new Map<string, Parsed510kSummary>();

  it('reads every one and finds its own number, product codes, description and indications', async () => {
    for (const pdf of pdfs) {
      const reading = await reader.read(pdf.bytes, { fileName: `${pdf.kNumber}.pdf` });
      if (!reading.ok) throw new Error(reading.message);
      expect(reading.pages).toBe(pdf.pages);
      const summary = parse510kSummary(reading.text);
      parsed.set(pdf.kNumber, summary);
      expect(summary.kNumber).toBe(pdf.kNumber);
      expect(summary.productCodes).toEqual(expect.arrayContaining(pdf.productCodes));
      expect(summary.deviceDescription?.length).toBeGreaterThan(200);
      expect(summary.indicationsForUse?.length).toBeGreaterThan(100);
      expect(summary.deviceDescription).not.toMatch(BOILERPLATE);
      expect(summary.indicationsForUse).not.toMatch(BOILERPLATE);
    }
    expect(parsed.size).toBe(10);
  }, 120_000);

  it("reads the device's statements, not the letter's, in a package whose summary is OCR text (K231652)", () => {
    const summary = parsed.get('K231652')!;
    expect(summary.tradeName).toBe('D100 KIDS; D101 KIDS');
    expect(summary.regulationNumber).toBe('870.4350');
    expect(summary.deviceDescription).toMatch(/^The D1 00 KIDS and D101 KIDS oxygenators \(hereinafter identified as KIDS\) consist of an oxygenator/);
    expect(summary.indicationsForUse).toMatch(/^The D100 devices are indicated for use for neonatal patients undergoing surgical procedures requiring cardiopulmonary bypass\./);
  });

  it('reads the package of a corrected letter, which holds two letters before the form (K200714)', () => {
    expect(parsed.get('K200714')!.indicationsForUse).toMatch(/^AVIEW provides CT values for pulmonary tissue from CT thoracic and cardiac datasets\./);
  });

  it('finds the primary predicate where the summary names it, and the standards it cites', () => {
    expect(parsed.get('K233657')).toMatchObject({ primaryPredicate: 'K220814', predicates: expect.arrayContaining(['K220814', 'K230421']) });
    expect(parsed.get('K233657')!.predicates[0]).toBe('K220814');
    expect(parsed.get('K231414')!.standards).toEqual(['ISO 7199:2016', 'ISO 15676:2016', 'ISO 15674:2016+A1:2020', 'ISO 10993-1:2009', 'ANSI/AAMI ST72:2011']);
    expect(parsed.get('K233657')!.standards).toEqual(expect.arrayContaining(['ISO 14971:2019', 'IEC 62304:2006/A1:2016', 'IEC 60601-1-2:2014']));
    expect(parsed.get('K233657')!.standards).not.toContain('ISO 14971');
  });
});

describe('parse510kSummary on a sponsor’s own text', () => {
  it('reads a summary that has no letter and no form, with numbered headings and a table row', () => {
    const sample = summarySamples().find((summary) => summary.k_number === 'K252303')!;
    const summaryOnly = sample.summary_raw.slice(sample.summary_raw.indexOf('510(k) SUMMARY Special 510(k)'));
    const summary = parse510kSummary(summaryOnly);
    expect(summary.kNumber).toBeNull();
    expect(summary.tradeName).toBe('Stem Extension Line (USTAR II System)');
    expect(summary.productCodes).toEqual(['KRO', 'KWL', 'LPH', 'LWJ', 'LZO', 'OQI']);
    expect(summary.predicates).toEqual(['K190100']);
    expect(summary.indicationsForUse).toMatch(/^1\. Metastatic tumor \(i\.e\. osteosarcoma, chondrosarcoma, giant cell tumor or osteoma\)/);
  });
});

describe('parse510kSummary: the intended use and the indications stated apart', () => {
  const summary = (intendedUse: string) =>
    [
      '510(k) SUMMARY',
      '5. Device Description',
      'The Acme introducer set consists of a sheath, a dilator and a loader for transfemoral access.',
      intendedUse,
      'Indications for Use:',
      'The Acme introducer set is indicated for the introduction and removal of compatible devices used with transcatheter heart valves.',
      '7. Comparison to Predicate',
    ].join('\n');

  it('leads the indications with an intended use set under its own heading', () => {
    const parsed = parse510kSummary(summary('Intended Use:\nEntry of interventional devices into the vascular system.'));
    expect(parsed.indicationsForUse).toBe(
      'Entry of interventional devices into the vascular system. The Acme introducer set is indicated for the introduction and removal of compatible devices used with transcatheter heart valves.',
    );
  });

  it('gives the indications alone where the intended use repeats them', () => {
    const repeated = 'Intended Use:\nThe Acme introducer set is indicated for the introduction and removal of compatible devices.';
    expect(parse510kSummary(summary(repeated)).indicationsForUse).toMatch(/^The Acme introducer set is indicated for the introduction and removal of compatible devices used/);
  });

  it("leaves out a comparison table's intended use row, which holds the predicate's cells too", () => {
    const row = '|Intended Use|Entry of devices into the vascular system.|Entry of devices into the vasculature.|Same|';
    expect(parse510kSummary(summary(row)).indicationsForUse).toMatch(/^The Acme introducer set is indicated/);
  });
});

describe("parse510kSummary: a page's running header inside a section", () => {
  it('reads the section on over the page break, without the header', () => {
    const page = (lines: string[]) => ['Acme Medical Inc. Traditional 510(k)', ...lines, 'Page 1 of 3'];
    const text = [
      ...page(['510(k) SUMMARY', 'Submitter: Acme Medical Inc.']),
      ...page(['Device Description:', 'The Acme pump is a single-use infusion pump that delivers', 'medication through a catheter at a set rate.']),
      ...page(['It is powered by a spring and has no electronics.', 'Indications for Use:', 'The Acme pump is indicated for the continuous infusion of local anesthetics.']),
    ].join('\n');
    expect(parse510kSummary(text).deviceDescription).toBe(
      'The Acme pump is a single-use infusion pump that delivers medication through a catheter at a set rate. It is powered by a spring and has no electronics.',
    );
  });
});
