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

/** The full summary documents of devices, for answering questions from their text. */
export function createCompareRepository(db: Kysely<Database>) {
  return {
    async documentBodies(kNumbers: readonly string[]): Promise<DocumentBody[]> {
      if (kNumbers.length === 0) return [];
      return db
        .selectFrom('fda_device_documents')
        .select(['k_number', 'doc_type', 'device_description', 'intended_use', 'tech_characteristics', 'measurand', 'type_of_test', 'purpose', 'body'])
        .where('k_number', 'in', kNumbers)
        .orderBy('id')
        .execute();
    },
  };
}
