import { type } from 'arktype';

/**
 * Watch (REST /watch, issue 27): a user watches a product code, a K-number (a chosen predicate, with its
 * lineage) or an applicant (a competitor). After every import or refresh of the FDA data and every live openFDA
 * MDR answer, Clearway records what is new for each watched item as events the user reads and marks seen.
 */

export const WATCH_ITEMS_PATH = '/watch/items';
export const WATCH_EVENTS_PATH = '/watch/events';
export const WATCH_EVENTS_SEEN_PATH = '/watch/events/seen';

/** A user watches at most this many items. */
export const MAX_WATCH_ITEMS_PER_USER = 200;
/** The longest applicant name a watch takes. */
export const WATCH_APPLICANT_MAX = 200;
export const WATCH_EVENTS_PAGE_SIZE_DEFAULT = 25;
export const WATCH_EVENTS_PAGE_SIZE_MAX = 100;
const WATCH_EVENTS_PAGE_MAX = 100_000;
/** At most this many event ids in one POST /watch/events/seen. */
export const WATCH_SEEN_IDS_MAX = 500;

/** An MDR spike: a month above SPIKE_FACTOR times the median of the SPIKE_WINDOW months before it. */
export const SPIKE_FACTOR = 3;
export const SPIKE_WINDOW = 12;

export const WATCH_MESSAGES = {
  productCode: 'A product code is 3 letters (e.g., DQA).',
  kNumber: 'A K-number is K and 6 digits (e.g., K213456), or DEN and 6 digits for a De Novo.',
  applicantBlank: 'An applicant needs a name (e.g., Masimo Corporation).',
  applicantNul: 'An applicant name cannot contain NUL characters.',
  applicantNoName: 'That applicant name holds no letters or digits to match firms by.',
  unknownProductCode: (code: string) => `The FDA data Clearway holds has no product code ${code}.`,
  unknownKNumber: (kNumber: string) => `The FDA data Clearway holds has no 510(k) ${kNumber}.`,
  duplicate: 'You are watching this already.',
  tooMany: `You watch ${MAX_WATCH_ITEMS_PER_USER} items, the most Clearway keeps. Stop watching one before adding another.`,
  itemNotFound: 'Watched item not found',
  eventNotFound: 'Watch event not found',
  seenTarget: 'Say which events to mark seen: { "ids": ["wev_..."] } or { "all": true }, not both.',
} as const;

export const WatchKind = type("'product_code' | 'k_number' | 'applicant'");
export type WatchKind = typeof WatchKind.infer;

export const WatchEventKind = type("'clearance' | 'recall' | 'mdr_spike'");
export type WatchEventKind = typeof WatchEventKind.infer;

/** POST /watch/items: what to watch; the server checks it against the FDA data held and names it. */
export const AddWatchItemBody = type({ kind: WatchKind, value: type.string.atMostLength(WATCH_APPLICANT_MAX) });
export type AddWatchItemBody = typeof AddWatchItemBody.infer;

/** A watched item: its kind, its value as FDA writes it, and the label the app shows it by. */
export const WatchItem = type({ id: 'string', kind: WatchKind, value: 'string', label: 'string', created_at: 'string' });
export type WatchItem = typeof WatchItem.infer;

/** GET /watch/items: the caller's watched items, newest first. */
export const WatchItemList = type({ items: WatchItem.array() });
export type WatchItemList = typeof WatchItemList.infer;

/** A new clearance: the 510(k) with the predicates it cites (so a competitor citing the same predicate shows). */
export const ClearanceEventDetails = type({
  k_number: 'string',
  device_name: 'string | null',
  applicant: 'string | null',
  product_code: 'string | null',
  decision_date: 'string | null',
  predicates: 'string[]',
  /** For a watched K-number: the member of its lineage the clearance cites. */
  'cites?': 'string',
});
export type ClearanceEventDetails = typeof ClearanceEventDetails.infer;

