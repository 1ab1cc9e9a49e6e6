import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoDate } from './sql-fragments.ts';

export type SearchRepository = ReturnType<typeof createSearchRepository>;

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
        .select(['k_number', 'device_name', 'applicant', isoDate('decision_date').as('decision_date')])
        .where('k_number', 'like', `${prefix}%`)
        .orderBy(sql`decision_date desc nulls last`)
        .orderBy('k_number', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
