import type { FastifyPluginAsync } from 'fastify';
import { CreateFeedbackBody, FeedbackListQuery, type FeedbackList } from '../../../src/api/contracts/feedback.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { parse } from '../../http/validate.ts';
import type { FeedbackService } from './feedback.service.ts';

type ById = { Params: { id: string } };

/** /feedback (registered with that prefix): the caller's feedback, given and read back. */
export const feedbackRoutes: FastifyPluginAsync<{ feedback: FeedbackService }> = async (app, { feedback }) => {
  app.post('/feedback', async (request, reply) => {
    const body = parse(CreateFeedbackBody, request.body, 'body');
    return reply.code(201).send(await feedback.create(requireUser(request).uid, body));
  });

  app.get<ById>('/feedback/:id', async (request) => feedback.get(requireUser(request).uid, request.params.id));

  app.get('/feedbacks', async (request): Promise<FeedbackList> => {
    const query = parse(FeedbackListQuery, request.query, 'query');
    return feedback.list(requireUser(request).uid, query);
  });
};
