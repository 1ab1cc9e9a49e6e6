import { ERROR_CODES } from '../../../src/api/contracts/error-codes.ts';
import {
  MAX_WATCH_ITEMS_PER_USER,
  WATCH_MESSAGES as MESSAGES,
  watchValue,
  type AddWatchItemBody,
  type MarkWatchEventsSeenBody,
  type WatchEvent,
  type WatchEventPage,
  type WatchEventsQuery,
  type WatchItem,
  type WatchItemList,
  type WatchKind,
  type WatchUnseen,
} from '../../../src/api/contracts/watch.ts';
import { newId } from '../../db/new-id.ts';
import type { WatchItemRow } from '../../db/schema.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { normaliseCompanyName } from '../fda/devices/company-names.ts';
import type { WatchDataRepository } from './watch-data.repository.ts';
import type { WatchEventRow, WatchRepository } from './watch.repository.ts';
import type { WatchRuns } from './watch-runs.ts';

export type WatchService = ReturnType<typeof createWatchService>;

const itemOf = (row: WatchItemRow): WatchItem => ({ id: row.id, kind: row.kind, value: row.value, label: row.label, created_at: row.created_at.toISOString() });

const eventOf = (row: WatchEventRow): WatchEvent =>
  ({
    id: row.id,
    item: { id: row.item_id, kind: row.item_kind, value: row.item_value, label: row.item_label },
    kind: row.kind,
    record_key: row.record_key,
    occurred_on: row.occurred_on,
    details: row.details,
    created_at: row.created_at.toISOString(),
    seen: row.seen_at !== null,
  }) as WatchEvent;

/**
 * The caller's watched items and their events. What is watched must be in the FDA data held (a product code, a
 * 510(k)) or name a firm; another user's item or event answers exactly as a missing one does.
 */
export function createWatchService(repository: WatchRepository, data: WatchDataRepository, runs: WatchRuns) {
  /** The value as FDA writes it, what records are matched by, and the label the app shows. */
  async function describe(kind: WatchKind, raw: string): Promise<{ value: string; match_key: string; label: string }> {
    const read = watchValue(kind, raw);
    if ('problem' in read) throw new ValidationError(read.problem, 'body.value');
    const { value } = read;
    if (kind === 'product_code') {
      const name = await data.productCodeName(value);
      if (name === undefined) throw new ValidationError(MESSAGES.unknownProductCode(value), 'body.value');
      return { value, match_key: value, label: `${value}: ${name}` };
    }
    if (kind === 'k_number') {
      const device = await data.deviceName(value);
      if (device === undefined) throw new ValidationError(MESSAGES.unknownKNumber(value), 'body.value');
      return { value, match_key: value, label: device.device_name ? `${value}: ${device.device_name}` : value };
    }
    const firm = normaliseCompanyName(value);
    if (firm === '') throw new ValidationError(MESSAGES.applicantNoName, 'body.value');
    return { value, match_key: firm, label: value };
  }

  return {
    async items(uid: string): Promise<WatchItemList> {
      return { items: (await repository.items(uid)).map(itemOf) };
    },

    async add(uid: string, { kind, value: raw }: AddWatchItemBody): Promise<WatchItem> {
      const described = await describe(kind, raw);
      const baseline_run = await runs.baselineFor(kind, described.match_key);
      const outcome = await repository.addWithin({ id: newId('watch'), uid, kind, ...described, baseline_run }, MAX_WATCH_ITEMS_PER_USER);
      if ('added' in outcome) return itemOf(outcome.added);
      throw outcome.refused === 'duplicate' ? new ConflictError(MESSAGES.duplicate) : new ConflictError(MESSAGES.tooMany, ERROR_CODES.limitReached);
    },

    async remove(uid: string, id: string): Promise<void> {
      if (!(await repository.remove(uid, id))) throw new NotFoundError(MESSAGES.itemNotFound);
    },

    async events(uid: string, query: WatchEventsQuery): Promise<WatchEventPage> {
      const { rows, total, unseen } = await repository.events(uid, query);
      return { events: rows.map(eventOf), page: query.page, limit: query.limit, total, unseen };
    },

    async markSeen(uid: string, { ids, all }: MarkWatchEventsSeenBody): Promise<WatchUnseen> {
      if ((ids === undefined) === (all === undefined)) throw new ValidationError(MESSAGES.seenTarget, 'body');
      const { unknown, unseen } = await repository.markSeen(uid, all ? 'all' : (ids ?? []).map((id) => id.trim()));
      if (unknown) throw new NotFoundError(MESSAGES.eventNotFound);
      return { unseen };
    },
  };
}
