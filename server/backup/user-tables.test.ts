import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { tableNames } from '../db/table-rows.ts';
import { BACKED_UP_TABLES, exclusionReason, isBackedUp } from './user-tables.ts';
import { openMigratedTestPGlite } from '../testing/migrated-pglite.ts';

let db: Kysely<Database>;
beforeAll(async () => {
  db = await openMigratedTestPGlite();
}, 60_000);
afterAll(() => db?.destroy());

describe('the tables a backup holds', () => {
  it('covers every table of the migrated schema: backed up, or left out for a stated reason', async () => {
    const tables = await tableNames(db);
    const forgotten = tables.filter((table) => !isBackedUp(table) && exclusionReason(table) === undefined);
    expect(forgotten, 'add each to BACKED_UP_TABLES or EXCLUDED_TABLES in server/backup/user-tables.ts').toEqual([]);
    expect(tables.filter((table) => isBackedUp(table) && exclusionReason(table) !== undefined)).toEqual([]);
    expect(BACKED_UP_TABLES.filter((table) => !tables.includes(table))).toEqual([]);
  });

  it('lists a table after every table its foreign keys point to, so that rows go in in that order', async () => {
    const { rows } = await sql<{ child: string; parent: string }>`
      select c.relname as child, p.relname as parent from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace`.execute(db);
    const order = (table: string) => (BACKED_UP_TABLES as readonly string[]).indexOf(table);
    for (const { child, parent } of rows.filter((r) => isBackedUp(r.child))) {
      expect(isBackedUp(parent), `${child} refers to ${parent}, which is not backed up`).toBe(true);
      expect(order(parent), `${parent} before ${child}`).toBeLessThan(order(child));
    }
    expect(rows.some((r) => r.child === 'chat_messages' && r.parent === 'chat_conversations')).toBe(true);
  });
});
