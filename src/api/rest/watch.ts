import type { ApiClients } from '../clients';
import {
  WATCH_EVENTS_PATH,
  WATCH_EVENTS_SEEN_PATH,
  WATCH_ITEMS_PATH,
  WatchEventPage,
  WatchItem,
  WatchItemList,
  WatchUnseen,
  type AddWatchItemBody,
  type MarkWatchEventsSeenBody,
} from '../contracts/watch';
import { deleteJson, getJson, NoContent, postJson } from '../json';

/**
 * The user's watched items and their events (REST /watch). Watching something twice fails with ApiError 409
 * 'CONFLICT', one item too many with 409 'LIMIT_REACHED', a value not in the FDA data with 400.
 */
export function watchApi({ rest }: Pick<ApiClients, 'rest'>) {
  return {
    /** Newest first. */
    items: async ({ signal }: { signal?: AbortSignal } = {}): Promise<WatchItem[]> => (await getJson(rest, WATCH_ITEMS_PATH, WatchItemList, { signal })).items,
    add: (body: AddWatchItemBody): Promise<WatchItem> => postJson(rest, WATCH_ITEMS_PATH, body, WatchItem),
    remove: async (id: string): Promise<void> => {
      await deleteJson(rest, `${WATCH_ITEMS_PATH}/${encodeURIComponent(id)}`, NoContent);
    },
    /** One page of events, newest first, with the count of the unseen. */
    events: ({ page = 1, limit, unseenOnly = false, signal }: { page?: number; limit?: number; unseenOnly?: boolean; signal?: AbortSignal } = {}): Promise<WatchEventPage> =>
      getJson(rest, WATCH_EVENTS_PATH, WatchEventPage, { signal, query: { page, ...(limit === undefined ? {} : { limit }), ...(unseenOnly ? { unseen: 'true' } : {}) } }),
    markSeen: async (body: MarkWatchEventsSeenBody): Promise<number> => (await postJson(rest, WATCH_EVENTS_SEEN_PATH, body, WatchUnseen)).unseen,
  };
}
