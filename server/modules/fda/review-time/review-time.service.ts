import type { ReviewTime } from '../../../../src/api/contracts/review-time.ts';
import type { CoverageService } from '../coverage/coverage.service.ts';
import type { DataCache } from '../common/data-cache.ts';
import { averageOf, distributionOf, distributionsByType } from './review-time.ts';
import type { ReviewTimeRepository } from './review-time.repository.ts';

export type ReviewTimeService = ReturnType<typeof createReviewTimeService>;

export interface ReviewTimeServiceDeps {
  reviewTimes: ReviewTimeRepository;
  coverage: CoverageService;
  cache: DataCache;
}

/** GET /review-time: the review-time forecast of a product code from its held clearances. */
export function createReviewTimeService({ reviewTimes, coverage, cache }: ReviewTimeServiceDeps) {
  return {
    async reviewTime(productCode: string): Promise<ReviewTime> {
      return cache.get(`review-time:${productCode}`, async () => {
        const [reviews, held] = await Promise.all([reviewTimes.reviews(productCode), coverage.clearances(productCode)]);
        return {
          product_code: productCode,
          overall: distributionOf(reviews),
          by_type: distributionsByType(reviews),
          average: averageOf(reviews),
          coverage: held,
        };
      });
    },
  };
}
