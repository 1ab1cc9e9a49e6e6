import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { isoDate } from '../common/sql-fragments.ts';

export type SearchRepository = ReturnType<typeof createSearchRepository>;

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
     * Devices whose name or applicant holds the text (case-insensitive) or resembles it word by word (pg_trgm
     * word similarity, through the trigram indexes of both columns); best match first, then newest.
     */
    async devicesByWords(text: string, limit: number): Promise<DeviceMatch[]> {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const score = (column: 'device_name' | 'applicant') =>
        sql<number>`case when ${sql.ref(column)} ilike ${pattern} then 1 else word_similarity(${text}, coalesce(${sql.ref(column)}, '')) end`;
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
