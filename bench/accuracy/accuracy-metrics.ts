import { distribution, roundTo, type Distribution } from '../lib/stats';

/** One classification of a held-out case: the codes the engine proposed, best first, and what is right. */
export interface ClassifiedCase {
  k_number: string;
  /** The code of the 510(k) record (or the first FDA's letter names). */
  truth: string;
  /** Every code FDA gave the device. */
  truths: readonly string[];
  proposed: readonly string[];
  topConfidence: number | null;
  /** The engine's reasoning for each proposal, in the same order. */
  reasons: readonly string[];
  ms: number;
}

/** One row of the reliability table: first proposals whose confidence fell in [from, to). */
export interface ReliabilityRow {
  from: number;
  to: number;
  cases: number;
  /** Share (%) of them that were right, and their mean confidence: equal when the confidence is calibrated. */
  right: number | null;
  meanConfidence: number | null;
}

export interface SetAccuracy {
  cases: number;
  /** Share (%) of cases whose true code is among the first k proposals. */
  top1: number;
  top3: number;
  top5: number;
  /** The same, counting any of the codes FDA gave the device (multi-code clearances). */
  anyCodeTop1: number;
  anyCodeTop5: number;
  /** Top-1 accuracy by the confidence band of the first proposal (SPEC labels: High >= 80, Medium >= 60). */
  top1ByConfidence: Record<'high' | 'medium' | 'low', { cases: number; top1: number | null }>;
  reliability: ReliabilityRow[];
  ms: Omit<Distribution, 'samples'>;
}

const RELIABILITY_STEP = 10;

/** First proposals by tenths of their confidence: how many, how many right, and their mean confidence. */
export function reliabilityTable(cases: readonly ClassifiedCase[]): ReliabilityRow[] {
  const rows: ReliabilityRow[] = [];
  for (let from = 0; from < 100; from += RELIABILITY_STEP) {
    const to = from + RELIABILITY_STEP;
    const inRow = cases.filter((item) => item.topConfidence !== null && item.topConfidence >= from && (item.topConfidence < to || to === 100));
    const mean = inRow.reduce((sum, item) => sum + item.topConfidence!, 0) / Math.max(1, inRow.length);
    rows.push({
      from,
      to,
      cases: inRow.length,
      right: inRow.length === 0 ? null : share(inRow.filter((item) => item.proposed[0] === item.truth).length, inRow.length),
      meanConfidence: inRow.length === 0 ? null : roundTo(mean, 1),
    });
  }
  return rows;
}

const share = (hits: number, total: number) => (total === 0 ? 0 : roundTo((100 * hits) / total, 1));

export function setAccuracy(cases: readonly ClassifiedCase[]): SetAccuracy {
  const within = (k: number, any: boolean) =>
    cases.filter((item) => item.proposed.slice(0, k).some((code) => (any ? item.truths.includes(code) : code === item.truth))).length;
  const band = (test: (confidence: number) => boolean) => {
    const inBand = cases.filter((item) => item.topConfidence !== null && test(item.topConfidence));
    const hits = inBand.filter((item) => item.proposed[0] === item.truth).length;
    return { cases: inBand.length, top1: inBand.length === 0 ? null : share(hits, inBand.length) };
  };
  const { p50, p95 } = cases.length > 0 ? distribution(cases.map((item) => item.ms)) : { p50: 0, p95: 0 };
  return {
    cases: cases.length,
    top1: share(within(1, false), cases.length),
    top3: share(within(3, false), cases.length),
    top5: share(within(5, false), cases.length),
    anyCodeTop1: share(within(1, true), cases.length),
    anyCodeTop5: share(within(5, true), cases.length),
    top1ByConfidence: {
      high: band((c) => c >= 80),
      medium: band((c) => c >= 60 && c < 80),
      low: band((c) => c < 60),
    },
    reliability: reliabilityTable(cases),
    ms: { p50, p95 },
  };
}
