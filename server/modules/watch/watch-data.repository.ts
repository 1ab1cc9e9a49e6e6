import { sql, type Kysely } from 'kysely';
import type { ClearanceEventDetails, RecallEventDetails, WatchEventKind } from '../../../src/api/contracts/watch.ts';
import type { Database } from '../../db/schema.ts';
import { normaliseCompanyName } from '../fda/devices/company-names.ts';
import { statedLinks } from '../fda/devices/stated-links.ts';
import type { MonthCount } from './mdr-spikes.ts';

export type WatchDataRepository = ReturnType<typeof createWatchDataRepository>;

/** Records of one kind the runs meet, each named by its key in a table of the FDA data. */
const RECORD_SOURCES = {
  clearance: { table: sql.table('fda_devices'), key: sql.ref('k_number') },
  recall: { table: sql.table('fda_recalls'), key: sql.ref('recall_number') },
} as const;

export type ImportedRecordKind = keyof typeof RECORD_SOURCES;

/**
 * The word of a firm's normalised name that narrows the applicants read (through the applicant's trigram index):
 * its longest, 'and' aside (a raw name may write it '&'). The names read are then normalised to compare.
 */
const narrowingWord = (firm: string) => firm.split(' ').filter((word) => word !== 'and').reduce((longest, word) => (word.length > longest.length ? word : longest), '');

const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/**
 * The FDA data as the watch runs read it, and what they have met of it (watch_runs, watch_known_records). Every
 * statement is short: the computation walks the data in key ranges (PGlite has one connection, which a long
 * statement would hold from every request).
 */
