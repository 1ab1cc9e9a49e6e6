import { describe, expect, it } from 'vitest';
import { summarySamples } from '../../../../documents/testing/summary-samples.ts';
import { CONFIDENCE } from '../answer-extractors.ts';
import { documentFields } from './document-fields.ts';

const summaryText = (kNumber: string) => summarySamples().find((item) => item.k_number === kNumber)!.summary_raw;
const references = (text: string) => documentFields(text, 'summary.pdf').find((update) => update.field === 'references');

describe('documentFields: the classification names a document states', () => {
  it('adds them to the references after the devices and standards the summary cites (a real 2025 summary)', () => {
    const cited = references(summaryText('K252689'));
    expect(cited).toEqual({ field: 'references', value: expect.any(String), confidence: CONFIDENCE.documentSection, source: 'summary.pdf' });
    expect(cited!.value.split('\n')).toEqual([
      expect.stringContaining('IEC 62366-1'),
      'Classification name: Angiographic Injector And Syringe',
      'Classification name: Automatic injector for contrast media',
      'Classification name: Injector, Contrast Medium, Automatic',
    ]);
  });

  it("gives them as the references of a document with no summary sections (FDA's letter alone)", () => {
    const letter = 'Re: K000000\nTrade/Device Name: Magnet Grasper\nRegulation Number: 21 CFR 878.4815\nRegulation Name: Magnetic surgical instrument system\nRegulatory Class: Class II';
    expect(references(letter)?.value).toBe('Classification name: Magnetic surgical instrument system');
  });

  it('adds nothing to a document that states no classification name', () => {
    const note = 'Device description: A reusable pulse oximeter clip.\nIntended use: Spot-checks of SpO2 in adults.';
    expect(references(note)).toBeUndefined();
  });
});
