import type { FastifyPluginAsync } from 'fastify';
import { DeleteScenarioQuery, SaveScenariosBody, type ScenarioList } from '../../../src/api/contracts/scenarios.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { parse, refuseBody } from '../../http/validate.ts';
import type { ScenariosService } from './scenarios.service.ts';

/** /reg-strategy/scenarios: the caller's scenario list; every answer is the saved list, in order. */
export const scenariosRoutes: FastifyPluginAsync<{ scenarios: ScenariosService }> = async (app, { scenarios }) => {
  app.get('/scenarios', async (request): Promise<ScenarioList> => scenarios.list(requireUser(request).uid));

  app.post('/scenarios', async (request): Promise<ScenarioList> => {
    const body = parse(SaveScenariosBody, request.body, 'body');
    return scenarios.save(requireUser(request).uid, body);
  });

  app.delete<{ Querystring: unknown }>('/scenarios', async (request): Promise<ScenarioList> => {
    refuseBody(request.body);
    const { product_code, scenario_id } = parse(DeleteScenarioQuery, request.query, 'query', { strict: true });
    return scenarios.remove(requireUser(request).uid, { productCode: product_code, scenarioId: scenario_id });
  });
};
