import type { FastifyPluginAsync } from 'fastify';
import type { Classification } from '../../../../src/api/contracts/data.ts';
import type { ClassificationService } from './classification.service.ts';
import { readProductCode } from '../http/request-inputs.ts';

/** GET /classification/{productCode}. */
export const classificationRoutes: FastifyPluginAsync<{ classification: ClassificationService }> = async (app, { classification }) => {
  app.get<{ Params: { productCode?: string } }>(
    '/classification/:productCode?',
    async (request): Promise<Classification> =>
      classification.classification(readProductCode(request.params.productCode, 'params.productCode')),
  );
};
