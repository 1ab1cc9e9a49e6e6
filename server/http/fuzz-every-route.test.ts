import { describe, expect, it } from 'vitest';
import { createEmulatorUser } from '../testing/emulator-user.ts';
import { useEveryRouteApp } from '../testing/every-route-app.ts';
import { fuzzEveryRoute } from '../testing/route-fuzz.ts';

/**
 * Random cases per route, after the fixed ones that bring every class of bad input to every route. The
 * issue of record's 1,000 per route run in `npm run bench fuzz` (bench/suites/fuzz.ts); FUZZ_RUNS changes it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

// The rate limit lifted, or it would answer 429 to all but the first few hundred cases.
const running = useEveryRouteApp(createEmulatorUser);

describe('every route under fuzzed input', () => {
  it('answers every case below 500, and every 400 names the field at fault', { timeout: 1_200_000 }, async () => {
    const outcome = await fuzzEveryRoute(running.testApp.app, running.headers, RUNS);
    expect(outcome.routes).toBeGreaterThan(50);
    expect(outcome.failures).toEqual([]);
  });
});
