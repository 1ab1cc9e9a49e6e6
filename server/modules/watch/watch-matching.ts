import type { ClearanceEventDetails, MdrSpikeEventDetails, RecallEventDetails, WatchEventKind, WatchKind } from '../../../src/api/contracts/watch.ts';
import { normaliseCompanyName } from '../fda/devices/company-names.ts';

/** A watched item as a run matches it: match_key is the code, the K-number or the normalised firm name. */
export interface ItemToMatch {
  id: string;
  uid: string;
  kind: WatchKind;
  match_key: string;
  baseline_run: number;
}

/** What a run found new in the data, with the run that first met each record. */
export interface NewRecords {
  clearances: (ClearanceEventDetails & { first_run: number })[];
  recalls: (RecallEventDetails & { first_run: number })[];
  spikes: (MdrSpikeEventDetails & { first_run: number })[];
}

/** A watched K-number as its events need it: the device itself and its lineage (it and its predicates' chain). */
export interface WatchedDevice {
  k_number: string;
  product_code: string | null;
  applicant: string | null;
  decision_date: string | null;
  lineage: ReadonlySet<string>;
}

export interface MatchedEvent {
  item_id: string;
  uid: string;
  kind: WatchEventKind;
  record_key: string;
  occurred_on: string | null;
  details: ClearanceEventDetails | RecallEventDetails | MdrSpikeEventDetails;
}

const clearanceEvent = (item: ItemToMatch, details: ClearanceEventDetails): MatchedEvent => ({
  item_id: item.id,
  uid: item.uid,
  kind: 'clearance',
  record_key: details.k_number,
  occurred_on: details.decision_date,
  details,
});

const recallEvent = (item: ItemToMatch, details: RecallEventDetails): MatchedEvent => ({
  item_id: item.id,
  uid: item.uid,
  kind: 'recall',
  record_key: details.recall_number,
  occurred_on: details.date_posted,
  details,
});

const spikeEvent = (item: ItemToMatch, details: MdrSpikeEventDetails): MatchedEvent => ({
  item_id: item.id,
  uid: item.uid,
  kind: 'mdr_spike',
  record_key: `${details.product_code}:${details.month}`,
  occurred_on: details.month,
  details,
});

const withoutRun = <T extends { first_run: number }>({ first_run: _run, ...record }: T): Omit<T, 'first_run'> => record;

function groupBy<T>(records: readonly T[], keysOf: (record: T) => readonly (string | null)[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    for (const key of new Set(keysOf(record))) {
      if (key === null || key === '') continue;
      const group = groups.get(key);
      if (group) group.push(record);
      else groups.set(key, [record]);
    }
  }
  return groups;
}

/**
 * A matcher of items to the new records (each item takes those first met after its baseline run), the records
 * indexed once for every chunk of items:
 * - a product code: its new clearances, its new recalls and its MDR spikes;
 * - a K-number: new clearances citing it or any device of its lineage as a predicate, new recalls of its code
 *   by its applicant posted on or after its clearance (recalls carry no K-number: recall-ties.ts), and the MDR
 *   spikes of its code (MDR reports are counted per code, not per 510(k));
 * - an applicant: its new clearances, the new recalls of the firm (names normalised) and the MDR spikes of the
 *   codes it holds clearances in (`firmCodes`, by normalised name).
 */
export function createEventMatcher(
  records: NewRecords,
  devices: ReadonlyMap<string, WatchedDevice>,
  firmCodes: ReadonlyMap<string, readonly string[]>,
): (items: readonly ItemToMatch[]) => MatchedEvent[] {
  const clearancesByCode = groupBy(records.clearances, (c) => [c.product_code]);
  const clearancesByFirm = groupBy(records.clearances, (c) => [normaliseCompanyName(c.applicant)]);
  const clearancesByPredicate = groupBy(records.clearances, (c) => c.predicates);
  const recallsByCode = groupBy(records.recalls, (r) => [r.product_code]);
  const recallsByFirm = groupBy(records.recalls, (r) => [normaliseCompanyName(r.recalling_firm)]);
  const spikesByCode = groupBy(records.spikes, (s) => [s.product_code]);

  function eventsOf(item: ItemToMatch): MatchedEvent[] {
    const isNew = (record: { first_run: number }) => record.first_run > item.baseline_run;
    const fresh = <T extends { first_run: number }>(group: Map<string, T[]>, key: string) => (group.get(key) ?? []).filter(isNew);
    const spikesOf = (codes: readonly (string | null)[]) => codes.flatMap((code) => (code === null ? [] : fresh(spikesByCode, code).map((s) => spikeEvent(item, withoutRun(s)))));
    if (item.kind === 'product_code') {
      return [
        ...fresh(clearancesByCode, item.match_key).map((c) => clearanceEvent(item, withoutRun(c))),
        ...fresh(recallsByCode, item.match_key).map((r) => recallEvent(item, withoutRun(r))),
        ...spikesOf([item.match_key]),
      ];
    }
    if (item.kind === 'applicant') {
      return [
        ...fresh(clearancesByFirm, item.match_key).map((c) => clearanceEvent(item, withoutRun(c))),
        ...fresh(recallsByFirm, item.match_key).map((r) => recallEvent(item, withoutRun(r))),
        ...spikesOf(firmCodes.get(item.match_key) ?? []),
      ];
    }
    const device = devices.get(item.match_key);
    if (!device) return [];
    const citing = new Map<string, MatchedEvent>();
    for (const ancestor of device.lineage) {
      for (const c of fresh(clearancesByPredicate, ancestor)) {
        if (c.k_number !== device.k_number && !citing.has(c.k_number)) citing.set(c.k_number, clearanceEvent(item, { ...withoutRun(c), cites: ancestor }));
      }
    }
    const firm = normaliseCompanyName(device.applicant);
    const { decision_date: cleared } = device;
    const recalls = firm === '' || cleared === null ? [] : fresh(recallsByFirm, firm).filter((r) => r.product_code === device.product_code && r.date_posted !== null && r.date_posted >= cleared);
    return [...citing.values(), ...recalls.map((r) => recallEvent(item, withoutRun(r))), ...spikesOf([device.product_code])];
  }

  return (items) => items.flatMap(eventsOf);
}
