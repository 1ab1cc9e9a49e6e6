import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.ts';

export type ChatbotRepository = ReturnType<typeof createChatbotRepository>;

export interface RegulationRecord {
  regulation_number: string;
  title: string;
  identification: string | null;
  classification: string | null;
}

export interface ProductCodeHit {
  product_code: string;
  device_name: string;
  device_class: string;
  regulation_number: string | null;
}

export interface GuidanceHit {
  file: string;
  title: string;
  docket: string | null;
}

export interface ProblemCodeRecord {
  annex: string;
  imdrf_code: string;
  fda_code: string | null;
  term: string;
  definition: string | null;
}

/** What the regulatory chatbot looks up beyond the data services: codes, regulations, problem terms, text search. */
export function createChatbotRepository(db: Kysely<Database>) {
  const productCodes = () => db.selectFrom('fda_product_codes').select(['product_code', 'device_name', 'device_class', 'regulation_number']);

  return {
    async existingProductCodes(codes: readonly string[]): Promise<string[]> {
      if (codes.length === 0) return [];
      const rows = await db.selectFrom('fda_product_codes').select('product_code').where('product_code', 'in', codes).execute();
      return rows.map((row) => row.product_code);
    },

    async regulations(numbers: readonly string[]): Promise<RegulationRecord[]> {
      if (numbers.length === 0) return [];
      return db
        .selectFrom('fda_regulations')
        .select(['regulation_number', 'title', 'identification', 'classification'])
        .where('regulation_number', 'in', numbers)
        .execute();
    },

    async productCodesUnder(regulationNumber: string): Promise<ProductCodeHit[]> {
      return productCodes().where('regulation_number', '=', regulationNumber).orderBy('product_code').execute();
    },

    /** The whole problem-code list (about two thousand terms): matching runs in memory. */
    allProblemCodes(): Promise<ProblemCodeRecord[]> {
      return db.selectFrom('fda_problem_codes').select(['annex', 'imdrf_code', 'fda_code', 'term', 'definition']).execute();
    },

    /** `tsquery`: a to_tsquery text (terms.ts anyTermQuery). */
    async searchProductCodes(tsquery: string, limit: number): Promise<ProductCodeHit[]> {
      const query = sql`to_tsquery('english', ${tsquery})`;
      return productCodes()
        .where(sql<boolean>`search @@ ${query}`)
        .orderBy(sql`ts_rank(search, ${query})`, 'desc')
        .orderBy('product_code')
        .limit(limit)
        .execute();
    },

    async searchRegulations(tsquery: string, limit: number): Promise<RegulationRecord[]> {
      const query = sql`to_tsquery('english', ${tsquery})`;
      return db
        .selectFrom('fda_regulations')
        .select(['regulation_number', 'title', 'identification', 'classification'])
        .where(sql<boolean>`search @@ ${query}`)
        .orderBy(sql`ts_rank(search, ${query})`, 'desc')
        .orderBy('regulation_number')
        .limit(limit)
        .execute();
    },

    /** Guidance whose title holds one of the terms (weight A of `search` is the title). */
    async searchGuidanceTitles(tsquery: string, limit: number): Promise<GuidanceHit[]> {
      const titled = tsquery
        .split(' | ')
        .map((term) => `${term}:A`)
        .join(' | ');
      const query = sql`to_tsquery('english', ${titled})`;
      return db
        .selectFrom('fda_guidance')
        .select(['file', 'title', 'docket'])
        .where(sql<boolean>`search @@ ${query}`)
        .orderBy(sql`ts_rank(search, ${query})`, 'desc')
        .orderBy('file')
        .limit(limit)
        .execute();
    },
  };
}
