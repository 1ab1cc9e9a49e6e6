import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

export type CompareRepository = ReturnType<typeof createCompareRepository>;

export interface DocumentBody {
  k_number: string;
  doc_type: string;
  device_description: string | null;
  intended_use: string | null;
  tech_characteristics: string | null;
  measurand: string | null;
  type_of_test: string | null;
  purpose: string | null;
  body: string;
}

/**
 * The full summary documents of devices, for answering questions from their text: the imported documents,
 * then the summaries fetched from FDA's host on demand.
 */
export function createCompareRepository(db: Kysely<Database>) {
  return {
    async documentBodies(kNumbers: readonly string[]): Promise<DocumentBody[]> {
      if (kNumbers.length === 0) return [];
      const [imported, fetched] = await Promise.all([
        db
          .selectFrom('fda_device_documents')
          .select(['k_number', 'doc_type', 'device_description', 'intended_use', 'tech_characteristics', 'measurand', 'type_of_test', 'purpose', 'body'])
          .where('k_number', 'in', kNumbers)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('fda_fetched_summaries')
          .select(['k_number', 'device_description', 'intended_use', 'body'])
          .where('k_number', 'in', kNumbers)
          .where('status', '=', 'read')
          .orderBy('k_number')
          .execute(),
      ]);
      const summaries = fetched.map((row) => ({
        ...row,
        doc_type: '510k_summary',
        tech_characteristics: null,
        measurand: null,
        type_of_test: null,
        purpose: null,
        body: row.body ?? '',
      }));
      return [...imported, ...summaries];
    },
  };
}
