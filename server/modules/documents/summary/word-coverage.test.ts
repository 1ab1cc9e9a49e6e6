import { describe, expect, it } from 'vitest';
import { wordCoverage } from './word-coverage.ts';

describe('wordCoverage', () => {
  it("counts the expected text's words found in the extraction, in any spacing, case or order", () => {
    expect(wordCoverage('The D100 devices are indicated', 'the   d100 DEVICES\nare indicated for use')).toBe(1);
    expect(wordCoverage('indicated for neonatal patients', 'indicated for infant patients')).toBe(0.75);
    expect(wordCoverage('use use use use', 'use')).toBe(0.25);
    expect(wordCoverage('Stethophone Pro', '')).toBe(0);
  });

  it('reads a name the same with its trademark sign, run in or set apart, as without it', () => {
    expect(wordCoverage('HOTWIRE RF Guidewire', 'The HOTWIRE™ RF Guidewire is')).toBe(1);
    expect(wordCoverage('eZSURE™ Empty Fluid Container', 'The eZSURE [™] Empty Fluid Container')).toBe(1);
  });
});
