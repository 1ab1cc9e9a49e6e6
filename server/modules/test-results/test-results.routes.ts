import type { FastifyPluginAsync } from 'fastify';
import {
  SaveTestResultsBody,
  TEST_RESULTS_BODY_LIMIT_BYTES,
  TEST_RESULTS_PATH,
  type TestResults,
} from '../../../src/api/contracts/test-results.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { parse, refuseBody } from '../../http/validate.ts';
import type { TestResultsService } from './test-results.service.ts';

type WithCode = { Params: { productCode?: string } };

const PATH = `${TEST_RESULTS_PATH}/:productCode`;

/** /test-results/{productCode}: the caller's Tests & Standards rows and AI snapshot of one product code. */
export const testResultsRoutes: FastifyPluginAsync<{ testResults: TestResultsService }> = async (app, { testResults }) => {
  app.get<WithCode>(PATH, async (request): Promise<TestResults> =>
    testResults.get(requireUser(request).uid, request.params.productCode),
  );

  app.put<WithCode>(
    PATH,
    { bodyLimit: Math.max(app.initialConfig.bodyLimit ?? 0, TEST_RESULTS_BODY_LIMIT_BYTES) },
    async (request): Promise<TestResults> => {
      const body = parse(SaveTestResultsBody, request.body, 'body');
      return testResults.save(requireUser(request).uid, request.params.productCode, body);
    },
  );

  app.delete<WithCode>(PATH, async (request, reply) => {
    refuseBody(request.body);
    await testResults.remove(requireUser(request).uid, request.params.productCode);
    return reply.code(204).send();
  });
};