/** A new recall, with FDA's recall class where the enforcement reports give it. */
export const RecallEventDetails = type({
  recall_number: 'string',
  recall_event_id: 'string | null',
  product_code: 'string | null',
  recalling_firm: 'string | null',
  recall_class: 'string | null',
  date_posted: 'string | null',
  reason: 'string | null',
});
export type RecallEventDetails = typeof RecallEventDetails.infer;

/** An MDR spike: the month (YYYY-MM), its reports, the median of the twelve months before, and where the counts came from. */
export const MdrSpikeEventDetails = type({
  product_code: 'string',
  month: 'string',
  count: 'number.integer >= 0',
  median: 'number >= 0',
  source: "'imported' | 'openFDA'",
});
export type MdrSpikeEventDetails = typeof MdrSpikeEventDetails.infer;

const eventBase = {
  id: 'string',
  item: WatchItem.pick('id', 'kind', 'value', 'label'),
  record_key: 'string',
  occurred_on: 'string | null',
  created_at: 'string',
  seen: 'boolean',
} as const;

export const WatchEvent = type({ ...eventBase, kind: "'clearance'", details: ClearanceEventDetails })
  .or({ ...eventBase, kind: "'recall'", details: RecallEventDetails })
  .or({ ...eventBase, kind: "'mdr_spike'", details: MdrSpikeEventDetails });
export type WatchEvent = typeof WatchEvent.infer;

/** A `page` or `limit` query parameter: an integer string from 1 to `max`. */
const pageParameter = (max: number) => type('string.integer.parse').to(`1 <= number.integer <= ${max}`);

/** GET /watch/events?page=&limit=&unseen=: `page` from 1, `limit` 1-100 (default 25), `unseen=true` for the unseen only. */
export const WatchEventsQuery = type({
  'page?': pageParameter(WATCH_EVENTS_PAGE_MAX),
  'limit?': pageParameter(WATCH_EVENTS_PAGE_SIZE_MAX),
  'unseen?': "'true' | 'false'",
}).pipe((query) => ({ page: query.page ?? 1, limit: query.limit ?? WATCH_EVENTS_PAGE_SIZE_DEFAULT, unseenOnly: query.unseen === 'true' }));
export type WatchEventsQuery = typeof WatchEventsQuery.infer;

/** One page of the caller's events, newest first; `total` of the list asked for, `unseen` of all the caller's. */
export const WatchEventPage = type({
  events: WatchEvent.array(),
  page: 'number.integer >= 1',
  limit: 'number.integer >= 1',
  total: 'number.integer >= 0',
  unseen: 'number.integer >= 0',
});
export type WatchEventPage = typeof WatchEventPage.infer;

/** POST /watch/events/seen: these events, or all the caller's. */
export const MarkWatchEventsSeenBody = type({
  'ids?': type.string.atMostLength(100).array().atMostLength(WATCH_SEEN_IDS_MAX),
  'all?': 'true',
});
export type MarkWatchEventsSeenBody = typeof MarkWatchEventsSeenBody.infer;

/** What is left unseen after marking. */
export const WatchUnseen = type({ unseen: 'number.integer >= 0' });
export type WatchUnseen = typeof WatchUnseen.infer;

const PRODUCT_CODE = /^[A-Z]{3}$/;
const K_NUMBER = /^(K|DEN)\d{6}$/;

/** A watch value as FDA writes it (capitals for codes and K-numbers, trimmed), or the message why it is none. */
export function watchValue(kind: WatchKind, raw: string): { value: string } | { problem: string } {
  const trimmed = raw.trim();
  if (kind === 'applicant') {
    if (trimmed.includes('\u0000')) return { problem: WATCH_MESSAGES.applicantNul };
    return trimmed === '' ? { problem: WATCH_MESSAGES.applicantBlank } : { value: trimmed.replace(/\s+/g, ' ') };
  }
  const value = trimmed.toUpperCase();
  if (kind === 'product_code') return PRODUCT_CODE.test(value) ? { value } : { problem: WATCH_MESSAGES.productCode };
  return K_NUMBER.test(value) ? { value } : { problem: WATCH_MESSAGES.kNumber };
}
