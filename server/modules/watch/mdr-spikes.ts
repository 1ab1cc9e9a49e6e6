import { SPIKE_FACTOR, SPIKE_WINDOW } from '../../../src/api/contracts/watch.ts';

export interface MonthCount {
  /** YYYY-MM */
  month: string;
  count: number;
}

export interface MdrSpike extends MonthCount {
  /** The median of the SPIKE_WINDOW months before it. */
  median: number;
}

/** The month after `month` (YYYY-MM). */
function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The months of a series (a month missing between the first and the last counts 0) whose reports are above
 * SPIKE_FACTOR times the median of the SPIKE_WINDOW months before it. A month needs that many months before it
 * in the series, and a median above 0: three times nothing is no baseline (a code with a report a year would
 * "spike" at every report, and so would a month after a gap in the files held).
 */
export function mdrSpikes(counts: readonly MonthCount[]): MdrSpike[] {
  if (counts.length === 0) return [];
  const byMonth = new Map(counts.map(({ month, count }) => [month, count]));
  const months = [...byMonth.keys()].sort();
  const series: MonthCount[] = [];
  for (let month = months[0]!; month <= months[months.length - 1]!; month = nextMonth(month)) series.push({ month, count: byMonth.get(month) ?? 0 });
  const spikes: MdrSpike[] = [];
  for (let i = SPIKE_WINDOW; i < series.length; i++) {
    const before = median(series.slice(i - SPIKE_WINDOW, i).map(({ count }) => count));
    if (before > 0 && series[i]!.count > SPIKE_FACTOR * before) spikes.push({ ...series[i]!, median: before });
  }
  return spikes;
}

/** Daily counts (openFDA's `date_received` buckets, YYYYMMDD) summed by month. */
export function monthlyFromDaily(buckets: readonly { key: string; count: number }[]): MonthCount[] {
  const byMonth = new Map<string, number>();
  for (const { key, count } of buckets) {
    if (!/^\d{8}$/.test(key)) continue;
    const month = `${key.slice(0, 4)}-${key.slice(4, 6)}`;
    byMonth.set(month, (byMonth.get(month) ?? 0) + count);
  }
  return [...byMonth].map(([month, count]) => ({ month, count }));
}
