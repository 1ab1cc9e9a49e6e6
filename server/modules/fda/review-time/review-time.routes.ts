import type { FastifyPluginAsync } from 'fastify';
import { ReviewTimeQuery, type ReviewTime } from '../../../../src/api/contracts/review-time.ts';
import { parse } from '../../../http/validate.ts';
import { readProductCode } from '../http/request-inputs.ts';
import type { ReviewTimeService } from './review-time.service.ts';

/** GET /review-time?product_code=: days from receipt to decision of the code's clearances, and their forecast. */
export const reviewTimeRoutes: FastifyPluginAsync<{ reviewTime: ReviewTimeService }> = async (app, { reviewTime }) => {
  app.get<{ Querystring: unknown }>('/review-time', async (request): Promise<ReviewTime> => {
    const { product_code } = parse(ReviewTimeQuery, request.query, 'query');
    return reviewTime.reviewTime(readProductCode(product_code, 'query.product_code'));
  });
};
