import { afterAll, beforeAll, expect, it } from 'vitest';
import { fdaDataDir } from '../testing/fda-data-dir.ts';
import { startImportCli } from '../testing/run-cli.ts';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases.ts';
import { holdingImportLock, IMPORT_LOCK_WAIT_MESSAGE } from './import-lock.ts';

const postgres = testDatabaseKinds.find((kind) => kind.name === 'PostgreSQL');
let database: TestDatabase;

beforeAll(async () => {
  if (postgres) database = await postgres.open();
});

afterAll(async () => {
  await database?.dispose();
});

it.skipIf(!postgres)('`npm run data:import` waits, saying so, while another process holds the import lock on PostgreSQL', async () => {
  let cli: ReturnType<typeof startImportCli> | undefined;
  await holdingImportLock(database.db, { DATABASE_URL: database.databaseUrl }, async () => {
    cli = startImportCli(['--only', 'decision-codes'], { DATABASE_URL: database.databaseUrl!, FDA_DATA_DIR: fdaDataDir() });
    const startedAt = Date.now();
    while (!cli.output().stderr.includes(IMPORT_LOCK_WAIT_MESSAGE) && Date.now() - startedAt < 30_000) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cli.output().stderr).toContain(IMPORT_LOCK_WAIT_MESSAGE);
    expect(await database.db.selectFrom('fda_import_runs').select('id').execute()).toEqual([]);
  }, () => {});
  expect(await cli!.exited).toBe(0);
  expect(await database.db.selectFrom('fda_import_runs').select('dataset').execute()).toEqual([{ dataset: 'decision-codes' }]);
}, 60_000);
