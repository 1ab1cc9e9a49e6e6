import type { RunningStack } from '../scripts/stack';

/** One line of the printed table. `pass` is null for a figure that has no target. */
export interface TableRow {
  metric: string;
  value: string;
  target: string;
  pass: boolean | null;
}

export interface SuiteOutcome {
  /** Written as bench/results/<suite name>.json. */
  results: Record<string, unknown>;
  rows: TableRow[];
}

export interface BenchContext {
  /** The whole stack (SPA build, Auth emulator, server) on a free port with a temporary DATA_DIR, started once. */
  stack(): Promise<RunningStack>;
  log(line: string): void;
}

export interface BenchSuite {
  name: string;
  description: string;
  run(context: BenchContext): Promise<SuiteOutcome>;
}
