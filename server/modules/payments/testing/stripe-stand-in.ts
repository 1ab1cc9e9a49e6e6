import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback, type LoopbackServer } from '../../../testing/loopback-server.ts';
import {
  checkoutSessionObject,
  customerDetails,
  errorBody,
  priceObject,
  randomId,
  type CheckoutSessionObject,
  type StandInPrice,
} from './stripe-objects.ts';

/** One call the stand-in received: the form fields of a POST, flat (`line_items[0][price]`). */
export interface StandInRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
}

export interface StripeStandInOptions {
  /** The secret key callers must send as `Authorization: Bearer`. */
  secretKey: string;
  prices: readonly StandInPrice[];
}

/** A failure the next call gets instead of its answer. */
interface InjectedFailure {
  status: number;
  body: object;
}

const UI_MODES = ['hosted_page', 'embedded_page', 'elements', 'form'];

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** The fields of `form` under `prefix[...]`, e.g. metadata[uid] -> {uid}. */
function nested(form: Record<string, string>, prefix: string): Record<string, string> {
  const entries = Object.entries(form)
    .map(([key, value]) => [/^([^[]+)\[([^\]]+)\]$/.exec(key), value] as const)
    .filter(([match]) => match?.[1] === prefix)
    .map(([match, value]) => [match![2]!, value]);
  return Object.fromEntries(entries);
}

function send(response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': randomId('req'),
    'stripe-version': '2026-10-28.endive',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

/**
 * A stand-in for the Stripe API on loopback, speaking the paths Stripe's Node SDK calls for Checkout:
 * POST /v1/checkout/sessions (form-encoded, as the SDK sends it), GET /v1/checkout/sessions/{id} and
 * GET /v1/prices/{id}, with Stripe's answer and error shapes. What the buyer does in Embedded Checkout is
 * played by `pay`, `decline`, `payLater` and `expire`.
 */
export async function startStripeStandIn({ secretKey, prices }: StripeStandInOptions) {
  const sessions = new Map<string, CheckoutSessionObject>();
  const requests: StandInRequest[] = [];
  const failures: InjectedFailure[] = [];

  function createSession(form: Record<string, string>, response: ServerResponse) {
    if (form.mode !== 'subscription' && form.mode !== 'payment') {
      return send(response, 400, errorBody('invalid_request_error', 'Missing required param: mode.', { code: 'parameter_missing', param: 'mode' }));
    }
    if (form.ui_mode && !UI_MODES.includes(form.ui_mode)) {
      const message = `Invalid ui_mode: must be one of ${UI_MODES.join(', ')}`;
      return send(response, 400, errorBody('invalid_request_error', message, { code: 'parameter_invalid_string', param: 'ui_mode' }));
    }
    if (form.ui_mode === 'embedded_page' && !form.return_url) {
      const message = 'You must specify `return_url` when `ui_mode` is `embedded_page`.';
      return send(response, 400, errorBody('invalid_request_error', message, { code: 'parameter_missing', param: 'return_url' }));
    }
    const priceId = form['line_items[0][price]'];
    const price = prices.find((candidate) => candidate.id === priceId);
    if (!price) {
      const message = `No such price: '${priceId ?? ''}'`;
      return send(response, 400, errorBody('invalid_request_error', message, { code: 'resource_missing', param: 'line_items[0][price]' }));
    }
    const session = checkoutSessionObject({
      price,
      return_url: form.return_url ?? '',
      client_reference_id: form.client_reference_id ?? null,
      customer: form.customer ?? null,
      customer_email: form.customer_email ?? null,
      metadata: nested(form, 'metadata'),
    });
    sessions.set(session.id, session);
    return send(response, 200, session);
  }

  function notFound(response: ServerResponse, kind: string, id: string, param: string) {
    send(response, 404, errorBody('invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param }));
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '').split('?')[0]!;
    const form = request.method === 'POST' ? await readForm(request) : {};
    requests.push({ method: request.method ?? '', path, form, headers: request.headers });

    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      const message = `Invalid API Key provided: ${String(request.headers.authorization).slice(7, 15)}********`;
      return send(response, 401, errorBody('invalid_request_error', message));
    }
    const failure = failures.shift();
    // Stripe-Should-Retry: false keeps the SDK from retrying, so each injected failure is seen once.
    if (failure) return send(response, failure.status, failure.body, { 'stripe-should-retry': 'false' });

    const sessionId = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)?.[1];
    const priceId = /^\/v1\/prices\/([^/]+)$/.exec(path)?.[1];
    if (request.method === 'POST' && path === '/v1/checkout/sessions') return createSession(form, response);
    if (request.method === 'GET' && sessionId) {
      const session = sessions.get(decodeURIComponent(sessionId));
      return session ? send(response, 200, session) : notFound(response, 'checkout.session', sessionId, 'session');
    }
    if (request.method === 'GET' && priceId) {
      const price = prices.find((candidate) => candidate.id === decodeURIComponent(priceId));
      return price ? send(response, 200, priceObject(price)) : notFound(response, 'price', priceId, 'price');
    }
    return send(response, 404, errorBody('invalid_request_error', `Unrecognized request URL (${request.method}: ${path}).`));
  }

  const server: LoopbackServer = await listenOnLoopback(
    createServer((request, response) => {
      answer(request, response).catch((error: unknown) => send(response, 500, errorBody('api_error', String(error))));
    }),
  );

  const session = (id: string): CheckoutSessionObject => {
    const found = sessions.get(id);
    if (!found) throw new Error(`The stand-in has no Checkout Session ${id}`);
    return found;
  };

  /** The buyer completes the form: a customer and a subscription are made, with these payment terms. */
  function complete(id: string, email: string, paymentStatus: 'paid' | 'unpaid') {
    const completed = session(id);
    Object.assign(completed, {
      status: 'complete',
      payment_status: paymentStatus,
      customer: completed.customer ?? randomId('cus'),
      customer_details: customerDetails(email),
      subscription: randomId('sub'),
      invoice: randomId('in'),
    });
    return completed;
  }

  return {
    /** The API origin to configure as STRIPE_API_BASE. */
    origin: `http://127.0.0.1:${server.port}`,
    requests,
    session,
    /** The buyer pays with a card that goes through (4242 4242 4242 4242). */
    pay: (id: string, email: string) => complete(id, email, 'paid'),
    /**
     * The buyer's card is declined (4000 0000 0000 0002): Embedded Checkout shows the decline and the
     * session stays open and unpaid, waiting for another card.
     */
    decline: (id: string) => session(id),
    /** The buyer pays by bank debit: the session completes, but the payment is still unpaid. */
    payLater: (id: string, email: string) => complete(id, email, 'unpaid'),
    /** A later payment (payLater) went through: checkout.session.async_payment_succeeded. */
    settle: (id: string) => Object.assign(session(id), { payment_status: 'paid' as const }),
    expire: (id: string) => Object.assign(session(id), { status: 'expired' as const }),
    /** The next call answers `status` with this Stripe error body. */
    failNext: (status: number, body: object) => void failures.push({ status, body }),
    stop: () => server.stop(),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
