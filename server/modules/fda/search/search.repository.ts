import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { isoDate } from '../common/sql-fragments.ts';

export type SearchRepository = ReturnType<typeof createSearchRepository>;

/** How many of the newest devices the type-ahead reads first for a text many of them hold. */
const RECENT_WINDOW = 2000;

export interface DeviceMatch {
  k_number: string;
  device_name: string | null;
  applicant: string | null;
  decision_date: string | null;
  product_code: string | null;
  /** How well the text matches the device name and the applicant (0-1; a word found inside counts 1). */
  name_score: number;
  applicant_score: number;
}

export interface ProductCodeMatch {
  product_code: string;
  device_name: string;
  fda_device_class: string;
  regulation_number: string | null;
}

/** Look-ups for the search boxes: product codes by code or words, K-numbers by prefix. */
export function createSearchRepository(db: Kysely<Database>) {
  const productCodes = () =>
    db
      .selectFrom('fda_product_codes')
      .select(['product_code', 'device_name', 'device_class as fda_device_class', 'regulation_number']);

  return {
    /** `prefix`: upper-case letters only. */
    async productCodesByPrefix(prefix: string, limit: number): Promise<ProductCodeMatch[]> {
      return productCodes().where('product_code', 'like', `${prefix}%`).orderBy('product_code').limit(limit).execute();
    },

    /** Full-text over names, definitions and technical fields, plus fuzzy matching of the device name. */
    async productCodesByWords(words: string, limit: number): Promise<ProductCodeMatch[]> {
      const query = sql`websearch_to_tsquery('english', ${words})`;
      return productCodes()
        .where(sql<boolean>`search @@ ${query} or ${words} <% device_name`)
        .orderBy(sql`ts_rank(search, ${query}) + word_similarity(${words}, device_name)`, 'desc')
        .orderBy('product_code')
        .limit(limit)
        .execute();
    },

    /** `prefix`: upper-case letters and digits only. Newest decision first. */
    async kNumbersByPrefix(prefix: string, limit: number) {
      return db
        .selectFrom('fda_devices')
        .select(['k_number', 'device_name', 'applicant', isoDate('decision_date').as('decision_date'), 'product_code'])
        .where('k_number', 'like', `${prefix}%`)
        .orderBy(sql`decision_date desc nulls last`)
        .orderBy('k_number', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Devices whose name or applicant holds the text (case-insensitive; score 1), then those that resemble it
     * word by word (pg_trgm word similarity through the trigram indexes of both columns; scored below 1, so a
     * device holding the text always ranks above one that only resembles it); best match first, then newest.
     * When `limit` devices hold the text they are the page, and are asked for newest first alone: among the
     * newest RECENT_WINDOW devices for a common text ('ca', 'me'), through the trigram indexes otherwise.
     */
    async devicesByWords(text: string, limit: number): Promise<DeviceMatch[]> {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const holds = (column: 'device_name' | 'applicant') => sql<number>`case when ${sql.ref(column)} ilike ${pattern} then 1 else 0 end`;
      const holdingAmong = (rows: RawBuilder<string>) =>
        db
          .selectFrom('fda_devices')
          .select(['k_number', 'device_name', 'applicant', isoDate('decision_date').as('decision_date'), 'product_code'])
          .select([holds('device_name').as('name_score'), holds('applicant').as('applicant_score')])
          .where('k_number', 'in', rows)
          .orderBy(sql`decision_date desc nulls last`)
          .orderBy('k_number', 'desc')
          .limit(limit)
          .execute();
      const recent = await holdingAmong(sql<string>`(select k_number from (select k_number, device_name, applicant from fda_devices
        order by decision_date desc nulls last, k_number desc limit ${RECENT_WINDOW}) newest
        where device_name ilike ${pattern} or applicant ilike ${pattern})`);
      if (recent.length === limit) return recent;
      // Ordered by an expression the newest-first index cannot give, so that the planner takes the trigram
      // index: it misjudges how many names hold a text and would walk every device newest first. Parenthesised
      // by hand: Kysely writes a union of ordered, limited selects without the parentheses SQL needs.
      const newestHolding = (column: 'device_name' | 'applicant') =>
        sql`(select k_number, decision_date from fda_devices where ${sql.ref(column)} ilike ${pattern}
          order by (decision_date + 0) desc nulls last, k_number desc limit ${limit})`;
      const holding = await holdingAmong(sql<string>`(select k_number from (${newestHolding('device_name')} union ${newestHolding('applicant')}) page)`);
      if (holding.length === limit) return holding;

      const score = (column: 'device_name' | 'applicant') =>
        sql<number>`case when ${sql.ref(column)} ilike ${pattern} then 1 else least(word_similarity(${text}, coalesce(${sql.ref(column)}, '')), 0.999) end`;
      // One branch per index: written as one OR, the planner estimates the trigram tests as cheap and scans
      // every row instead (about 1 s on 59,000 devices, against 50 ms through the indexes).
      const matching = (where: ReturnType<typeof sql<boolean>>) => db.selectFrom('fda_devices').select('k_number').where(where);
      const candidates = matching(sql<boolean>`device_name ilike ${pattern}`)
        .union(matching(sql<boolean>`applicant ilike ${pattern}`))
        .union(matching(sql<boolean>`${text} <% device_name`))
        .union(matching(sql<boolean>`${text} <% applicant`));
      return db
        .selectFrom('fda_devices')
        .select(['k_number', 'device_name', 'applicant', isoDate('decision_date').as('decision_date'), 'product_code'])
        .select([score('device_name').as('name_score'), score('applicant').as('applicant_score')])
        .where('k_number', 'in', candidates)
        .orderBy(sql`greatest(${score('device_name')}, ${score('applicant')})`, 'desc')
        .orderBy(sql`decision_date desc nulls last`)
        .orderBy('k_number', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
