import { API_BASE_PATHS } from '../../src/api/contracts/api-bases';
import { ReviewTime } from '../../src/api/contracts/review-time';
import { distributionOf } from '../../server/modules/fda/review-time/review-time';
import type { ReviewDays } from '../../server/modules/fda/review-time/review-time.repository';
import { rawReviewDaysByCode } from '../../server/modules/fda/testing/raw-review-days';
import { distribution, roundTo } from '../lib/stats';
import type { BenchSuite, SuiteOutcome, TableRow } from '../suite';
import { DATA_TARGETS, getOk, LOAD } from './data';
import { loadTest, type LoadResult } from './data-load';
import { withImportedServer } from './imported-server';

/** Issue 27: the share of the held-out year's decisions inside p25-p75 and p10-p90, within 10 points of 50 % and 80 %. */
export const CALIBRATION_TARGETS = { middleHalf: 50, fourFifths: 80, tolerancePoints: 10 } as const;
/** A code is calibrated when the forecast rests on 20+ decisions and its held-out year has this many. */
export const HELD_OUT_MIN_DECISIONS = 5;
/** The held-out years measured: each code's newest one (0) and the one before it (1), so no one year is fitted. */
export const HELD_OUT_RANKS = [0, 1] as const;
const WARM_CODE = 'HWC';

export interface Calibration {
  /** 0: each code's newest held-out year; 1: the one before. */
  heldOutRank: number;
  codes: number;
  decisions: number;
  /** The held-out calendar years and how many codes each was held out for. */
  heldOutYears: Record<string, number>;
  /** Shares (%) of all held-out decisions, pooled over the codes. */
  insideP25P75: number;
  insideP10P90: number;
}

/**
 * The years a code's decisions can be held out in: those right after a year the code also holds, so the
 * forecast's window ends the year before (a 2026 after 2020 and 1990 would test a 36-year leap, not a forecast).
 * Years are decision years, as the forecast's: the pmn files are cut by decision date, so a decision year holds
 * every decision of it, while a receipt year would lack its long reviews decided the year after.
 */
function heldOutYearsOf(reviews: readonly ReviewDays[]): number[] {
  const years = new Set(reviews.map((review) => review.year));
  return [...years].filter((year) => years.has(year - 1)).sort((a, b) => b - a);
}

/**
 * For each code: forecast from every year held before its held-out year of the given rank (the forecast's own
 * five newest of them), and count that year's decisions that fall inside the forecast's ranges. Codes whose
 * forecast is 'few' (under 20 decisions) or whose held-out year holds under HELD_OUT_MIN_DECISIONS are left out.
 */
export function calibration(reviewsByCode: ReadonlyMap<string, readonly ReviewDays[]>, heldOutRank: number): Calibration {
  let codes = 0;
  let decisions = 0;
  let middle = 0;
  let wide = 0;
  const heldOutYears: Record<string, number> = {};
  for (const reviews of reviewsByCode.values()) {
    const year = heldOutYearsOf(reviews)[heldOutRank];
    if (year === undefined) continue;
    const heldOut = reviews.filter((review) => review.year === year);
    const forecast = distributionOf(reviews.filter((review) => review.year < year));
    if (forecast.few || forecast.percentiles === null || heldOut.length < HELD_OUT_MIN_DECISIONS) continue;
    const { p10, p25, p75, p90 } = forecast.percentiles;
    codes += 1;
    decisions += heldOut.length;
    heldOutYears[year] = (heldOutYears[year] ?? 0) + 1;
    middle += heldOut.filter(({ days }) => days >= p25 && days <= p75).length;
    wide += heldOut.filter(({ days }) => days >= p10 && days <= p90).length;
  }
  const share = (count: number) => (decisions === 0 ? 0 : roundTo((100 * count) / decisions, 1));
  return { heldOutRank, codes, decisions, heldOutYears, insideP25P75: share(middle), insideP10P90: share(wide) };
}

interface ReviewTimeMeasurements {
  /** One per HELD_OUT_RANKS. */
  calibrations: Calibration[];
  /** One first ask (nothing cached) per calibrated code, one at a time. */
  coldMs: number[];
  warm: LoadResult;
}

