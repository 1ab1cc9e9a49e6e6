import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createClassificationRepository } from './classification/classification.repository.ts';
import { createClassificationService } from './classification/classification.service.ts';
import { createCoverageService } from './coverage/coverage.service.ts';
import { createDataCache, type DataCacheOptions } from './common/data-cache.ts';
import { datasetFilesFilling, datasetNamesFilling } from './dataset-sources.ts';
import { normaliseDeviceClass } from './common/device-class.ts';
import { createDevicesRepository } from './devices/devices.repository.ts';
import { createDevicesService } from './devices/devices.service.ts';
import type { OpenFdaLive } from './openfda-live/openfda-live.ts';
import { readDataDate } from './coverage/data-date.repository.ts';
import { createRecordSpansRepository } from './coverage/record-spans.repository.ts';
import { createRelationshipsService } from './devices/relationships.service.ts';
import { createReviewTimeRepository } from './review-time/review-time.repository.ts';
import { createReviewTimeService } from './review-time/review-time.service.ts';
import { createRiskSourcesRepository } from './risk/risk-sources.repository.ts';
import { createRiskSourcesService } from './risk/risk-sources.service.ts';
import { createRiskRepository } from './risk/risk.repository.ts';
import { createRiskService } from './risk/risk.service.ts';
import { createSearchRepository } from './search/search.repository.ts';
import { createSearchService } from './search/search.service.ts';

export type DataServices = ReturnType<typeof createDataServices>;

/**
 * The services of the data API on one database, sharing one cache of answers per import; with `openFda`
 * (live openFDA, OPENFDA_BASE_URL), the risk aggregates ask openFDA first.
 */
export function createDataServices(db: Kysely<Database>, cacheOptions?: DataCacheOptions, openFda?: OpenFdaLive) {
  const cache = createDataCache(db, cacheOptions);
  const spans = createRecordSpansRepository(db);
  const classificationRepository = createClassificationRepository(db);
  const dataDate = () => cache.get('data-date', () => readDataDate(db));
  const coverage = createCoverageService({ spans, cache, pmaFiles: datasetFilesFilling('fda_pma'), dataDate });
  const classification = createClassificationService({
    classification: classificationRepository,
    spans,
    coverage,
    cache,
    productCodeDatasets: datasetNamesFilling('fda_product_codes'),
  });
  const devicesRepository = createDevicesRepository(db);
  const devices = createDevicesService({ devices: devicesRepository, coverage, cache });
  const relationships = createRelationshipsService({ devices: devicesRepository, cache });
  const risk = createRiskService({
    risk: createRiskRepository(db),
    spans,
    coverage,
    cache,
    deviceClassOf: (productCode) =>
      cache.get(`device-class:${productCode}`, async () => normaliseDeviceClass((await classificationRepository.productCode(productCode))?.device_class)),
    productCodeOfDevice: async (kNumber) => (await devices.device(kNumber)).product_code,
    openFda,
  });
  const riskSources = createRiskSourcesService({ sources: createRiskSourcesRepository(db), coverage, cache });
  const reviewTime = createReviewTimeService({ reviewTimes: createReviewTimeRepository(db), coverage, cache });
  const search = createSearchService({ search: createSearchRepository(db), cache });
  return { classification, devices, relationships, risk, riskSources, reviewTime, search, coverage, cache };
}
