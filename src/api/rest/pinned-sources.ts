import type { ApiClients } from '../clients';
import type { SourceRef } from '../contracts/ai';
import { PINNED_SOURCES_PATH, PinnedSource, PinnedSourceList, type UnpinSourceBody } from '../contracts/pinned-sources';
import { getJson, NoContent, postJson, requestJson } from '../json';

/**
 * The user's pinned sources (REST /chat/pinned-sources). A source pinned already fails with ApiError 409
 * 'CONFLICT', one pin too many with 409 'LIMIT_REACHED'; an unknown pin with 404.
 */
export function pinnedSourcesApi({ rest }: Pick<ApiClients, 'rest'>) {
  return {
    /** Newest first. */
    list: async ({ signal }: { signal?: AbortSignal } = {}): Promise<PinnedSource[]> =>
      (await getJson(rest, PINNED_SOURCES_PATH, PinnedSourceList, { signal })).pinned_sources,
    /** Sends the source's own four fields: a card's source may carry more, which the server would refuse. */
    pin: ({ kind, id, label, url }: SourceRef): Promise<PinnedSource> =>
      postJson(rest, PINNED_SOURCES_PATH, { source: { kind, id, label, url } }, PinnedSource),
    /** By the pin's id, or by the source's kind and id (a whole SourceRef may be given; only those two are sent). */
    unpin: async ({ id, source }: UnpinSourceBody): Promise<void> => {
      const body: UnpinSourceBody = { ...(id === undefined ? {} : { id }), ...(source ? { source: { kind: source.kind, id: source.id } } : {}) };
      await requestJson(rest, 'DELETE', PINNED_SOURCES_PATH, NoContent, { body });
    },
  };
}