const within = (share: number, target: number) => Math.abs(share - target) <= CALIBRATION_TARGETS.tolerancePoints;
const heldOutName = (rank: number) => (rank === 0 ? 'newest held-out year' : 'held-out year before the newest');

function calibrationRows(c: Calibration): TableRow[] {
  const years = Object.keys(c.heldOutYears).join(', ');
  return [
    {
      metric: `calibration, ${heldOutName(c.heldOutRank)} (${years}): inside p25-p75 (${c.decisions} decisions of ${c.codes} codes)`,
      value: `${c.insideP25P75} %`,
      target: '50 ± 10 %',
      pass: within(c.insideP25P75, CALIBRATION_TARGETS.middleHalf),
    },
    {
      metric: `calibration, ${heldOutName(c.heldOutRank)}: inside p10-p90`,
      value: `${c.insideP10P90} %`,
      target: '80 ± 10 %',
      pass: within(c.insideP10P90, CALIBRATION_TARGETS.fourFifths),
    },
  ];
}

export function reviewTimeOutcome({ calibrations, coldMs, warm }: ReviewTimeMeasurements): SuiteOutcome {
  const cold = distribution(coldMs, 1);
  const warmPass = warm.latencyMs.p95 < DATA_TARGETS.latencyMsP95 && warm.errors === 0;
  return {
    results: {
      measuredAt: new Date().toISOString(),
      calibration: {
        heldOutMinDecisions: HELD_OUT_MIN_DECISIONS,
        targets: { insideP25P75: 50, insideP10P90: 80, tolerancePoints: CALIBRATION_TARGETS.tolerancePoints },
        byHeldOutYear: calibrations.map((c) => ({
          ...c,
          pass: { insideP25P75: within(c.insideP25P75, CALIBRATION_TARGETS.middleHalf), insideP10P90: within(c.insideP10P90, CALIBRATION_TARGETS.fourFifths) },
        })),
      },
      firstAskMs: { p50: cold.p50, p95: cold.p95, codes: coldMs.length },
      warm: { code: WARM_CODE, load: LOAD, ...warm, target: { statistic: 'p95', below: DATA_TARGETS.latencyMsP95, pass: warmPass } },
    },
    rows: [
      ...calibrations.flatMap(calibrationRows),
      { metric: `review-time first ask, one code at a time (${coldMs.length} codes): p95`, value: `${cold.p95} ms`, target: '', pass: null },
      {
        metric: `review-time/${WARM_CODE}: p95 (${LOAD.connections} connections, ${warm.requestsPerSecond} req/s)`,
        value: `${warm.latencyMs.p95} ms`,
        target: `< ${DATA_TARGETS.latencyMsP95} ms`,
        pass: warmPass,
      },
    ],
  };
}

export const reviewTimeSuite: BenchSuite = {
  name: 'review-time',
  description: "Review-time forecast: its calibration on each code's two newest held-out years (from the pmn files), and GET /review-time cold and under load",
  async run(context) {
    const byCode = rawReviewDaysByCode();
    const calibrations = HELD_OUT_RANKS.map((rank) => calibration(byCode, rank));
    for (const c of calibrations) {
      context.log(`Calibration, ${heldOutName(c.heldOutRank)}, over ${c.codes} codes: ${c.insideP25P75} % in p25-p75, ${c.insideP10P90} % in p10-p90`);
    }
    return withImportedServer(context, 'review-time', async ({ server, headers }) => {
      const base = `${server.url}${API_BASE_PATHS.data}/review-time?product_code=`;
      const coldMs: number[] = [];
      for (const code of byCode.keys()) {
        const started = performance.now();
        ReviewTime.assert(await getOk(`${base}${code}`, headers));
        coldMs.push(performance.now() - started);
      }
      context.log(`Loading review-time/${WARM_CODE}: ${LOAD.connections} connections for ${LOAD.durationSeconds} s`);
      await loadTest(`${base}${WARM_CODE}`, { connections: LOAD.connections, durationSeconds: LOAD.warmUpSeconds, headers });
      const warm = await loadTest(`${base}${WARM_CODE}`, { connections: LOAD.connections, durationSeconds: LOAD.durationSeconds, headers });
      return reviewTimeOutcome({ calibrations, coldMs, warm });
    });
  },
};
