import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect.ts';

interface Scratch {
  counter: { id: number; value: number };
  notes: { text: string };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PGliteDialect', () => {
  let pglite: PGlite;
  let db: Kysely<Scratch>;

  beforeAll(async () => {
    pglite = new PGlite('memory://');
    db = new Kysely<Scratch>({ dialect: new PGliteDialect(pglite) });
    await sql`create table counter (id int primary key, value int not null)`.execute(db);
    await sql`create table notes (text text not null)`.execute(db);
    await db.insertInto('counter').values({ id: 1, value: 0 }).execute();
  });
  afterAll(() => db.destroy());

  it('runs concurrent transactions one after another, losing no update', async () => {
    const increment = () =>
      db.transaction().execute(async (trx) => {
        const { value } = await trx.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
        await pause(5);
        await trx.updateTable('counter').set({ value: value + 1 }).where('id', '=', 1).execute();
      });
    const reads = Array.from({ length: 5 }, () => db.selectFrom('counter').selectAll().execute());
    await Promise.all([...Array.from({ length: 10 }, increment), ...reads]);
    const { value } = await db.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(value).toBe(10);
  });

  it('rolls a failed transaction back and carries on', async () => {
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ text: 'never kept' }).execute();
      throw new Error('changed my mind');
    });
    const concurrent = db.insertInto('notes').values({ text: 'kept' }).execute();
    await expect(failing).rejects.toThrow('changed my mind');
    await concurrent;
    expect(await db.selectFrom('notes').select('text').execute()).toEqual([{ text: 'kept' }]);
  });

  it('supports savepoints', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('notes').values({ text: 'before savepoint' }).execute();
    const withSavepoint = await trx.savepoint('draft').execute();
    await withSavepoint.insertInto('notes').values({ text: 'discarded' }).execute();
    const back = await withSavepoint.rollbackToSavepoint('draft').execute();
    await back.commit().execute();
    const texts = (await db.selectFrom('notes').select('text').execute()).map((row) => row.text);
    expect(texts).toContain('before savepoint');
    expect(texts).not.toContain('discarded');
  });

  it('reports affected rows and surfaces SQL errors', async () => {
    const result = await db.updateTable('notes').set({ text: 'edited' }).where('text', '=', 'kept').executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
    await expect(sql`select no_such_column from notes`.execute(db)).rejects.toThrow('no_such_column');
    expect(await db.selectFrom('notes').select('text').where('text', '=', 'edited').execute()).toHaveLength(1);
  });

  it('closes PGlite when destroyed', async () => {
    const own = new PGlite('memory://');
    const other = new Kysely<Scratch>({ dialect: new PGliteDialect(own) });
    await sql`select 1`.execute(other);
    await other.destroy();
    expect(own.closed).toBe(true);
  });
});
