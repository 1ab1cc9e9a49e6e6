import type { ClassificationSearchRepository, CorpusSizes, SimilarDevice } from './classification.repository.ts';
import { createLexemeIndex, type LexemeIndex } from './lexeme-index.ts';
import { createTrigramIndex, type TrigramIndex } from './trigram-index.ts';

export interface SearchIndexes {
  productCodes: LexemeIndex<string>;
  /** Product codes by the letters of their names. */
  productCodeNames: TrigramIndex;
  /** Regulations, each with the product codes classified under it. */
  regulations: LexemeIndex<{ regulation_number: string; product_codes: string[] }>;
  devices: LexemeIndex<SimilarDevice & { decision_year: number | null }>;
  documents: LexemeIndex<SimilarDevice>;
  /** Cleared 510(k)s per product code in the last `clearanceYears` the data holds (null: all of them). */
  clearances: ReadonlyMap<string, number>;
  sizes: CorpusSizes;
  /** The newest decision year the cleared devices hold. */
  newestYear: number;
}

/**
 * The in-memory indexes classification searches, built from the database's search vectors. Names (label A)
 * weigh most; a regulation's special-controls text (C) and a code's method and target (C) little. Each index
 * is built as soon as its rows are read, so that only one table's vector texts are held at a time.
 */
export async function loadSearchIndexes(repository: ClassificationSearchRepository, clearanceYears: number | null): Promise<SearchIndexes> {
  const codes = await repository.productCodeVectors();
  const productCodes = createLexemeIndex(
    codes.map(({ product_code, vector }) => ({ item: product_code, vector })),
    { A: 3, B: 1, C: 0.5, D: 0.5 },
  );
  const productCodeNames = createTrigramIndex(codes.map(({ product_code, device_name }) => ({ key: product_code, text: device_name })));
  const regulations = createLexemeIndex(
    (await repository.regulationVectors()).map(({ vector, ...item }) => ({ item, vector })),
    { A: 3, B: 1, C: 0.2, D: 0.2 },
  );
  const devices = await repository.clearedDeviceVectors();
  const newestYear = devices.reduce((newest, device) => Math.max(newest, device.decision_year ?? 0), 0);
  const clearances = new Map<string, number>();
  for (const device of devices) {
    if (clearanceYears !== null && (device.decision_year ?? 0) <= newestYear - clearanceYears) continue;
    for (const code of device.product_codes) clearances.set(code, (clearances.get(code) ?? 0) + 1);
  }
  const deviceIndex = createLexemeIndex(
    devices.map(({ vector, k_number, product_codes, decision_year }) => ({ item: { k_number, product_codes, decision_year }, vector })),
    { A: 1, B: 1, C: 1, D: 1 },
  );
  const documents = createLexemeIndex(
    (await repository.documentVectors()).map(({ vector, ...item }) => ({ item, vector })),
    { A: 2, B: 1, C: 0, D: 0 },
  );
  return { productCodes, productCodeNames, regulations, devices: deviceIndex, documents, clearances, newestYear, sizes: await repository.corpusSizes() };
}
