import type { BenchSuite } from '../suite';

/** All suites when no name is given; otherwise the named ones, in the order given. */
export function selectSuites(names: readonly string[], suites: readonly BenchSuite[]): BenchSuite[] {
  if (names.length === 0) return [...suites];
  return names.map((name) => {
    const suite = suites.find((candidate) => candidate.name === name);
    if (!suite) {
      throw new Error(`Unknown bench suite '${name}'. Known: ${suites.map((s) => s.name).join(', ')}`);
    }
    return suite;
  });
}
