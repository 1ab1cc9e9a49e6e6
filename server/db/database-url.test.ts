import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases.ts';
import { parsePostgresUrl, withSearchPath } from './database-url.ts';
import { databaseSourceFromConfig, openMigratedDatabase } from './open-database.ts';

describe('parsePostgresUrl', () => {
  it('leaves a URL without a search path as it is', () => {
    expect(parsePostgresUrl('postgres://u:p@db:5432/clearway?sslmode=require')).toEqual({ url: 'postgres://u:p@db:5432/clearway?sslmode=require' });
  });

  it("takes the schema out of libpq's options, keeping the other options and parameters", () => {
    expect(parsePostgresUrl('postgres://db/clearway?options=-c%20search_path%3Dtenant_a')).toEqual({
      url: 'postgres://db/clearway',
      searchPath: 'tenant_a',
    });
    expect(parsePostgresUrl('postgres://db/clearway?sslmode=disable&options=--search_path%3Dt1%20-c%20statement_timeout%3D5000')).toEqual({
      url: 'postgres://db/clearway?sslmode=disable&options=-c+statement_timeout%3D5000',
      searchPath: 't1',
    });
  });

  it('refuses a search path of several schemas or a quoted one, saying so', () => {
    expect(() => parsePostgresUrl('postgres://db/c?options=-c%20search_path%3Da,b')).toThrow(
      `DATABASE_URL's search_path must name one schema (letters, digits and _, not starting with a digit), was "a,b"`,
    );
    expect(() => parsePostgresUrl('postgres://db/c?options=-c%20search_path%3D%22A%22')).toThrow('was ""A""');
  });

  it('is what the server reads DATABASE_URL with, and withSearchPath writes what it reads', () => {
    const url = withSearchPath('postgres://db/clearway', 'test_ab12');
    expect(databaseSourceFromConfig({ DATA_DIR: '.data', DATABASE_URL: url })).toEqual({
      kind: 'postgres',
      url: 'postgres://db/clearway',
      searchPath: 'test_ab12',
    });
  });
});

describe.each(testDatabaseKinds.filter((kind) => kind.name === 'PostgreSQL'))('a DATABASE_URL naming a $name schema', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database?.dispose());

  it("opens that schema, migrated, with public's extensions still reachable", async () => {
    const db = await openMigratedDatabase(databaseSourceFromConfig({ DATA_DIR: '.data', DATABASE_URL: database.databaseUrl }), () => {});
    try {
      const { rows } = await sql<{ schema: string; similar: number }>`select current_schema() as schema, similarity('oximeter', 'oximetry') as similar`.execute(db);
      expect(rows[0]!.schema).toMatch(/^test_/);
      expect(rows[0]!.similar).toBeGreaterThan(0.3);
      await sql`insert into users (uid, email) values ('url-schema-user', null)`.execute(db);
      expect((await database.db.selectFrom('users').select('uid').execute()).map((u) => u.uid)).toEqual(['url-schema-user']);
    } finally {
      await db.destroy();
    }
  });
});
