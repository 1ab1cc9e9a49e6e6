import { describe, expect, it } from 'vitest';
import { watchArgsFromText } from './commands';

describe("the palette's Watch…", () => {
  it('reads 3 letters as a product code, K or DEN and 6 digits as a K-number, anything else as an applicant', () => {
    expect(watchArgsFromText(' dqa ')).toEqual({ kind: 'product_code', value: 'dqa' });
    expect(watchArgsFromText('k213456')).toEqual({ kind: 'k_number', value: 'k213456' });
    expect(watchArgsFromText('DEN190001')).toEqual({ kind: 'k_number', value: 'DEN190001' });
    expect(watchArgsFromText('Masimo Corporation')).toEqual({ kind: 'applicant', value: 'Masimo Corporation' });
    expect(watchArgsFromText('K2134')).toEqual({ kind: 'applicant', value: 'K2134' });
  });
});
