import { describe, expect, it } from 'vitest';
import { parseDay, parseImportArgs, UsageError } from './cli-args.ts';

const datasets = ['product-codes', 'devices'];

describe('data:import arguments', () => {
  it('reads --as-of and --only, with a space or =', () => {
    expect(parseImportArgs(['--as-of', '2020-01-31', '--only=devices,product-codes'], datasets)).toEqual({
      asOf: new Date('2020-01-31T00:00:00Z'),
      only: ['devices', 'product-codes'],
      help: false,
    });
    expect(parseImportArgs([], datasets)).toEqual({ asOf: null, only: null, help: false });
    expect(parseImportArgs(['--help'], datasets).help).toBe(true);
  });

  it('refuses what is not a calendar day, an unknown dataset or argument, and a missing value', () => {
    for (const day of ['2020-02-30', '2020-1-5', '31/01/2020', 'yesterday']) {
      expect(() => parseImportArgs(['--as-of', day], datasets)).toThrow(new UsageError(`--as-of must be a calendar day written YYYY-MM-DD (got "${day}")`));
    }
    expect(() => parseImportArgs(['--only', 'devices,recall'], datasets)).toThrow('Unknown dataset in --only: recall (known: product-codes, devices)');
    expect(() => parseImportArgs(['--as-of'], datasets)).toThrow('--as-of needs a value');
    expect(() => parseImportArgs(['--asof=2020-01-01'], datasets)).toThrow('Unknown argument: --asof=2020-01-01');
  });

  it('knows leap days', () => {
    expect(parseDay('2024-02-29')).toEqual(new Date('2024-02-29T00:00:00Z'));
    expect(parseDay('2023-02-29')).toBeNull();
  });
});
