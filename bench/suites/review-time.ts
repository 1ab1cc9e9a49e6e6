import { API_BASE_PATHS } from '../../src/api/contracts/api-bases';
import { ReviewTime } from '../../src/api/contracts/review-time';
import { distributionOf } from '../../server/modules/fda/review-time/review-time';
import type { ReviewDays } from '../../server/modules/fda/review-time/review-time.repository';
import { rawReviewDaysByCode } from '../../server/modules/fda/testing/raw-review-days';
import { distribution, roundTo } from '../lib/stats';
import type { BenchSuite, SuiteOutcome } from '../suite';
import { DATA_TARGETS, getOk, LOAD } from './data';
import { loadTest, type LoadResult } from './data-load';
import { withImportedServer } from './imported-server';

/** Issue 27: the share of the held-out year's decisions inside p25-p75 and p10-p90, within 10 points of 50 % and 80 %. */
export const CALIBRATION_TARGETS = { middleHalf: 50, fourFifths: 80, tolerancePoints: 10 } as const;
/** A code is calibrated when the forecast rests on 20+ decisions and its held-out year has this many. */
export const HELD_OUT_MIN_DECISIONS = 5;
const WARM_CODE = 'HWC';

export interface Calibration {
  codes: number;
  decisions: number;
  /** Shares (%) of all held-out decisions, pooled over the codes. */
  insideP25P75: number;
  insideP10P90: number;
}

/**
 * For each code: forecast from every year held before its last (the forecast's own five newest of them), and
 * count the last year's decisions that fall inside the forecast's ranges. Codes whose forecast is 'few' (under
 * 20 decisions) or whose last year holds under HELD_OUT_MIN_DECISIONS are left out.
 */
export function calibration(reviewsByCode: ReadonlyMap<string, readonly ReviewDays[]>): Calibration {
  let codes = 0;
  let decisions = 0;
  let middle = 0;
  let wide = 0;
  for (const reviews of reviewsByCode.values()) {
    const last = Math.max(...reviews.map((review) => review.year));
    const heldOut = reviews.filter((review) => review.year === last);
    const forecast = distributionOf(reviews.filter((review) => review.year < last));
    if (forecast.few || forecast.percentiles === null || heldOut.length < HELD_OUT_MIN_DECISIONS) continue;
    const { p10, p25, p75, p90 } = forecast.percentiles;
    codes += 1;
    decisions += heldOut.length;
    middle += heldOut.filter(({ days }) => days >= p25 && days <= p75).length;
    wide += heldOut.filter(({ days }) => days >= p10 && days <= p90).length;
  }
  const share = (count: number) => (decisions === 0 ? 0 : roundTo((100 * count) / decisions, 1));
  return { codes, decisions, insideP25P75: share(middle), insideP10P90: share(wide) };
}

interface ReviewTimeMeasurements {
  calibration: Calibration;
  /** One first ask (nothing cached) per calibrated code, one at a time. */
  coldMs: number[];
  warm: LoadResult;
}

const within = (share: number, target: number) => Math.abs(share - target) <= CALIBRATION_TARGETS.tolerancePoints;

export function reviewTimeOutcome({ calibration: c, coldMs, warm }: ReviewTimeMeasurements): SuiteOutcome {
  const cold = distribution(coldMs, 1);
  const middlePass = within(c.insideP25P75, CALIBRATION_TARGETS.middleHalf);
  const widePass = within(c.insideP10P90, CALIBRATION_TARGETS.fourFifths);
  const warmPass = warm.latencyMs.p95 < DATA_TARGETS.latencyMsP95 && warm.errors === 0;
  return {
    results: {
      measuredAt: new Date().toISOString(),
      calibration: {
        ...c,
        heldOutMinDecisions: HELD_OUT_MIN_DECISIONS,
        targets: { insideP25P75: { near: 50, pass: middlePass }, insideP10P90: { near: 80, pass: widePass }, tolerancePoints: CALIBRATION_TARGETS.tolerancePoints },
      },
      firstAskMs: { p50: cold.p50, p95: cold.p95, codes: coldMs.length },
      warm: { code: WARM_CODE, load: LOAD, ...warm, target: { statistic: 'p95', below: DATA_TARGETS.latencyMsP95, pass: warmPass } },
    },
    rows: [
      {
        metric: `calibration: held-out year inside p25-p75 (${c.decisions} decisions of ${c.codes} codes)`,
        value: `${c.insideP25P75} %`,
        target: '50 ± 10 %',
        pass: middlePass,
      },
      { metric: 'calibration: held-out year inside p10-p90', value: `${c.insideP10P90} %`, target: '80 ± 10 %', pass: widePass },
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
  description: "Review-time forecast: its calibration on each code's last held year (from the pmn files), and GET /review-time cold and under load",
  async run(context) {
    const byCode = rawReviewDaysByCode();
    const calibrated = calibration(byCode);
    context.log(`Calibration over ${calibrated.codes} codes: ${calibrated.insideP25P75} % in p25-p75, ${calibrated.insideP10P90} % in p10-p90`);
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
      return reviewTimeOutcome({ calibration: calibrated, coldMs, warm });
    });
  },
};
