import type { PaidPlanId } from '../../../src/api/contracts/payments.ts';
import type { Config } from '../../config.ts';

/** What the server needs to sell plans through Stripe. */
export interface PaymentsSettings {
  secretKey: string;
  /** Given to the browser for Stripe.js. */
  publishableKey: string;
  webhookSecret: string;
  priceIds: Readonly<Record<PaidPlanId, string>>;
  /** The Stripe API's origin: Stripe's own, or a stand-in in tests. */
  apiBase: URL;
}

/** The payments settings of the configuration; null when payments are off (loadConfig allows all or none). */
export function paymentsSettingsFrom(config: Config): PaymentsSettings | null {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_TEAM } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_PRO || !STRIPE_PRICE_TEAM) return null;
  return {
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    priceIds: { pro: STRIPE_PRICE_PRO, team: STRIPE_PRICE_TEAM },
    apiBase: new URL(config.STRIPE_API_BASE),
  };
}
