import { ensureAuthEmulator, FIREBASE_PROJECT_ID } from '../../scripts/auth-emulator';
import { paymentsEnv, standInOptions } from '../../server/modules/payments/testing/payments-test-env';
import { startStripeStandIn } from '../../server/modules/payments/testing/stripe-stand-in';
import { bearer, createEmulatorUser } from '../../server/testing/emulator-user';
import { fuzzEveryRoute, type RouteFuzzOutcome } from '../../server/testing/route-fuzz';
import { buildTestApp } from '../../server/testing/test-app';
import { roundTo } from '../lib/stats';
import type { BenchSuite, SuiteOutcome } from '../suite';

/** Random cases per route that the issue of record asks; the unit test (server/http/fuzz-every-route.test.ts) runs 100. */
export const FUZZ_RUNS_PER_ROUTE = 1000;

export function fuzzOutcome({ routes, cases, failures }: RouteFuzzOutcome, seconds: number): SuiteOutcome {
  return {
    results: { measuredAt: new Date().toISOString(), runsPerRoute: FUZZ_RUNS_PER_ROUTE, routes, cases, seconds: roundTo(seconds, 1), failures },
    rows: [
      { metric: `routes fuzzed (${FUZZ_RUNS_PER_ROUTE} random cases each, after the fixed ones)`, value: `${routes} routes, ${cases} cases in ${roundTo(seconds, 1)} s`, target: '', pass: null },
      { metric: 'routes answering a case with 500+, or 400 without the field at fault', value: String(failures.length), target: '0', pass: failures.length === 0 },
    ],
  };
}

export const fuzzSuite: BenchSuite = {
  name: 'fuzz',
  description: `Every route of the app in-process under ${FUZZ_RUNS_PER_ROUTE} fuzzed requests each, payments on against the Stripe stand-in`,
  async run(context) {
    const emulator = await ensureAuthEmulator();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    process.env.FIREBASE_PROJECT_ID ??= FIREBASE_PROJECT_ID;
    const standIn = await startStripeStandIn(standInOptions);
    try {
      const testApp = await buildTestApp({ ...paymentsEnv(standIn.origin), RATE_LIMIT_PER_MINUTE: String(Number.MAX_SAFE_INTEGER) });
      try {
        const headers = bearer(await createEmulatorUser());
        context.log(`Fuzzing every route with ${FUZZ_RUNS_PER_ROUTE} random cases each`);
        const started = performance.now();
        const outcome = await fuzzEveryRoute(testApp.app, headers, FUZZ_RUNS_PER_ROUTE);
        return fuzzOutcome(outcome, (performance.now() - started) / 1000);
      } finally {
        await testApp.close();
      }
    } finally {
      await standIn.stop();
      await emulator.stop();
    }
  },
};
