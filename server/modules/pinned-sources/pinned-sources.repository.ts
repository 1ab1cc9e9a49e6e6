import { sql, type Insertable, type Kysely } from 'kysely';
import type { SourceKind } from '../../../src/api/contracts/ai.ts';
import type { Database, PinnedSourceRow, PinnedSourcesTable } from '../../db/schema.ts';

export type PinnedSourcesRepository = ReturnType<typeof createPinnedSourcesRepository>;

export type NewPinnedSource = Insertable<PinnedSourcesTable>;

/** What an insert did: the new row, or why there is none. */
export type PinOutcome = { pinned: PinnedSourceRow } | { refused: 'duplicate' | 'full' };

/** Every query is scoped by the owner's uid: another user's pin ids match nothing. */
export function createPinnedSourcesRepository(db: Kysely<Database>) {
  const own = (uid: string) => db.selectFrom('pinned_sources').selectAll().where('uid', '=', uid);

  return {
    /** Newest first; at most `limit` when given. */
    list(uid: string, limit?: number): Promise<PinnedSourceRow[]> {
      const query = own(uid).orderBy('created_at', 'desc').orderBy('id', 'desc');
      return (limit === undefined ? query : query.limit(limit)).execute();
    },

    /**
     * Inserts the pin unless its owner has pinned that kind and id already, or keeps `max` pins. Pins of one
     * owner are serialised, so that two at once can neither both take the last place nor both pin one source.
     */
    async insertWithin(pin: NewPinnedSource, max: number): Promise<PinOutcome> {
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`pinned_sources:${pin.uid}`}, 0))`.execute(trx);
        const mine = trx.selectFrom('pinned_sources').where('uid', '=', pin.uid);
        const same = await mine.select('id').where('kind', '=', pin.kind).where('source_id', '=', pin.source_id).executeTakeFirst();
        if (same) return { refused: 'duplicate' as const };
        const { count } = await mine.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
        if (Number(count) >= max) return { refused: 'full' as const };
        return { pinned: await trx.insertInto('pinned_sources').values(pin).returningAll().executeTakeFirstOrThrow() };
      });
    },

    /** Deletes the owner's pin of that id; whether there was one. */
    async removeById(uid: string, id: string): Promise<boolean> {
      const deleted = await db.deleteFrom('pinned_sources').where('uid', '=', uid).where('id', '=', id).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },

    /** Deletes the owner's pin of that source; whether there was one. */
    async removeBySource(uid: string, kind: SourceKind, sourceId: string): Promise<boolean> {
      const deleted = await db
        .deleteFrom('pinned_sources')
        .where('uid', '=', uid)
        .where('kind', '=', kind)
        .where('source_id', '=', sourceId)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },
  };
}
