import { describe, expect, it } from 'vitest';
import { recognitionStatements } from './recognition-statements.ts';

describe('recognition statements', () => {
  it('pairs each stated number with the standard named just before it', () => {
    // As a decision summary's standards table writes them (IVD set, K-numbers of automated haematology analysers).
    const text =
      'Validation, Verification, and Quality Assurance of Automated Hematology Analyzers; CLSI H26-A2(FDA Standards Recognition # 7-210)' +
      'Method Comparison and Bias Estimation Using Patient Samples;CLSI EP9-A2 (FDA StandardsRecognition # 7-92)';
    expect(recognitionStatements(text)).toEqual([
      { designation: 'CLSI H26-A2', designationKey: 'CLSI H26', edition: 'ed. 2', recognitionNumber: '7-210' },
      { designation: 'CLSI EP9-A2', designationKey: 'CLSI EP9', edition: 'ed. 2', recognitionNumber: '7-92' },
    ]);
  });

  it('reads the other ways documents state a number', () => {
    const text = 'Evaluation of Precision (CLSI EP05-A2, 2004; Recognition Number 7-110) and IEC 60601-2-2, Medical electrical equipment (recognition number: 6-389)';
    expect(recognitionStatements(text).map((s) => [s.designationKey, s.edition, s.recognitionNumber])).toEqual([
      ['CLSI EP5', 'ed. 2', '7-110'],
      ['ISO/IEC 60601-2-2', null, '6-389'],
    ]);
  });

  it('reads no number that a scan broke, and none without a standard named before it', () => {
    expect(recognitionStatements('CLSI EP05-A2(FDA Standards Recognition # 7-1 10)')).toEqual([]);
    expect(recognitionStatements('Hematology Analyzers - June 2010. FDA Standards Recognition # 7-210')).toEqual([]);
  });

  it('does not lend one standard to the next number', () => {
    const text = 'CLSI EP17-A2 (FDA Standards Recognition # 7-233) Hemolysis indices (FDA Standards Recognition # 7-242)';
    expect(recognitionStatements(text).map((s) => s.recognitionNumber)).toEqual(['7-233']);
  });
});
