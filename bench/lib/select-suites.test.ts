import { describe, expect, it } from 'vitest';
import type { BenchSuite } from '../suite';
import { selectSuites } from './select-suites';

function suite(name: string): BenchSuite {
  return { name, description: name, run: () => Promise.resolve({ results: {}, rows: [] }) };
}
const all = [suite('frontend'), suite('data')];

describe('selectSuites', () => {
  it('runs every suite when none is named', () => {
    expect(selectSuites([], all).map((s) => s.name)).toEqual(['frontend', 'data']);
  });

  it('runs the named suites in the order given', () => {
    expect(selectSuites(['data', 'frontend'], all).map((s) => s.name)).toEqual(['data', 'frontend']);
  });

  it('names the known suites when one is unknown', () => {
    expect(() => selectSuites(['frontnd'], all)).toThrow("Unknown bench suite 'frontnd'. Known: frontend, data");
  });
});
