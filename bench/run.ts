import { createBenchContext, SERVER_LOG } from './lib/bench-context';
import { writeResults } from './lib/results';
import { selectSuites } from './lib/select-suites';
import { formatTable } from './lib/table';
import { SUITES } from './suites';
import type { TableRow } from './suite';
import { defaultFdaDataDir } from '../scripts/fda-data-default';

process.env.FDA_DATA_DIR = defaultFdaDataDir();

const log = (line: string) => console.log(`[bench] ${line}`);

/** `npm run bench [suite...]`: runs every suite, or the named ones, and writes bench/results/<suite>.json. */
async function main(): Promise<void> {
  const suites = selectSuites(process.argv.slice(2), SUITES);
  const context = createBenchContext(log);
  process.once('SIGINT', () => {
    log('Interrupted, stopping the stack...');
    void context.dispose().finally(() => process.exit(130));
  });

  const table: Array<{ suite: string; rows: TableRow[] }> = [];
  try {
    for (const suite of suites) {
      log(`Suite '${suite.name}': ${suite.description}`);
      const outcome = await suite.run(context);
      log(`Wrote ${await writeResults(suite.name, outcome.results)}`);
      table.push({ suite: suite.name, rows: outcome.rows });
    }
  } finally {
    await context.dispose();
  }
  console.log(`\n${formatTable(table)}\n`);
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  console.error(`[bench] Server output, if the stack started: ${SERVER_LOG}`);
  process.exit(1);
});
