import type { FastifyPluginAsync } from 'fastify';
import type { TermsDoc, TermsStatus } from '../../../src/api/contracts/terms.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { refuseBody } from '../../http/validate.ts';
import type { TermsService } from './terms.service.ts';

export interface TermsRoutesOptions {
  terms: TermsService;
}

/** /administrative/terms: the document, the caller's acceptance status, and accepting. */
export const termsRoutes: FastifyPluginAsync<TermsRoutesOptions> = async (app, { terms }) => {
  app.get('/doc', async (): Promise<TermsDoc> => terms.document());
  app.get('/status', async (request): Promise<TermsStatus> => terms.status(requireUser(request).uid));
  app.post('/accept', async (request): Promise<TermsStatus> => {
    refuseBody(request.body);
    return terms.accept(requireUser(request));
  });
};
