import { sql, type Insertable, type Kysely } from 'kysely';
import type { WatchKind } from '../../../src/api/contracts/watch.ts';
import type { Database, WatchItemRow, WatchItemsTable } from '../../db/schema.ts';
import type { MatchedEvent } from './watch-matching.ts';

export type WatchRepository = ReturnType<typeof createWatchRepository>;

export type NewWatchItem = Insertable<WatchItemsTable>;

export type AddOutcome = { added: WatchItemRow } | { refused: 'duplicate' | 'full' };

/** An event as the list shows it: the event's row with its item's kind, value and label. */
export interface WatchEventRow {
  id: string;
  item_id: string;
  item_kind: WatchKind;
  item_value: string;
  item_label: string;
  kind: 'clearance' | 'recall' | 'mdr_spike';
  record_key: string;
  occurred_on: string | null;
  details: unknown;
  created_at: Date;
  seen_at: Date | null;
}

/** Watched items and their events. Every query of a user's own is scoped by the owner's uid. */
export function createWatchRepository(db: Kysely<Database>) {
  const unseenCount = async (uid: string): Promise<number> => {
    const { count } = await db
      .selectFrom('watch_events')
      .where('uid', '=', uid)
      .where('seen_at', 'is', null)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  };

  return {
    /** Newest first. */
    items(uid: string): Promise<WatchItemRow[]> {
      return db.selectFrom('watch_items').selectAll().where('uid', '=', uid).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    /** Adds the item unless its owner watches it already or keeps `max`; one owner's adds are serialised. */
    async addWithin(item: NewWatchItem, max: number): Promise<AddOutcome> {
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`watch_items:${item.uid}`}, 0))`.execute(trx);
        const mine = trx.selectFrom('watch_items').where('uid', '=', item.uid);
        const same = await mine.select('id').where('kind', '=', item.kind).where('match_key', '=', item.match_key).executeTakeFirst();
        if (same) return { refused: 'duplicate' as const };
        const { count } = await mine.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
        if (Number(count) >= max) return { refused: 'full' as const };
        return { added: await trx.insertInto('watch_items').values(item).returningAll().executeTakeFirstOrThrow() };
      });
    },

    /** Deletes the owner's item (and its events); whether there was one. */
    async remove(uid: string, id: string): Promise<boolean> {
      const deleted = await db.deleteFrom('watch_items').where('uid', '=', uid).where('id', '=', id).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },

    /** Whether anyone watches this item. */
    async isWatched(kind: WatchKind, matchKey: string): Promise<boolean> {
      return (await db.selectFrom('watch_items').select('id').where('kind', '=', kind).where('match_key', '=', matchKey).limit(1).executeTakeFirst()) !== undefined;
    },

    /** The distinct match keys of one kind that anyone watches. */
    async watchedKeys(kind: WatchKind): Promise<string[]> {
      return (await db.selectFrom('watch_items').select('match_key').distinct().where('kind', '=', kind).execute()).map((row) => row.match_key);
    },

    /** The owners of watched items, in uid order, after `afterUid`: `limit` of them. */
    async owners(afterUid: string, limit: number): Promise<string[]> {
      const rows = await db.selectFrom('watch_items').select('uid').distinct().where('uid', '>', afterUid).orderBy('uid').limit(limit).execute();
      return rows.map((row) => row.uid);
    },

    /** The items of these owners the run has not computed (baseline before it). */
    itemsBefore(uids: readonly string[], run: number) {
      return db.selectFrom('watch_items').select(['id', 'uid', 'kind', 'match_key', 'baseline_run']).where('uid', 'in', [...uids]).where('baseline_run', '<', run).execute();
    },

    /** Records the events, once per item and record: how many were new. */
    async insertEvents(events: readonly (MatchedEvent & { id: string })[], run: number): Promise<number> {
      if (events.length === 0) return 0;
      const rows = events.map(({ details, ...event }) => ({ ...event, details: JSON.stringify(details), run_id: run }));
      return (await db.insertInto('watch_events').values(rows).onConflict((oc) => oc.doNothing()).returning('id').execute()).length;
    },

    /** Every item's baseline, whatever it was: the first run of a database (a restored backup's items come with another's runs). */
    async baselineAll(run: number): Promise<void> {
      await db.updateTable('watch_items').set({ baseline_run: run }).execute();
    },

    /** Moves the items' baseline to the run that computed them. */
    async moveBaselines(itemIds: readonly string[], run: number): Promise<void> {
      if (itemIds.length > 0) await db.updateTable('watch_items').set({ baseline_run: run }).where('id', 'in', [...itemIds]).where('baseline_run', '<', run).execute();
    },

    /** One page of the owner's events, newest first, with how many the list and the unseen hold. */
    async events(uid: string, { page, limit, unseenOnly }: { page: number; limit: number; unseenOnly: boolean }) {
      let mine = db.selectFrom('watch_events as e').innerJoin('watch_items as i', 'i.id', 'e.item_id').where('e.uid', '=', uid);
      if (unseenOnly) mine = mine.where('e.seen_at', 'is', null);
      const [rows, total, unseen] = await Promise.all([
        mine
          .select(['e.id', 'e.item_id', 'i.kind as item_kind', 'i.value as item_value', 'i.label as item_label', 'e.kind', 'e.record_key', 'e.occurred_on', 'e.details', 'e.created_at', 'e.seen_at'])
          .orderBy('e.created_at', 'desc')
          .orderBy('e.occurred_on', (ob) => ob.desc().nullsLast())
          .orderBy('e.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute() as Promise<WatchEventRow[]>,
        mine.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
        unseenCount(uid),
      ]);
      return { rows, total: Number(total.count), unseen };
    },

    /** Marks the owner's events seen: these ids (all of them the owner's, else nothing is marked) or all. */
    async markSeen(uid: string, ids: readonly string[] | 'all'): Promise<{ unknown: boolean; unseen: number }> {
      return db.transaction().execute(async (trx) => {
        let query = trx.updateTable('watch_events').set({ seen_at: new Date() }).where('uid', '=', uid).where('seen_at', 'is', null);
        if (ids !== 'all') {
          const distinct = [...new Set(ids)];
          if (distinct.length > 0) {
            const owned = await trx.selectFrom('watch_events').select('id').where('uid', '=', uid).where('id', 'in', distinct).execute();
            if (owned.length !== distinct.length) return { unknown: true, unseen: 0 };
          }
          query = distinct.length > 0 ? query.where('id', 'in', distinct) : query.where(sql<boolean>`false`);
        }
        await query.execute();
        const { count } = await trx.selectFrom('watch_events').where('uid', '=', uid).where('seen_at', 'is', null).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
        return { unknown: false, unseen: Number(count) };
      });
    },

    unseenCount,
  };
}
