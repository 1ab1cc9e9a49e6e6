import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, ReportRow, ReportsTable } from '../../db/schema.ts';

export type ReportsRepository = ReturnType<typeof createReportsRepository>;

export type NewReport = Insertable<ReportsTable> & { created_at: Date };

const countOf = async (db: Kysely<Database>, uid: string): Promise<number> => {
  const { count } = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return Number(count);
};

/** Every query is scoped by the owner's uid: another user's report ids match nothing. */
export function createReportsRepository(db: Kysely<Database>) {
  return {
    /** Newest first. */
    list: (uid: string): Promise<ReportRow[]> =>
      db.selectFrom('reports').selectAll().where('uid', '=', uid).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),

    get: (uid: string, id: string): Promise<ReportRow | undefined> =>
      db.selectFrom('reports').selectAll().where('uid', '=', uid).where('id', '=', id).executeTakeFirst(),

    count: (uid: string): Promise<number> => countOf(db, uid),

    /**
     * Inserts the report unless its owner keeps `max` already (then undefined); its files, stored already,
     * stop being pending objects in the same transaction. Saves of one owner are serialised, so that two at
     * once cannot both take the last place.
     */
    async insertWithin(report: NewReport, max: number): Promise<ReportRow | undefined> {
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`reports:${report.uid}`}, 0))`.execute(trx);
        if ((await countOf(trx, report.uid)) >= max) return undefined;
        await trx.deleteFrom('pending_objects').where('key', 'in', [report.docx_key, ...(report.pdf_key ? [report.pdf_key] : [])]).execute();
        return trx.insertInto('reports').values(report).returningAll().executeTakeFirstOrThrow();
      });
    },

    /** Deletes the owner's report; whether there was one. */
    async remove(uid: string, id: string): Promise<boolean> {
      const deleted = await db.deleteFrom('reports').where('uid', '=', uid).where('id', '=', id).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },
  };
}
