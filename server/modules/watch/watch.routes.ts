import type { FastifyPluginAsync } from 'fastify';
import {
  AddWatchItemBody,
  MarkWatchEventsSeenBody,
  WATCH_EVENTS_PATH,
  WATCH_EVENTS_SEEN_PATH,
  WATCH_ITEMS_PATH,
  WatchEventsQuery,
  type WatchEventPage,
  type WatchItem,
  type WatchItemList,
  type WatchUnseen,
} from '../../../src/api/contracts/watch.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { parse, refuseBody } from '../../http/validate.ts';
import type { WatchService } from './watch.service.ts';

/** /watch: the caller's watched items (list, add 201, remove 204) and their events (a page; mark seen). */
export const watchRoutes: FastifyPluginAsync<{ watch: WatchService }> = async (app, { watch }) => {
  app.get(WATCH_ITEMS_PATH, async (request): Promise<WatchItemList> => watch.items(requireUser(request).uid));

  app.post(WATCH_ITEMS_PATH, async (request, reply): Promise<WatchItem> => {
    const body = parse(AddWatchItemBody, request.body, 'body');
    const item = await watch.add(requireUser(request).uid, body);
    reply.code(201);
    return item;
  });

  app.delete<{ Params: { id: string } }>(`${WATCH_ITEMS_PATH}/:id`, async (request, reply) => {
    refuseBody(request.body);
    await watch.remove(requireUser(request).uid, request.params.id);
    return reply.code(204).send();
  });

  app.get(WATCH_EVENTS_PATH, async (request): Promise<WatchEventPage> => {
    const query = parse(WatchEventsQuery, request.query, 'query');
    return watch.events(requireUser(request).uid, query);
  });

  app.post(WATCH_EVENTS_SEEN_PATH, async (request): Promise<WatchUnseen> => {
    const body = parse(MarkWatchEventsSeenBody, request.body, 'body');
    return watch.markSeen(requireUser(request).uid, body);
  });
};
