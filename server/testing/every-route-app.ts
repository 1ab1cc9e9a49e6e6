import { afterAll, beforeAll } from 'vitest';
import { paymentsEnv, standInOptions } from '../modules/payments/testing/payments-test-env.ts';
import { startStripeStandIn, type StripeStandIn } from '../modules/payments/testing/stripe-stand-in.ts';
import { bearer, type EmulatorUser } from './emulator-user.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

export interface EveryRouteApp {
  testApp: TestApp;
  headers: Record<string, string>;
}

/**
 * For a test over every route: the app with payments on (against the Stripe stand-in), so that their routes
 * check what they are sent, and the rate limit lifted; and the bearer headers of the user `signIn` makes.
 */
export function useEveryRouteApp(signIn: () => Promise<EmulatorUser>): EveryRouteApp {
  const running = {} as EveryRouteApp;
  let standIn: StripeStandIn | undefined;
  beforeAll(async () => {
    standIn = await startStripeStandIn(standInOptions);
    running.testApp = await buildTestApp({ ...paymentsEnv(standIn.origin), RATE_LIMIT_PER_MINUTE: String(Number.MAX_SAFE_INTEGER) });
    running.headers = bearer(await signIn());
  }, 60_000);
  afterAll(async () => {
    await running.testApp?.close();
    await standIn?.stop();
  });
  return running;
}
