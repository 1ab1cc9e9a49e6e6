import type { Coverage } from '../../../../src/api/contracts/data.ts';
import { partialDatasetCoverage, wholeDatasetCoverage } from './coverage.ts';
import type { DataCache } from '../common/data-cache.ts';
import type { DataDate } from './data-date.repository.ts';
import type { ProblemKind, RecordSpansRepository } from './record-spans.repository.ts';

export type CoverageService = ReturnType<typeof createCoverageService>;

export interface CoverageServiceDeps {
  spans: RecordSpansRepository;
  cache: DataCache;
  /** The files of the PMA dataset (its table records no source per row). */
  pmaFiles: string[];
  dataDate: () => Promise<DataDate | null>;
}

/**
 * What the imported files hold, per dataset and product code (see coverage.ts for the two kinds), with the day
 * the data was imported.
 */
export function createCoverageService({ spans, cache, pmaFiles, dataDate }: CoverageServiceDeps) {
  const dated = (key: string, coverage: () => Promise<Coverage>): Promise<Coverage> =>
    cache.get(key, async () => {
      const [found, date] = await Promise.all([coverage(), dataDate()]);
      return date ? { ...found, importedAt: date.imported_at.slice(0, 10) } : found;
    });
  return {
    /** The date of the imported data, null before any import (GET /api/health). */
    dataDate,

    recalls: (): Promise<Coverage> => dated('coverage:recalls', async () => wholeDatasetCoverage(await spans.recalls(null))),

    pmas: (): Promise<Coverage> => dated('coverage:pmas', async () => wholeDatasetCoverage(await spans.pmas(null), pmaFiles)),

    clearances: (productCode: string): Promise<Coverage> =>
      dated(`coverage:clearances:${productCode}`, async () => partialDatasetCoverage(await spans.clearances(productCode))),

    /** MAUDE reports of the code; with `problemKind`, those that carry a problem of that kind. */
    mdrs: (productCode: string, problemKind?: ProblemKind): Promise<Coverage> =>
      dated(`coverage:mdrs:${productCode}:${problemKind ?? 'any'}`, async () =>
        partialDatasetCoverage(await spans.mdrReports(productCode, problemKind)),
      ),
  };
}
