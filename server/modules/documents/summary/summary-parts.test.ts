import { describe, expect, it } from 'vitest';
import { summaryParts } from './summary-parts.ts';

const LETTER = ['Re: K251234', 'Trade/Device Name: Acme Knotless Suture', 'We have reviewed your Section 510(k) premarket notification', 'Enclosure'];

describe('summaryParts', () => {
  it("reads the form's statement between its prompt and its type-of-use line", () => {
    const form = [
      'DEPARTMENT OF HEALTH AND HUMAN SERVICES',
      '510(k) Number (if known)',
      'K251234',
      'Indications for Use (Describe)',
      'The Acme Knotless Suture is indicated for general soft tissue approximation where use of an',
      'absorbable suture is appropriate.',
      'Type of Use (Select one or both, as applicable)',
    ];
    const parts = summaryParts([...LETTER, ...form, '510(k) SUMMARY']);
    expect(parts.formIndications).toEqual(form.slice(4, 6));
    expect(parts.summary).toEqual(['510(k) SUMMARY']);
  });

  it('reads a form whose OCR ran bottom-up, its statement above its prompt, in reading order', () => {
    const upward = [
      'absorbable suture is appropriate.',
      'The Acme Knotless Suture is indicated for general soft tissue approximation where use of an',
      'Please provide your Indications for Use below.',
      'Acme Knotless Suture',
      'Please provide the device trade name(s).',
      'Please type in the marketing application/submission number, if it is known. K251234',
      'Indications for Use',
    ];
    const parts = summaryParts([...LETTER, ...upward, '510(k) SUMMARY']);
    expect(parts.formIndications).toEqual([upward[1], upward[0]]);
    expect(parts.summary).toEqual(['Indications for Use', '510(k) SUMMARY']);
  });
});