export function createWatchDataRepository(db: Kysely<Database>) {
  return {
    async latestRun(): Promise<number | null> {
      const row = await db.selectFrom('watch_runs').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      return row?.id ?? null;
    },

    async startRun(trigger: string): Promise<number> {
      return (await db.insertInto('watch_runs').values({ trigger }).returning('id').executeTakeFirstOrThrow()).id;
    },

    async finishRun(id: number, counts: { new_records: number; events: number }): Promise<void> {
      await db.updateTable('watch_runs').set({ ...counts, finished_at: new Date() }).where('id', '=', id).execute();
    },

    /** Keys that split a kind's records into ranges of about `size`: each range starts at one, the last is open. */
    async rangeStarts(kind: ImportedRecordKind, size: number): Promise<string[]> {
      const { table, key } = RECORD_SOURCES[kind];
      const { rows } = await sql<{ key: string }>`
        select key from (select ${key} as key, row_number() over (order by ${key}) as n from (select distinct ${key} from ${table}) k) t
        where n % ${size} = 1 order by key`.execute(db);
      return rows.map((row) => row.key);
    },

    /** Records the range [from, to) holds that no run met before, now met by `run`: their keys. */
    async meetRange(kind: ImportedRecordKind, run: number, from: string, to: string | null): Promise<string[]> {
      const { table, key } = RECORD_SOURCES[kind];
      const below = to === null ? sql`` : sql`and ${key} < ${to}`;
      const { rows } = await sql<{ record_key: string }>`
        insert into watch_known_records (kind, record_key, first_run)
        select distinct ${kind}, ${key}, ${run}::int from ${table} where ${key} >= ${from} ${below}
        on conflict do nothing returning record_key`.execute(db);
      return rows.map((row) => row.record_key);
    },

    /** Keys not met before, now met by `run` (spikes: 'DQA:2024-03'): those that were new. */
    async meetKeys(kind: WatchEventKind, run: number, keys: readonly string[]): Promise<string[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .insertInto('watch_known_records')
        .values(keys.map((record_key) => ({ kind, record_key, first_run: run })))
        .onConflict((oc) => oc.doNothing())
        .returning('record_key')
        .execute();
      return rows.map((row) => row.record_key);
    },

    /** The clearances of these K-numbers, each with the predicates it cites (in a predicate list or its summary). */
    async clearances(kNumbers: readonly string[]): Promise<ClearanceEventDetails[]> {
      if (kNumbers.length === 0) return [];
      const { rows } = await sql<ClearanceEventDetails>`
        with ${statedLinks(kNumbers, 'predicates')}
        select d.k_number, d.device_name, d.applicant, d.product_code, ${day('d.decision_date')} as decision_date,
          coalesce((select array_agg(s.predicate order by s.predicate) from stated_links s where s.device = d.k_number), '{}') as predicates
        from fda_devices d where d.k_number = any(${[...kNumbers]}::text[])`.execute(db);
      return rows;
    },

    /** One row per recall number (its first product), with FDA's recall class where known. */
    async recalls(recallNumbers: readonly string[]): Promise<RecallEventDetails[]> {
      if (recallNumbers.length === 0) return [];
      const { rows } = await sql<RecallEventDetails>`
        select distinct on (recall_number) recall_number, recall_event_id, product_code, recalling_firm, recall_class,
          ${day('date_posted')} as date_posted, reason
        from fda_recalls where recall_number = any(${[...recallNumbers]}::text[]) order by recall_number, id`.execute(db);
      return rows;
    },

    /** MDR reports received per month of each code, as the imported reports count them. */
    async mdrMonths(productCodes: readonly string[]): Promise<Map<string, MonthCount[]>> {
      const byCode = new Map<string, MonthCount[]>(productCodes.map((code) => [code, []]));
      if (productCodes.length === 0) return byCode;
      const { rows } = await sql<{ product_code: string; month: string; count: number }>`
        select product_code, to_char(date_received, 'YYYY-MM') as month, count(*)::int as count from fda_mdr_reports
        where product_code = any(${[...productCodes]}::text[]) and date_received is not null group by 1, 2`.execute(db);
      for (const { product_code, month, count } of rows) byCode.get(product_code)?.push({ month, count });
      return byCode;
    },

    /**
     * The product codes a firm (normalised name) holds clearances in whose MDR reports are held: the codes whose
     * spikes an applicant's watch takes.
     */
    async mdrCodesOfFirm(firm: string): Promise<string[]> {
      const { rows } = await sql<{ applicant: string; product_code: string }>`
        select distinct d.applicant, d.product_code from fda_devices d
        where d.applicant ilike ${`%${narrowingWord(firm)}%`} and d.product_code is not null
          and exists (select 1 from fda_mdr_reports m where m.product_code = d.product_code)`.execute(db);
      return [...new Set(rows.filter((row) => normaliseCompanyName(row.applicant) === firm).map((row) => row.product_code))].sort();
    },

    /** Of these firms (normalised names), those holding a clearance of the code. */
    async firmsHoldingCode(firms: readonly string[], productCode: string): Promise<string[]> {
      if (firms.length === 0) return [];
      const rows = await db.selectFrom('fda_devices').select('applicant').distinct().where('product_code', '=', productCode).execute();
      const holding = new Set(rows.map((row) => normaliseCompanyName(row.applicant)));
      return firms.filter((firm) => holding.has(firm));
    },

    async productCodeOfDevice(kNumber: string): Promise<string | null> {
      return (await db.selectFrom('fda_devices').select('product_code').where('k_number', '=', kNumber).executeTakeFirst())?.product_code ?? null;
    },

    /** The watched K-numbers whose device is of the code. */
    async watchedKNumbersOfCode(productCode: string): Promise<string[]> {
      const rows = await db
        .selectFrom('watch_items as w')
        .innerJoin('fda_devices as d', 'd.k_number', 'w.match_key')
        .select('w.match_key')
        .distinct()
        .where('w.kind', '=', 'k_number')
        .where('d.product_code', '=', productCode)
        .execute();
      return rows.map((row) => row.match_key);
    },

    /** Of these K-numbers, the devices held. */
    async devices(kNumbers: readonly string[]) {
      if (kNumbers.length === 0) return [];
      const { rows } = await sql<{ k_number: string; product_code: string | null; applicant: string | null; decision_date: string | null }>`
        select d.k_number, d.product_code, d.applicant, ${day('d.decision_date')} as decision_date
        from fda_devices d where d.k_number = any(${[...kNumbers]}::text[])`.execute(db);
      return rows;
    },

    /** The predicates these K-numbers cite, in a predicate list or their summaries. */
    async statedPredicates(kNumbers: readonly string[]): Promise<{ device: string; predicate: string }[]> {
      if (kNumbers.length === 0) return [];
      const { rows } = await sql<{ device: string; predicate: string }>`
        with ${statedLinks(kNumbers, 'predicates')}
        select device, predicate from stated_links`.execute(db);
      return rows;
    },

    async productCodeName(code: string): Promise<string | undefined> {
      return (await db.selectFrom('fda_product_codes').select('device_name').where('product_code', '=', code).executeTakeFirst())?.device_name;
    },

    async deviceName(kNumber: string): Promise<{ device_name: string | null } | undefined> {
      return db.selectFrom('fda_devices').select('device_name').where('k_number', '=', kNumber).executeTakeFirst();
    },
  };
}
