import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases.ts';
import { databaseSourceFromConfig } from './open-database.ts';
import { migrateToLatest } from './migrate.ts';

describe('databaseSourceFromConfig', () => {
  it('uses PGlite under DATA_DIR unless DATABASE_URL is set', () => {
    expect(databaseSourceFromConfig({ DATA_DIR: '/srv/data' })).toEqual({ kind: 'pglite', dataDir: '/srv/data/pglite' });
    expect(databaseSourceFromConfig({ DATA_DIR: '/srv/data', DATABASE_URL: 'postgres://db/clearway' })).toEqual({
      kind: 'postgres',
      url: 'postgres://db/clearway',
    });
  });
});

describe.each(testDatabaseKinds)('an opened $name database', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database?.dispose());

  it('is migrated, and migrating again changes nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
    const tables = await database.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toContain('users');
  });

  it('reads values as the same JavaScript types on both engines', async () => {
    const { rows } = await sql<{ big: unknown; at: unknown; exact: unknown }>`
      select count(*) as big, now() as at, 1.50::numeric as exact from users`.execute(database.db);
    expect(rows[0]).toEqual({ big: 0, at: expect.any(Date), exact: '1.50' });
  });
});
