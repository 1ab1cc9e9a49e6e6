import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { StatedRecognition } from './recognition/recognition-index.ts';

export interface ReferencedStandards {
  k_number: string;
  proprietary_name: string | null;
  standards_referenced: string[];
}

export interface GuidanceTitle {
  file: string;
  title: string;
  docket: string | null;
}

export type StandardsRepository = ReturnType<typeof createStandardsRepository>;

export function createStandardsRepository(db: Kysely<Database>) {
  return {
    /** Documents with referenced standards: those of the given K-numbers, and the newest of a product code. */
    async referencedStandards(kNumbers: readonly string[], productCode: string | null, recentLimit: number): Promise<ReferencedStandards[]> {
      const given = kNumbers.length === 0 ? [] : await db
        .selectFrom('fda_device_documents')
        .select(['k_number', 'proprietary_name', 'standards_referenced'])
        .where('k_number', 'in', [...kNumbers])
        .where(sql<boolean>`cardinality(standards_referenced) > 0`)
        .execute();
      const recent = productCode === null ? [] : await db
        .selectFrom('fda_device_documents')
        .select(['k_number', 'proprietary_name', 'standards_referenced'])
        .where(sql<boolean>`${productCode} = any(product_codes)`)
        .where(sql<boolean>`cardinality(standards_referenced) > 0`)
        .orderBy('k_number', 'desc')
        .limit(recentLimit)
        .execute();
      return [...given, ...recent];
    },

    /** The recognition numbers the imported documents state, newest K-numbers first. */
    statedRecognitions(): Promise<StatedRecognition[]> {
      return db
        .selectFrom('fda_standard_recognitions')
        .select(['designation_key', 'edition', 'recognition_number', 'k_number'])
        .orderBy('k_number', 'desc')
        .execute();
    },

    guidanceTitles(): Promise<GuidanceTitle[]> {
      return db.selectFrom('fda_guidance').select(['file', 'title', 'docket']).orderBy('file').execute();
    },

    /** Guidance documents whose text cites a CFR section ('862.1345' is one token of the full-text index). */
    async guidanceCiting(regulationNumber: string): Promise<string[]> {
      const rows = await db
        .selectFrom('fda_guidance')
        .select('file')
        .where(sql<boolean>`search @@ to_tsquery('simple', ${regulationNumber})`)
        .execute();
      return rows.map((row) => row.file);
    },

    guidanceBodies(files: readonly string[]): Promise<{ file: string; body: string }[]> {
      if (files.length === 0) return Promise.resolve([]);
      return db.selectFrom('fda_guidance').select(['file', 'body']).where('file', 'in', [...files]).execute();
    },
  };
}
