import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { paymentsSettingsFrom } from './payments-settings.ts';
import { paymentsEnv, TEST_STRIPE } from './testing/payments-test-env.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const stripeEnv = paymentsEnv('https://api.stripe.com');

describe('the payments settings', () => {
  it('are off without Stripe variables, with the Stripe API at its own origin', () => {
    const config = loadConfig({});
    expect(config.STRIPE_API_BASE).toBe('https://api.stripe.com');
    expect(paymentsSettingsFrom(config)).toBeNull();
  });

  it('are on with the keys, the webhook secret and both prices', () => {
    const settings = paymentsSettingsFrom(loadConfig({ ...stripeEnv, STRIPE_API_BASE: 'http://127.0.0.1:12111/' }));
    expect(settings).toEqual({
      secretKey: TEST_STRIPE.secretKey,
      publishableKey: TEST_STRIPE.publishableKey,
      webhookSecret: TEST_STRIPE.webhookSecret,
      priceIds: { pro: TEST_STRIPE.prices[0].id, team: TEST_STRIPE.prices[1].id },
      apiBase: new URL('http://127.0.0.1:12111'),
    });
  });

  it('stop the server when only some are set, naming the missing ones', () => {
    const { STRIPE_WEBHOOK_SECRET: _secret, STRIPE_PRICE_TEAM: _team, ...partial } = stripeEnv;
    expect(problemsOf(partial)).toEqual([
      'Payments need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_TEAM together ' +
        '(missing: STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_TEAM); set none of them to leave payments off',
    ]);
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'pk_test_123', 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_... or a restricted rk_... key) (was a value not shown)'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_test_123', 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_... or pk_live_...) (was "sk_test_123")'],
    ['STRIPE_WEBHOOK_SECRET', 'secret', 'STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret (whsec_...) (was a value not shown)'],
    ['STRIPE_PRICE_PRO', 'prod_123', 'STRIPE_PRICE_PRO must be a Stripe price id (price_...) (was "prod_123")'],
    ['STRIPE_PRICE_TEAM', 'price 1', 'STRIPE_PRICE_TEAM must be a Stripe price id (price_...) (was "price 1")'],
    ['STRIPE_API_BASE', 'https://api.stripe.com/v1', 'STRIPE_API_BASE must be the http:// or https:// origin of the Stripe API, such as https://api.stripe.com (was "https://api.stripe.com/v1")'],
    ['STRIPE_API_BASE', 'api.stripe.com', 'STRIPE_API_BASE must be the http:// or https:// origin of the Stripe API'],
  ])('refuse a bad %s (%s)', (name, value, expected) => {
    const problems = problemsOf({ ...stripeEnv, [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });
});
