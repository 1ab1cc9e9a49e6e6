import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { paymentsEnv, standInOptions } from './payments-test-env.ts';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';

export interface PaymentsApps {
  readonly standIn: StripeStandIn;
  /** The app with payments on, against the stand-in. */
  readonly paying: TestApp;
  /** The app without Stripe settings. */
  readonly unconfigured: TestApp;
}

/** For a payments test file: the Stripe stand-in and both apps, started before its tests and stopped after. */
export function usePaymentsApps(): PaymentsApps {
  let started: { standIn: StripeStandIn; paying: TestApp; unconfigured: TestApp } | undefined;
  beforeAll(async () => {
    const standIn = await startStripeStandIn(standInOptions);
    const [paying, unconfigured] = await Promise.all([buildTestApp(paymentsEnv(standIn.origin)), buildTestApp()]);
    started = { standIn, paying, unconfigured };
  }, 60_000);
  afterAll(async () => {
    await Promise.all([started?.paying.close(), started?.unconfigured.close()]);
    await started?.standIn.stop();
  });
  const get = () => {
    if (!started) throw new Error('The payments apps start in beforeAll');
    return started;
  };
  return {
    get standIn() {
      return get().standIn;
    },
    get paying() {
      return get().paying;
    },
    get unconfigured() {
      return get().unconfigured;
    },
  };
}
