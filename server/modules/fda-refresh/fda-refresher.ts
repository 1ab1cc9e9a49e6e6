import type { FdaRefreshStatus } from '../../../src/api/contracts/fda-refresh.ts';
import type { FdaImportResult } from '../../importer/fda-import.ts';
import type { RefreshOptions } from '../../importer/refresh/refresh-fda-data.ts';

/** The latest lines of a refresh kept for its status (a full import writes many progress lines). */
const KEPT_LINES = 200;

export type FdaRefresher = ReturnType<typeof createFdaRefresher>;

/**
 * One refresh of the FDA data at a time in this process, run in the background: `start` begins one (or answers
 * the one running), `status` tells how it goes. `refresh` does the work (refreshFdaData on the server's database).
 */
export function createFdaRefresher(
  refresh: (options: RefreshOptions) => Promise<FdaImportResult>,
  report: (line: string) => void = () => {},
) {
  let status: FdaRefreshStatus = { state: 'idle', trigger: null, started_at: null, finished_at: null, lines: [], lines_total: 0, imported: [], failed: [] };
  let running: Promise<void> | null = null;

  const addLine = (line: string) => {
    if (line.trim() === '') return;
    report(line);
    status.lines.push(line);
    status.lines_total++;
    if (status.lines.length > KEPT_LINES) status.lines.shift();
  };
  const writeLines = (text: string) => text.split('\n').forEach(addLine);

  async function run(): Promise<void> {
    try {
      const { outcomes, summary } = await refresh({ log: addLine, progress: { write: writeLines, isTTY: false } });
      writeLines(summary);
      const failed = outcomes.filter((o) => o.error !== undefined).map((o) => o.name);
      status = { ...status, imported: outcomes.filter((o) => o.error === undefined).map((o) => o.name), failed };
      status.state = failed.length > 0 ? 'failed' : 'finished';
    } catch (error) {
      addLine(`The refresh stopped: ${error instanceof Error ? error.message : String(error)}`);
      status.state = 'failed';
    } finally {
      status.finished_at = new Date().toISOString();
      running = null;
    }
  }

  return {
    start(trigger: 'schedule' | 'request'): FdaRefreshStatus {
      if (!running) {
        status = { state: 'running', trigger, started_at: new Date().toISOString(), finished_at: null, lines: [], lines_total: 0, imported: [], failed: [] };
        running = run();
      }
      return this.status();
    },
    status: (): FdaRefreshStatus => ({ ...status, lines: [...status.lines], imported: [...status.imported], failed: [...status.failed] }),
  };
}
