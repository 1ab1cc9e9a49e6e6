import { describe, expect, it } from 'vitest';
import { mdrSpikes, monthlyFromDaily } from './mdr-spikes.ts';
import { createEventMatcher, type ItemToMatch, type NewRecords } from './watch-matching.ts';

const months = (from: number, counts: number[]) => counts.map((count, i) => ({ month: `20${from + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`, count }));

describe('MDR spikes', () => {
  it('finds a month above three times the median of the twelve before it, and only then', () => {
    const year = [4, 5, 6, 5, 4, 6, 5, 5, 4, 6, 5, 5];
    expect(mdrSpikes(months(23, [...year, 16, 15, 5]))).toEqual([{ month: '2024-01', count: 16, median: 5 }]);
    // Exactly three times is not above it; a month needs twelve before it.
    expect(mdrSpikes(months(23, [...year, 15]))).toEqual([]);
    expect(mdrSpikes(months(23, [1, 1, 1, 40]))).toEqual([]);
  });

  it('counts a month missing from the series as 0 and takes no spike over a median of 0', () => {
    const series = [{ month: '2023-01', count: 2 }, { month: '2024-01', count: 9 }, { month: '2024-02', count: 30 }];
    expect(mdrSpikes(series)).toEqual([]);
    expect(mdrSpikes([...months(22, Array(12).fill(2)), { month: '2023-03', count: 7 }])).toEqual([{ month: '2023-03', count: 7, median: 2 }]);
  });

  it("sums openFDA's daily buckets by month", () => {
    expect(monthlyFromDaily([{ key: '20240105', count: 2 }, { key: '20240130', count: 3 }, { key: '20240201', count: 1 }, { key: 'x', count: 9 }])).toEqual([
      { month: '2024-01', count: 5 },
      { month: '2024-02', count: 1 },
    ]);
  });
});

const clearance = (k_number: string, fields: Partial<NewRecords['clearances'][number]>) => ({
  k_number,
  device_name: 'Pulse oximeter',
  applicant: 'Acme Medical, Inc.',
  product_code: 'DQA',
  decision_date: '2026-08-04',
  predicates: [],
  first_run: 2,
  ...fields,
});

const recall = (recall_number: string, fields: Partial<NewRecords['recalls'][number]>) => ({
  recall_number,
  recall_event_id: '90001',
  product_code: 'DQA',
  recalling_firm: 'ACME MEDICAL LLC',
  recall_class: 'Class II',
  date_posted: '2026-08-10',
  reason: 'Inaccurate readings',
  first_run: 2,
  ...fields,
});

const item = (kind: ItemToMatch['kind'], match_key: string, baseline_run = 1): ItemToMatch => ({ id: `w_${match_key}`, uid: 'u1', kind, match_key, baseline_run });

describe('matching new records to watched items', () => {
  const records: NewRecords = {
    clearances: [
      clearance('K260001', { predicates: ['K200001'] }),
      clearance('K260002', { product_code: 'DQY', applicant: 'Rival Corp', predicates: ['K150001'] }),
      clearance('K260003', { product_code: 'DQY', applicant: 'Rival Corp', first_run: 1 }),
    ],
    recalls: [recall('Z-0001-2026', {}), recall('Z-0002-2026', { product_code: 'DQY', recalling_firm: 'Rival Corp', date_posted: '2019-01-01' })],
    spikes: [
      { product_code: 'DQA', month: '2026-07', count: 40, median: 9, source: 'imported', first_run: 2 },
      { product_code: 'DQY', month: '2026-06', count: 31, median: 7, source: 'openFDA', first_run: 1 },
    ],
  };
  const devices = new Map([
    ['K200001', { k_number: 'K200001', product_code: 'DQA', applicant: 'Acme Medical Inc', decision_date: '2020-03-01', lineage: new Set(['K200001', 'K150001']) }],
  ]);
  const firmCodes = new Map([['rival', ['DQY', 'DQA']]]);
  const match = createEventMatcher(records, devices, firmCodes);
  const keys = (watched: ItemToMatch) => match([watched]).map((event) => `${event.kind} ${event.record_key}`);

  it('gives a product code its new clearances, recalls (with their class) and spikes', () => {
    expect(keys(item('product_code', 'DQA'))).toEqual(['clearance K260001', 'recall Z-0001-2026', 'mdr_spike DQA:2026-07']);
    expect(match([item('product_code', 'DQA')])[1]!.details).toMatchObject({ recall_class: 'Class II' });
  });

  it("gives a K-number the clearances citing it or its lineage, and its applicant's later recalls of its code", () => {
    const events = match([item('k_number', 'K200001')]);
    expect(events.map((event) => `${event.kind} ${event.record_key}`)).toEqual(['clearance K260001', 'clearance K260002', 'recall Z-0001-2026', 'mdr_spike DQA:2026-07']);
    expect(events[1]!.details).toMatchObject({ cites: 'K150001', applicant: 'Rival Corp' });
  });

  it('gives an applicant its clearances and recalls whatever the legal form of its name, and the spikes of its codes', () => {
    expect(keys(item('applicant', 'rival'))).toEqual(['clearance K260002', 'recall Z-0002-2026', 'mdr_spike DQA:2026-07']);
    expect(keys(item('applicant', 'rival', 0))).toContain('mdr_spike DQY:2026-06');
    expect(keys(item('applicant', 'acme medical'))).toEqual(['clearance K260001', 'recall Z-0001-2026']);
  });

  it('gives nothing first met at or before the baseline run', () => {
    expect(keys(item('applicant', 'rival', 2))).toEqual([]);
    expect(keys(item('product_code', 'DQY', 0))).toContain('clearance K260003');
  });
});
