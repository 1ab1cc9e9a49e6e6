import { describe, expect, it } from 'vitest';
import { stripAnswers } from './strip-answers.ts';

const codes = new Set(['QIH', 'LLZ', 'NGL', 'MRI']);

describe('stripAnswers', () => {
  it('removes real product codes and keeps other capital-letter words', () => {
    expect(stripAnswers('Product Code: QIH, LLZ. Works over USB with an OTC app.', codes)).toBe('Product Code: , . Works over USB with an OTC app.');
  });

  it('removes a real code even when it is also a common abbreviation', () => {
    expect(stripAnswers('Compatible with MRI scanners', codes)).toBe('Compatible with scanners');
  });

  it('removes regulation numbers in their usual spellings', () => {
    const text = 'Regulation Number: 21 CFR 892.2050; see 21 C.F.R. § 862.1345 and §882.5050(b)(1), also 21 CFR Part 870.1130.';
    expect(stripAnswers(text, codes)).toBe('Regulation Number: ; see and , also .');
  });

  it('removes K, BK, DEN and PMA numbers', () => {
    expect(stripAnswers('Predicates K123456 and BK190001; De Novo DEN200045; PMA P970004/S012.', codes)).toBe(
      'Predicates and ; De Novo ; PMA .',
    );
  });

  it('keeps ordinary numbers, measurements and lower-case words', () => {
    const text = 'Measures 0.5 to 400.0 mg/dL in 10 seconds; model 2.1; the qih word stays.';
    expect(stripAnswers(text, codes)).toBe(text);
  });

  it('folds the blanks a removal leaves, line breaks kept', () => {
    expect(stripAnswers('Code  NGL  here\n  K250001 next', codes)).toBe('Code here\nnext');
  });
});
