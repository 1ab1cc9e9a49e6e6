import type { SourceRef } from '../../../src/api/contracts/ai.ts';
import { ERROR_CODES } from '../../../src/api/contracts/error-codes.ts';
import {
  MAX_PINNED_SOURCES_PER_USER,
  PINNED_SOURCE_URL,
  PINNED_SOURCES_MESSAGES as MESSAGES,
  pinnedSourceId,
  type PinnedSource,
  type PinnedSourceList,
  type PinSourceBody,
  type UnpinSourceBody,
} from '../../../src/api/contracts/pinned-sources.ts';
import { newId } from '../../db/new-id.ts';
import type { PinnedSourceRow } from '../../db/schema.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { readNonBlank } from '../../http/validate.ts';
import type { PinnedSourcesRepository } from './pinned-sources.repository.ts';

export type PinnedSourcesService = ReturnType<typeof createPinnedSourcesService>;

const sourceOf = (row: PinnedSourceRow): SourceRef => ({ kind: row.kind, id: row.source_id, label: row.label, url: row.url });

const pinnedOf = (row: PinnedSourceRow): PinnedSource => ({ id: row.id, source: sourceOf(row), created_at: row.created_at.toISOString() });

/** The source to pin: id and label trimmed and not blank, the id in FDA's capitals, the url http(s) or null. */
function readSource({ kind, id, label, url }: PinSourceBody['source']): SourceRef {
  const trimmedUrl = url?.trim() || null;
  if (trimmedUrl !== null && !PINNED_SOURCE_URL.test(trimmedUrl)) throw new ValidationError(MESSAGES.url, 'body.source.url');
  return {
    kind,
    id: pinnedSourceId(kind, readNonBlank(id, 'body.source.id', MESSAGES.idBlank)),
    label: readNonBlank(label, 'body.source.label', MESSAGES.labelBlank),
    url: trimmedUrl,
  };
}

/**
 * The caller's pinned sources. A source is pinned once (kind and id; a second pin answers 409), a user keeps
 * at most MAX_PINNED_SOURCES_PER_USER, and another user's pin answers exactly as a missing one does.
 */
export function createPinnedSourcesService(repository: PinnedSourcesRepository) {
  return {
    async list(uid: string): Promise<PinnedSourceList> {
      return { pinned_sources: (await repository.list(uid)).map(pinnedOf) };
    },

    async pin(uid: string, body: PinSourceBody): Promise<PinnedSource> {
      const source = readSource(body.source);
      const outcome = await repository.insertWithin(
        { id: newId('pin'), uid, kind: source.kind, source_id: source.id, label: source.label, url: source.url },
        MAX_PINNED_SOURCES_PER_USER,
      );
      if ('pinned' in outcome) return pinnedOf(outcome.pinned);
      throw outcome.refused === 'duplicate' ? new ConflictError(MESSAGES.duplicate) : new ConflictError(MESSAGES.tooMany, ERROR_CODES.limitReached);
    },

    /** Removes one pin, named by its id or by its source's kind and id (exactly one of the two). */
    async unpin(uid: string, { id, source }: UnpinSourceBody): Promise<void> {
      if ((id === undefined) === (source === undefined)) throw new ValidationError(MESSAGES.unpinTarget, 'body');
      const removed = source
        ? await repository.removeBySource(uid, source.kind, pinnedSourceId(source.kind, source.id))
        : await repository.removeById(uid, (id ?? '').trim());
      if (!removed) throw new NotFoundError(MESSAGES.notFound);
    },

    /** The caller's pinned sources as ClearwayAI reads them: newest first. */
    async sourcesOf(uid: string): Promise<SourceRef[]> {
      return (await repository.list(uid)).map(sourceOf);
    },
  };
}
