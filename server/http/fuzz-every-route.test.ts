import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsEnv, standInOptions } from '../modules/payments/testing/payments-test-env.ts';
import { startStripeStandIn, type StripeStandIn } from '../modules/payments/testing/stripe-stand-in.ts';
import { bearer, createEmulatorUser } from '../testing/emulator-user.ts';
import { fuzzEveryRoute } from '../testing/route-fuzz.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Random cases per route, after the fixed ones that bring every class of bad input to every route. The
 * issue of record's 1,000 per route run in `npm run bench fuzz` (bench/suites/fuzz.ts); FUZZ_RUNS changes it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

let standIn: StripeStandIn;
let testApp: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  // Payments on (against the Stripe stand-in), so that its routes check what they are sent; the rate limit
  // lifted, or it would answer 429 to all but the first few hundred cases.
  standIn = await startStripeStandIn(standInOptions);
  testApp = await buildTestApp({ ...paymentsEnv(standIn.origin), RATE_LIMIT_PER_MINUTE: String(Number.MAX_SAFE_INTEGER) });
  headers = bearer(await createEmulatorUser());
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await standIn?.stop();
});

describe('every route under fuzzed input', () => {
  it('answers every case below 500, and every 400 names the field at fault', { timeout: 1_200_000 }, async () => {
    const outcome = await fuzzEveryRoute(testApp.app, headers, RUNS);
    expect(outcome.routes).toBeGreaterThan(50);
    expect(outcome.failures).toEqual([]);
  });
});
