import { designationKey } from '../designation.ts';
import { CATALOGUE, type CatalogueStandard } from './index.ts';

const BY_KEY = new Map<string, CatalogueStandard>();
for (const entry of CATALOGUE) {
  const key = designationKey(entry.designation);
  if (key !== null && !BY_KEY.has(key)) BY_KEY.set(key, entry);
}

/** The catalogue entry a designation (any edition, any spelling of the body) names, if any. */
export function catalogueEntry(designation: string): CatalogueStandard | undefined {
  const key = designationKey(designation);
  return key === null ? undefined : BY_KEY.get(key);
}

/** The entry of a key from designationKeys. */
export function catalogueEntryByKey(key: string): CatalogueStandard | undefined {
  return BY_KEY.get(key);
}
