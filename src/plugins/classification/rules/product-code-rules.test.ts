import { describe, expect, it } from 'vitest';
import { validateProductCode } from './product-code-rules';
import { refusal } from '../refusals';

describe('validateProductCode', () => {
  it('trims and upper-cases a code of 3 letters in both forms', () => {
    expect(validateProductCode('  dqy ', 'search')).toBe('DQY');
    expect(validateProductCode('Dqa', 'modal')).toBe('DQA');
  });

  it('says a blank code is required, in both forms', () => {
    for (const form of ['search', 'modal'] as const) {
      for (const text of ['', '   ']) expect(() => validateProductCode(text, form)).toThrow(refusal('Product code is required'));
    }
  });

  it('the search box asks for 3 uppercase letters, whatever the length', () => {
    for (const text of ['DQ', 'DQYY', 'D1Y', 'DQ-', 'ÄQY']) {
      expect(() => validateProductCode(text, 'search')).toThrow(refusal('Product code must be 3 uppercase letters (e.g., DQY)'));
    }
  });

  it('the modal form checks the length first, then the letters', () => {
    expect(() => validateProductCode('DQ', 'modal')).toThrow(refusal('Product code must be 3 characters'));
    expect(() => validateProductCode(' DQYY ', 'modal')).toThrow(refusal('Product code must be 3 characters'));
    expect(() => validateProductCode('D1Y', 'modal')).toThrow(refusal('Product code must be 3 uppercase letters (e.g., DQY)'));
  });

  it('a refusal is not any error with the same text', () => {
    expect(() => validateProductCode('', 'search')).not.toThrow(new Error('Product code is required'));
  });
});
