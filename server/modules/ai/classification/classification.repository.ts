import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { documentHasProductCodes, documentProductCodes, isClearance, yearOf } from '../../fda/common/sql-fragments.ts';

export type ClassificationSearchRepository = ReturnType<typeof createClassificationSearchRepository>;

export interface SimilarDevice {
  k_number: string;
  product_codes: string[];
}

export interface CandidateCode {
  product_code: string;
  device_name: string;
  device_class: string;
  regulation_number: string | null;
  regulation_title: string | null;
  review_panel: string | null;
  medical_specialty_description: string | null;
  submission_type_id: string | null;
  unclassified_reason: string | null;
  /** The lexemes of the code's name and definition and of its regulation's text. */
  lexemes: string[];
  /** Held devices of the code, and how many of them are De Novo grants (DEN numbers). */
  device_count: number;
  de_novo_count: number;
}

export interface CorpusSizes {
  product_codes: number;
  regulations: number;
  devices: number;
  documents: number;
}

/**
 * The SQL of classification (DESIGN.md section 5): the search vectors the in-memory indexes are built from
 * (once per import) and the records of the candidate codes.
 */
export function createClassificationSearchRepository(db: Kysely<Database>) {
  return {
    /** The English lexemes each term stems to (a stop word stems to none). */
    async lexemesOf(terms: readonly string[]): Promise<Map<string, string[]>> {
      if (terms.length === 0) return new Map();
      const { rows } = await sql<{ term: string; lexemes: string[] }>`
        select t as term, tsvector_to_array(to_tsvector('english', t)) as lexemes
        from unnest(${sql.val(terms)}::text[]) as t`.execute(db);
      return new Map(rows.map((row) => [row.term, row.lexemes]));
    },

    async corpusSizes(): Promise<CorpusSizes> {
      const { rows } = await sql<CorpusSizes>`
        select (select count(*)::int from fda_product_codes) as product_codes,
               (select count(*)::int from fda_regulations) as regulations,
               (select count(*)::int from fda_devices) as devices,
               (select count(*)::int from fda_device_documents) as documents`.execute(db);
      return rows[0]!;
    },

    /** Every product code's name and search vector (name A, definition B, method and target C). */
    async productCodeVectors(): Promise<{ product_code: string; device_name: string; vector: string }[]> {
      const { rows } = await sql<{ product_code: string; device_name: string; vector: string }>`
        select product_code, device_name, search::text as vector from fda_product_codes order by product_code`.execute(db);
      return rows;
    },

    /** Every regulation's search vector (title A, identification B, classification C) and its product codes. */
    async regulationVectors(): Promise<{ regulation_number: string; product_codes: string[]; vector: string }[]> {
      const { rows } = await sql<{ regulation_number: string; product_codes: string[]; vector: string }>`
        select r.regulation_number, array_agg(pc.product_code order by pc.product_code) as product_codes, r.search::text as vector
        from fda_regulations r join fda_product_codes pc on pc.regulation_number = r.regulation_number
        group by r.regulation_number order by r.regulation_number`.execute(db);
      return rows;
    },

    /** The name vector of every cleared 510(k) with a product code, and the year it was decided. */
    async clearedDeviceVectors(): Promise<(SimilarDevice & { vector: string; decision_year: number | null })[]> {
      const { rows } = await sql<SimilarDevice & { vector: string; decision_year: number | null }>`
        select d.k_number, array[d.product_code] as product_codes, d.search::text as vector,
               ${yearOf('d.decision_date')} as decision_year
        from fda_devices d left join fda_decision_codes dc on dc.code = d.decision_code
        where d.product_code is not null and ${isClearance()}
        order by d.k_number`.execute(db);
      return rows;
    },

    /**
     * The vector of every summary document's name (A) and intended use and description (B), body left out,
     * with the codes the document names or, failing that, the code of its device.
     */
    async documentVectors(): Promise<(SimilarDevice & { vector: string })[]> {
      const { rows } = await sql<SimilarDevice & { vector: string }>`
        select dd.k_number, ${documentProductCodes()} as product_codes,
               ts_filter(dd.search, '{a,b}')::text as vector
        from fda_device_documents dd left join fda_devices d on d.k_number = dd.k_number
        where ${documentHasProductCodes()} and ts_filter(dd.search, '{a,b}') <> ''::tsvector
        order by dd.id`.execute(db);
      return rows;
    },

    /** The classification records of the codes, with the regulation title and their held devices. */
    async candidateCodes(codes: readonly string[]): Promise<CandidateCode[]> {
      if (codes.length === 0) return [];
      const { rows } = await sql<CandidateCode>`
        select pc.product_code, pc.device_name, pc.device_class, pc.regulation_number, r.title as regulation_title,
               pc.review_panel, pc.medical_specialty_description, pc.submission_type_id, pc.unclassified_reason,
               tsvector_to_array(pc.search) || coalesce(tsvector_to_array(r.search), '{}') as lexemes,
               (select count(*)::int from fda_devices d where d.product_code = pc.product_code) as device_count,
               (select count(*)::int from fda_devices d where d.product_code = pc.product_code and d.k_number like 'DEN%') as de_novo_count
        from fda_product_codes pc left join fda_regulations r on r.regulation_number = pc.regulation_number
        where pc.product_code in (${sql.join(codes)})`.execute(db);
      return rows;
    },

    /** The newest cleared K-numbers of each code, at most `perCode` (for codes no similar device voted for). */
    async newestKNumbers(codes: readonly string[], perCode: number): Promise<{ product_code: string; k_number: string }[]> {
      if (codes.length === 0) return [];
      const { rows } = await sql<{ product_code: string; k_number: string }>`
        select product_code, k_number from (
          select d.product_code, d.k_number,
                 row_number() over (partition by d.product_code order by d.decision_date desc nulls last, d.k_number desc) as n
          from fda_devices d left join fda_decision_codes dc on dc.code = d.decision_code
          where d.product_code in (${sql.join(codes)}) and ${isClearance()}
        ) d where n <= ${perCode}
        order by product_code, n`.execute(db);
      return rows;
    },
  };
}
