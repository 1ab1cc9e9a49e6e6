import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { CountAnswer } from './openfda-client.ts';

/** An answer of openFDA and when it was fetched (ISO time). */
export interface FetchedCount extends CountAnswer {
  fetchedAt: string;
}

export type OpenFdaCacheRepository = ReturnType<typeof createOpenFdaCacheRepository>;

/** openFDA's count answers by query key (table fda_openfda_counts). */
export function createOpenFdaCacheRepository(db: Kysely<Database>) {
  return {
    async get(queryKey: string): Promise<FetchedCount | undefined> {
      const row = await db
        .selectFrom('fda_openfda_counts')
        .select(['answer', 'fetched_at'])
        .where('query_key', '=', queryKey)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      const answer = row.answer as CountAnswer;
      return { buckets: answer.buckets, lastUpdated: answer.lastUpdated, fetchedAt: row.fetched_at.toISOString() };
    },

    /** Stores the answer of a query, replacing an older one. */
    async put(queryKey: string, { buckets, lastUpdated, fetchedAt }: FetchedCount): Promise<void> {
      const answer = JSON.stringify({ buckets, lastUpdated });
      await db
        .insertInto('fda_openfda_counts')
        .values({ query_key: queryKey, answer, fetched_at: fetchedAt })
        .onConflict((conflict) => conflict.column('query_key').doUpdateSet({ answer, fetched_at: fetchedAt }))
        .execute();
    },
  };
}
