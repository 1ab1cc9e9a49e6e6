import { type } from 'arktype';
import { SourceKind, SourceRef } from './ai.ts';

/**
 * The sources a user pins (REST /chat/pinned-sources, SPEC.md section 7): any record the app shows (a
 * K-number, product code, regulation, recall, guidance document, standard ...) as the SourceRef it shows it
 * by. ClearwayAI's chatbot reads the caller's pins as context.
 */

export const PINNED_SOURCES_PATH = '/chat/pinned-sources';

/** A user keeps at most this many pins. */
export const MAX_PINNED_SOURCES_PER_USER = 200;

/** The longest text each field of a pinned source may hold. */
export const PINNED_SOURCE_LIMITS = { id: 200, label: 500, url: 2_000 } as const;

export const PINNED_SOURCES_MESSAGES = {
  duplicate: 'This source is already pinned.',
  tooMany: `You have ${MAX_PINNED_SOURCES_PER_USER} pinned sources, the most Clearway keeps. Unpin one before pinning another.`,
  notFound: 'Pinned source not found',
  idBlank: 'A source needs an id (e.g., K213456 or DQY).',
  labelBlank: 'A source needs a label.',
  url: 'A source URL must be an http or https address.',
  unpinTarget: 'Say which pin to remove: { "id": "pin_..." } or { "source": { "kind": "k_number", "id": "K213456" } }, not both.',
} as const;

/** An http(s) address: a pin opens it in a new tab, so nothing else (javascript:, data:) is kept. */
export const PINNED_SOURCE_URL = /^https?:\/\/\S+$/i;

const text = (max: number) => type.string.atMostLength(max);

/** The source as POST takes it: a SourceRef, its texts capped. */
export const PinSourceInput = type({
  kind: SourceKind,
  id: text(PINNED_SOURCE_LIMITS.id),
  label: text(PINNED_SOURCE_LIMITS.label),
  'url?': text(PINNED_SOURCE_LIMITS.url).or('null'),
});

/** POST /chat/pinned-sources. */
export const PinSourceBody = type({ source: PinSourceInput });
export type PinSourceBody = typeof PinSourceBody.infer;

/** Which source a pin is of: its kind and id (the label and url are not compared). */
export const PinnedSourceKey = type({ kind: SourceKind, id: text(PINNED_SOURCE_LIMITS.id) });
export type PinnedSourceKey = typeof PinnedSourceKey.infer;

/**
 * DELETE /chat/pinned-sources: the pin's own id, or the source it pins (its kind and id; a whole SourceRef is
 * taken, its label and url not compared). Exactly one of the two.
 */
export const UnpinSourceBody = type({
  'id?': text(PINNED_SOURCE_LIMITS.id),
  'source?': PinnedSourceKey.and({ 'label?': 'string', 'url?': 'string | null' }),
});
export type UnpinSourceBody = typeof UnpinSourceBody.infer;

/** A pinned source: the pin's id, the source as the user pinned it, and when (ISO time). */
export const PinnedSource = type({ id: 'string', source: SourceRef, created_at: 'string' });
export type PinnedSource = typeof PinnedSource.infer;

/** GET /chat/pinned-sources: the caller's pins, newest first. */
export const PinnedSourceList = type({ pinned_sources: PinnedSource.array() });
export type PinnedSourceList = typeof PinnedSourceList.infer;

/** Kinds whose ids FDA writes in capitals (K213456, DEN190001, DQY, P960009): any case pins the same one. */
const CAPITALISED_KINDS: ReadonlySet<string> = new Set(['k_number', 'product_code', 'pma']);

/** A source's id as it is pinned: trimmed, and in capitals for the kinds FDA writes so. */
export function pinnedSourceId(kind: string, id: string): string {
  const trimmed = id.trim();
  return CAPITALISED_KINDS.has(kind) ? trimmed.toUpperCase() : trimmed;
}

/** The key a source is pinned under: one pin per kind and id. */
export const pinKey = (source: { kind: string; id: string }): string => `${source.kind}:${pinnedSourceId(source.kind, source.id)}`;
