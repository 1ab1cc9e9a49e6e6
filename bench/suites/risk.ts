import { ensureAuthEmulator } from '../../scripts/auth-emulator';
import { API_BASE_PATHS } from '../../src/api/contracts/api-bases';
import { RISK_FIRST_YEAR } from '../../src/api/contracts/data';
import { riskDateQuery } from '../../src/api/data';
import { bearer, createEmulatorUser } from '../../server/testing/emulator-user';
import { mdrReportIdsByYear } from '../../server/modules/fda/testing/raw-fda-facts';
import { distribution, roundTo, type Distribution } from '../lib/stats';
import type { BenchSuite, SuiteOutcome } from '../suite';

/** DESIGN.md section 6, 2 cores, warm server: the dashboard of a code with 20,000+ reports, and a change of years. */
export const RISK_TARGETS = { dashboardMsP50: 500, yearChangeMsP50: 200, reports: 20_000 } as const;

const PRODUCT_CODE = 'NAY';
const DASHBOARD_RUNS = 20;
const YEAR_CHANGES = 30;
const AGGREGATES = ['total-recalls', 'total-mdrs', 'top-device-problems', 'top-patient-problems'] as const;

export interface Years {
  startYear: number;
  endYear: number;
}

/**
 * Year ranges no one has asked for yet (so the server's cache cannot answer them), spread over the slider: each
 * is a start and an end year within RISK_FIRST_YEAR..currentYear, none the default range.
 */
export function freshRanges(count: number, currentYear: number): Years[] {
  const ranges: Years[] = [];
  for (let span = currentYear - RISK_FIRST_YEAR - 1; span >= 0 && ranges.length < count; span -= 1) {
    for (let startYear = RISK_FIRST_YEAR; startYear + span <= currentYear && ranges.length < count; startYear += 3) {
      ranges.push({ startYear, endYear: startYear + span });
    }
  }
  return ranges;
}

export interface RiskMeasurements {
  reports: number;
  /** The dashboard's first ask, before the server's cache holds any of its answers. */
  firstMs: number;
  dashboardMs: readonly number[];
  yearChangeMs: readonly number[];
}

export function riskOutcome({ reports, firstMs, dashboardMs, yearChangeMs }: RiskMeasurements): SuiteOutcome {
  const dashboard: Distribution = distribution(dashboardMs, 1);
  const yearChange: Distribution = distribution(yearChangeMs, 1);
  const dashboardPass = dashboard.p50 < RISK_TARGETS.dashboardMsP50;
  const yearPass = yearChange.p50 < RISK_TARGETS.yearChangeMsP50;
  return {
    results: {
      measuredAt: new Date().toISOString(),
      productCode: PRODUCT_CODE,
      reports,
      firstDashboardMs: roundTo(firstMs, 1),
      dashboardMs: { ...dashboard, target: { statistic: 'p50', below: RISK_TARGETS.dashboardMsP50, pass: dashboardPass } },
      yearChangeMs: { ...yearChange, target: { statistic: 'p50', below: RISK_TARGETS.yearChangeMsP50, pass: yearPass } },
    },
    rows: [
      {
        metric: `risk dashboard of ${PRODUCT_CODE} (${reports} reports): snapshot + 4 aggregates, all years (HTTP, warm): p50`,
        value: `${dashboard.p50} ms`,
        target: `< ${RISK_TARGETS.dashboardMsP50} ms`,
        pass: dashboardPass,
      },
      { metric: 'risk dashboard: p95', value: `${dashboard.p95} ms`, target: '', pass: null },
      { metric: 'risk dashboard: first ask, nothing cached', value: `${roundTo(firstMs, 1)} ms`, target: '', pass: null },
      {
        metric: 'risk year change: 4 aggregates for a range never asked before: p50',
        value: `${yearChange.p50} ms`,
        target: `< ${RISK_TARGETS.yearChangeMsP50} ms`,
        pass: yearPass,
      },
      { metric: 'risk year change: p95', value: `${yearChange.p95} ms`, target: '', pass: null },
    ],
  };
}

export const riskSuite: BenchSuite = {
  name: 'risk',
  description: `Risk dashboard of ${PRODUCT_CODE} on a warm server: the calls the dashboard makes on arrival, then for each change of years`,
  async run(context) {
    const reports = [...mdrReportIdsByYear(PRODUCT_CODE).values()].reduce((sum, ids) => sum + ids.size, 0);
    if (reports < RISK_TARGETS.reports) throw new Error(`${PRODUCT_CODE} has ${reports} reports in the files, not ${RISK_TARGETS.reports}+`);
    const stack = await context.stack();
    const emulator = await ensureAuthEmulator();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    const headers = bearer(await createEmulatorUser());
    const get = async (route: string, query: Record<string, string>) => {
      const url = `${stack.url}${API_BASE_PATHS.data}${route}?${new URLSearchParams({ product_code: PRODUCT_CODE.toLowerCase(), ...query })}`;
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    };
    const timed = async (calls: () => Promise<unknown>) => {
      const started = performance.now();
      await calls();
      return performance.now() - started;
    };
    // What the dashboard asks on arrival, at once: the risk card's snapshot and the four cards.
    const dashboard = () => Promise.all([get('/risk/snapshot', {}), ...AGGREGATES.map((name) => get(`/risk/${name}`, {}))]);

    context.log(`Timing the ${PRODUCT_CODE} dashboard ${DASHBOARD_RUNS} times after a warm-up`);
    // The first ask of the server's life for this code: nothing cached yet.
    const firstMs = await timed(dashboard);
    const dashboardMs: number[] = [];
    for (let run = 0; run < DASHBOARD_RUNS; run += 1) dashboardMs.push(await timed(dashboard));

    const currentYear = new Date().getFullYear();
    context.log(`Timing ${YEAR_CHANGES} changes of years, each a range not asked before`);
    const yearChangeMs: number[] = [];
    for (const years of freshRanges(YEAR_CHANGES, currentYear)) {
      const query = riskDateQuery(years, currentYear);
      yearChangeMs.push(await timed(() => Promise.all(AGGREGATES.map((name) => get(`/risk/${name}`, query)))));
    }
    return riskOutcome({ reports, firstMs, dashboardMs, yearChangeMs });
  },
};
