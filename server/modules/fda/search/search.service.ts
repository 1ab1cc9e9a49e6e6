import { SEARCH_RESULTS_LIMIT, type DeviceHits, type KNumberHits, type ProductCodeHits } from '../../../../src/api/contracts/data.ts';
import type { DataCache } from '../common/data-cache.ts';
import { normaliseDeviceClass } from '../common/device-class.ts';
import type { DeviceMatch, SearchRepository } from './search.repository.ts';

export type SearchService = ReturnType<typeof createSearchService>;

/** What a product code (or the start of one) looks like. */
const CODE_PREFIX = /^[A-Z]{1,3}$/i;
/** What the start of a 510(k), De Novo or CBER 510(k) number looks like. */
const K_NUMBER_START = /^(K|DEN|BK)\d+$/i;

/** The field a device was found by: the better of its two scores. */
const matchedField = (match: DeviceMatch): 'device_name' | 'applicant' => (match.applicant_score > match.name_score ? 'applicant' : 'device_name');

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

    /**
     * The Predicate Devices page's type-ahead, `text` trimmed and non-empty: the start of a K-number searches
     * K-numbers (newest first); other text the device names and applicants (best match first).
     */
    async devices(text: string, limit: number): Promise<DeviceHits> {
      const kNumber = text.replace(/\s+/g, '').toUpperCase();
      if (K_NUMBER_START.test(kNumber)) {
        return cache.get(`search:devices:k:${kNumber}:${limit}`, async () =>
          (await search.kNumbersByPrefix(kNumber, limit)).map((hit) => ({ ...hit, matched: 'k_number' as const })),
        );
      }
      return cache.get(`search:devices:words:${text.toLowerCase()}:${limit}`, async () =>
        (await search.devicesByWords(text, limit)).map(({ name_score, applicant_score, ...hit }) => ({
          ...hit,
          matched: matchedField({ ...hit, name_score, applicant_score }),
        })),
      );
    },

    /** `prefix` upper-cased letters and digits. */
    kNumbers(prefix: string): Promise<KNumberHits> {
      return cache.get(`search:k-numbers:${prefix}`, () => search.kNumbersByPrefix(prefix, SEARCH_RESULTS_LIMIT));
    },
  };
}
