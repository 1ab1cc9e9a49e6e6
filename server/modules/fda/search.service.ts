import { SEARCH_RESULTS_LIMIT, type KNumberHits, type ProductCodeHits } from '../../../src/api/contracts/data.ts';
import type { DataCache } from './data-cache.ts';
import { normaliseDeviceClass } from './device-class.ts';
import type { SearchRepository } from './search.repository.ts';

export type SearchService = ReturnType<typeof createSearchService>;

/** What a product code (or the start of one) looks like. */
const CODE_PREFIX = /^[A-Z]{1,3}$/i;

/** The search boxes of the boards: product codes by code or words, K-numbers by prefix. */
export function createSearchService({ search, cache }: { search: SearchRepository; cache: DataCache }) {
  return {
    /** `text` trimmed and non-empty: 1-3 letters search codes by prefix, anything else the names and definitions. */
    productCodes(text: string): Promise<ProductCodeHits> {
      const byCode = CODE_PREFIX.test(text);
      const key = byCode ? text.toUpperCase() : text.toLowerCase();
      return cache.get(`search:product-codes:${byCode ? 'code' : 'words'}:${key}`, async () => {
        const matches = byCode
          ? await search.productCodesByPrefix(key, SEARCH_RESULTS_LIMIT)
          : await search.productCodesByWords(text, SEARCH_RESULTS_LIMIT);
        return matches.map(({ fda_device_class, ...match }) => ({ ...match, device_class: normaliseDeviceClass(fda_device_class) }));
      });
    },

    /** `prefix` upper-cased letters and digits. */
    kNumbers(prefix: string): Promise<KNumberHits> {
      return cache.get(`search:k-numbers:${prefix}`, () => search.kNumbersByPrefix(prefix, SEARCH_RESULTS_LIMIT));
    },
  };
}
