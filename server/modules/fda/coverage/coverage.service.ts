import type { Coverage } from '../../../../src/api/contracts/data.ts';
import { partialDatasetCoverage, wholeDatasetCoverage } from './coverage.ts';
import type { DataCache } from '../common/data-cache.ts';
import type { ProblemKind, RecordSpansRepository } from './record-spans.repository.ts';

export type CoverageService = ReturnType<typeof createCoverageService>;

export interface CoverageServiceDeps {
  spans: RecordSpansRepository;
  cache: DataCache;
  /** The files of the PMA dataset (its table records no source per row). */
  pmaFiles: string[];
}

/** What the imported files hold, per dataset and product code (see coverage.ts for the two kinds). */
export function createCoverageService({ spans, cache, pmaFiles }: CoverageServiceDeps) {
  return {
    recalls: (): Promise<Coverage> =>
      cache.get('coverage:recalls', async () => wholeDatasetCoverage(await spans.recalls(null))),

    pmas: (): Promise<Coverage> => cache.get('coverage:pmas', async () => wholeDatasetCoverage(await spans.pmas(null), pmaFiles)),

    clearances: (productCode: string): Promise<Coverage> =>
      cache.get(`coverage:clearances:${productCode}`, async () => partialDatasetCoverage(await spans.clearances(productCode))),

    /** MAUDE reports of the code; with `problemKind`, those that carry a problem of that kind. */
    mdrs: (productCode: string, problemKind?: ProblemKind): Promise<Coverage> =>
      cache.get(`coverage:mdrs:${productCode}:${problemKind ?? 'any'}`, async () =>
        partialDatasetCoverage(await spans.mdrReports(productCode, problemKind)),
      ),
  };
}
