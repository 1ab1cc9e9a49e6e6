import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, FetchedSummariesTable } from '../../../db/schema.ts';

export type FetchedSummariesRepository = ReturnType<typeof createFetchedSummariesRepository>;

/** A summary read from FDA's host: its fields as parsed, and its whole text. */
export interface FetchedSummary {
  k_number: string;
  source_url: string;
  trade_name: string | null;
  device_description: string | null;
  intended_use: string | null;
  predicate_k_numbers: string[];
  standards_referenced: string[];
  product_codes: string[];
  body: string;
}

export function createFetchedSummariesRepository(db: Kysely<Database>) {
  return {
    /**
     * Of the K-numbers, those worth asking FDA's host for: 510(k)s of the import that FDA does not list with
     * a 510(k) statement (which says nothing of the device; many newer records say neither), that hold no
     * imported document, and were not fetched already (a 'missing' answer older than `retryMissingAfterDays`
     * is asked again).
     */
    async wanted(kNumbers: readonly string[], retryMissingAfterDays: number): Promise<string[]> {
      if (kNumbers.length === 0) return [];
      const rows = await db
        .selectFrom('fda_devices as d')
        .select('d.k_number')
        .where('d.k_number', 'in', kNumbers)
        .where(sql<boolean>`coalesce(lower(trim(d.state_or_summ)), '') <> 'statement'`)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('fda_device_documents as dd').select('dd.id').whereRef('dd.k_number', '=', 'd.k_number'))))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('fda_fetched_summaries as f')
                .select('f.k_number')
                .whereRef('f.k_number', '=', 'd.k_number')
                .where((eb) => eb.or([eb('f.status', '=', 'read'), eb('f.fetched_at', '>', sql<Date>`now() - make_interval(days => ${retryMissingAfterDays})`)])),
            ),
          ),
        )
        .orderBy('d.k_number')
        .execute();
      return rows.map((row) => row.k_number);
    },

    async saveRead(summary: FetchedSummary): Promise<void> {
      await replace(db, { ...summary, status: 'read', problem: null });
    },

    async saveMissing(kNumber: string, sourceUrl: string, problem: string): Promise<void> {
      await replace(db, { k_number: kNumber, source_url: sourceUrl, status: 'missing', problem });
    },
  };
}

/**
 * The K-number's row, new or replacing an older answer; the row takes a new id either way, since the caches
 * of FDA answers key on the newest id. One statement, so two processes storing the same K-number do not clash.
 */
async function replace(db: Kysely<Database>, row: Insertable<FetchedSummariesTable>): Promise<void> {
  const columns = { ...EMPTY_ROW, ...row, fetched_at: sql<Date>`now()` };
  await db
    .insertInto('fda_fetched_summaries')
    .values(columns)
    .onConflict((conflict) => conflict.column('k_number').doUpdateSet({ ...columns, id: sql<string>`nextval(pg_get_serial_sequence('fda_fetched_summaries', 'id'))` }))
    .execute();
}

/** What a row holds when a column is not given: an update must clear what the older answer held. */
const EMPTY_ROW = {
  problem: null,
  trade_name: null,
  device_description: null,
  intended_use: null,
  predicate_k_numbers: [],
  standards_referenced: [],
  product_codes: [],
  body: null,
} satisfies Partial<Insertable<FetchedSummariesTable>>;
