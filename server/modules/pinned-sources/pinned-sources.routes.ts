import type { FastifyPluginAsync } from 'fastify';
import { PinSourceBody, UnpinSourceBody, type PinnedSource, type PinnedSourceList } from '../../../src/api/contracts/pinned-sources.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { parse } from '../../http/validate.ts';
import type { PinnedSourcesService } from './pinned-sources.service.ts';

/** Under the REST base's /chat prefix: PINNED_SOURCES_PATH of the contract. */
const PATH = '/pinned-sources';

/** /chat/pinned-sources: list (GET), pin (POST, 201) and unpin (DELETE with a body, 204) the caller's sources. */
export const pinnedSourcesRoutes: FastifyPluginAsync<{ pinnedSources: PinnedSourcesService }> = async (app, { pinnedSources }) => {
  app.get(PATH, async (request): Promise<PinnedSourceList> => pinnedSources.list(requireUser(request).uid));

  app.post(PATH, async (request, reply): Promise<PinnedSource> => {
    const body = parse(PinSourceBody, request.body, 'body');
    const pinned = await pinnedSources.pin(requireUser(request).uid, body);
    reply.code(201);
    return pinned;
  });

  app.delete(PATH, async (request, reply) => {
    const body = parse(UnpinSourceBody, request.body ?? {}, 'body');
    await pinnedSources.unpin(requireUser(request).uid, body);
    return reply.code(204).send();
  });
};
