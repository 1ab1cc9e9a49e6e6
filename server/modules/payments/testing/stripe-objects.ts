import { randomBytes } from 'node:crypto';

/**
 * Stripe API objects as Stripe's API reference gives them (API version 2026-10-28.endive), for the stand-in
 * Stripe server of the payments tests. Only the fields a Checkout integration reads change; the rest keep
 * the values Stripe answers for a card-only subscription Checkout Session in test mode.
 */

export const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface StandInPrice {
  id: string;
  unit_amount: number;
  currency: string;
  interval: 'day' | 'week' | 'month' | 'year';
}

/** GET /v1/prices/{id}. */
export function priceObject({ id, unit_amount, currency, interval }: StandInPrice) {
  return {
    id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: 1_767_225_600,
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: `prod_${id.slice('price_'.length)}`,
    recurring: { interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount,
    unit_amount_decimal: String(unit_amount),
  };
}

/** What POST /v1/checkout/sessions was asked for, as the stand-in read it from the form body. */
export interface SessionRequest {
  price: StandInPrice;
  return_url: string;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
}

/** A new Checkout Session in Embedded Checkout, open and unpaid. */
export function checkoutSessionObject({ price, return_url, client_reference_id, customer, customer_email, metadata }: SessionRequest) {
  const id = `cs_test_${randomBytes(24).toString('hex')}`;
  const created = nowSeconds();
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: price.unit_amount,
    amount_total: price.unit_amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: null,
    client_reference_id,
    client_secret: `${id}_secret_${randomBytes(16).toString('hex')}`,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created,
    currency: price.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer,
    customer_creation: customer ? null : 'always',
    customer_details: null as null | Record<string, unknown>,
    customer_email,
    discounts: [],
    expires_at: created + 24 * 3600,
    invoice: null as string | null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    metadata,
    mode: 'subscription',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: 'unpaid' as 'paid' | 'unpaid' | 'no_payment_required',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    redirect_on_completion: 'always',
    return_url,
    saved_payment_method_options: { allow_redisplay_filters: ['always'], payment_method_remove: null, payment_method_save: null },
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open' as 'open' | 'complete' | 'expired',
    submit_type: null,
    subscription: null as string | null,
    success_url: null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'embedded_page',
    url: null,
    wallet_options: null,
  };
}

export type CheckoutSessionObject = ReturnType<typeof checkoutSessionObject>;

/** customer_details once the buyer has filled in the form. */
export function customerDetails(email: string) {
  return {
    address: { city: null, country: 'US', line1: null, line2: null, postal_code: '94103', state: null },
    business_name: null,
    email,
    individual_name: null,
    name: 'Jenny Rosen',
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
}

/** A Stripe error body: `{error: {type, code?, message, param?, doc_url?}}`. */
export function errorBody(type: string, message: string, extra: { code?: string; param?: string; decline_code?: string } = {}) {
  return {
    error: {
      ...(extra.code && { code: extra.code, doc_url: `https://docs.stripe.com/error-codes/${extra.code.replaceAll('_', '-')}` }),
      ...(extra.decline_code && { decline_code: extra.decline_code }),
      message,
      ...(extra.param && { param: extra.param }),
      request_log_url: `https://dashboard.stripe.com/test/logs/${randomId('req')}`,
      type,
    },
  };
}

/** An event as Stripe sends it to a webhook endpoint. */
export function eventObject(type: string, object: object, apiVersion: string) {
  return {
    id: randomId('evt'),
    object: 'event',
    api_version: apiVersion,
    created: nowSeconds(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** A canceled subscription, as customer.subscription.deleted carries it (the fields a handler reads). */
export function deletedSubscriptionObject(id: string, customer: string, metadata: Record<string, string>) {
  const now = nowSeconds();
  return {
    id,
    object: 'subscription',
    cancel_at_period_end: false,
    canceled_at: now,
    cancellation_details: { comment: null, feedback: null, reason: 'cancellation_requested' },
    created: now - 30 * 24 * 3600,
    currency: 'usd',
    customer,
    ended_at: now,
    livemode: false,
    metadata,
    status: 'canceled',
  };
}
