import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/chromium';
import { acceptTerms, createAccount, FIRST_STEP_PATH, newCredentials, termsDialog } from '../../e2e/journeys';
import { measureFirstRouteJs, type FirstRouteJs } from '../lib/first-route-js';
import { measurePaletteOpenToPaint } from '../lib/palette-paint';
import { distribution } from '../lib/stats';
import type { BenchSuite, SuiteOutcome } from '../suite';

/** DESIGN.md section 6. KB is read as 1000 bytes, the stricter reading. */
export const FRONTEND_TARGETS = {
  firstRouteJsGzipBytes: 250_000,
  paletteOpenToPaintMsP95: 50,
} as const;

export const PALETTE_OPENS = 30;

export interface FrontendMeasurements {
  measuredAt: Date;
  firstRouteJs: FirstRouteJs;
  paletteOpenToPaintMs: readonly number[];
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** The results file and the table rows for a set of measurements, judged against the targets. */
export function frontendOutcome(measured: FrontendMeasurements): SuiteOutcome {
  const palette = distribution(measured.paletteOpenToPaintMs);
  const jsPass = measured.firstRouteJs.gzipBytes < FRONTEND_TARGETS.firstRouteJsGzipBytes;
  const palettePass = palette.p95 < FRONTEND_TARGETS.paletteOpenToPaintMsP95;
  return {
    results: {
      measuredAt: measured.measuredAt.toISOString(),
      firstRouteJsGzipBytes: measured.firstRouteJs.gzipBytes,
      firstRouteJsFiles: measured.firstRouteJs.files,
      paletteOpenToPaintMs: palette,
      targets: {
        firstRouteJsGzipBytes: { below: FRONTEND_TARGETS.firstRouteJsGzipBytes, pass: jsPass },
        paletteOpenToPaintMs: { statistic: 'p95', below: FRONTEND_TARGETS.paletteOpenToPaintMsP95, pass: palettePass },
      },
    },
    rows: [
      {
        metric: `JavaScript on ${FIRST_STEP_PATH}, gzipped (${measured.firstRouteJs.files.length} files)`,
        value: kilobytes(measured.firstRouteJs.gzipBytes),
        target: `< ${kilobytes(FRONTEND_TARGETS.firstRouteJsGzipBytes)}`,
        pass: jsPass,
      },
      { metric: 'Command palette, Ctrl+K to first paint, p50', value: `${palette.p50} ms`, target: '', pass: null },
      {
        metric: `Command palette, Ctrl+K to first paint, p95 (${palette.samples.length} opens)`,
        value: `${palette.p95} ms`,
        target: `< ${FRONTEND_TARGETS.paletteOpenToPaintMsP95} ms`,
        pass: palettePass,
      },
    ],
  };
}

export const frontendSuite: BenchSuite = {
  name: 'frontend',
  description: 'First-route JavaScript size and command palette open time, in Debian chromium',
  async run(context) {
    const stack = await context.stack();
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      const page = await (await browser.newContext({ baseURL: stack.url })).newPage();
      context.log('Signing up a fresh user');
      await createAccount(page, newCredentials());
      await termsDialog(page).waitFor();
      await acceptTerms(page);

      context.log(`Loading ${FIRST_STEP_PATH} with the cache disabled`);
      const firstRouteJs = await measureFirstRouteJs(page, FIRST_STEP_PATH);
      context.log(`Opening the command palette ${PALETTE_OPENS} times`);
      const paletteOpenToPaintMs = await measurePaletteOpenToPaint(page, PALETTE_OPENS);
      return frontendOutcome({ measuredAt: new Date(), firstRouteJs, paletteOpenToPaintMs });
    } finally {
      await browser.close();
    }
  },
};
