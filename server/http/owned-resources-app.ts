import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { paymentsEnv, standInOptions } from '../modules/payments/testing/payments-test-env.ts';
import { startStripeStandIn, type StripeStandIn } from '../modules/payments/testing/stripe-stand-in.ts';
import { bearer, type EmulatorUser } from '../testing/emulator-user.ts';
import type { TestDatabaseKind } from '../testing/test-databases.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An answer as it came over the wire. */
export interface Answer {
  status: number;
  /** The body's text, decoded as UTF-8. */
  text: string;
  bytes: Buffer;
  /** What the caller sent: method, path and JSON body. */
  sent: string;
}

/** A signed-in user of the app, calling it over real HTTP. */
export interface Caller {
  readonly user: EmulatorUser;
  /** The Stripe stand-in the app's payments talk to, where a test plays the buyer. */
  readonly stripe: StripeStandIn;
  readonly origin: string;
  /** `path` from the origin (`/api/rest/v1/...`); an object is sent as JSON, a FormData as multipart. */
  send(method: Method, path: string, body?: object | FormData): Promise<Answer>;
  /** The JSON of the answer, which must have `status`. */
  json(method: Method, path: string, body?: object | FormData, status?: number): Promise<unknown>;
}

function callerOf(origin: string, user: EmulatorUser, stripe: StripeStandIn): Caller {
  const send = async (method: Method, path: string, body?: object | FormData): Promise<Answer> => {
    const json = body !== undefined && !(body instanceof FormData);
    const response = await fetch(`${origin}${path}`, {
      method,
      // An origin as the browser sends it (checkout's return address is made from it).
      headers: { ...bearer(user), origin, ...(json && { 'content-type': 'application/json' }) },
      body: json ? JSON.stringify(body) : body,
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const sent = `${method} ${path} ${json ? JSON.stringify(body) : ''}`;
    return { status: response.status, text: bytes.toString('utf-8'), bytes, sent };
  };
  return {
    user,
    stripe,
    origin,
    send,
    async json(method, path, body, status = 200) {
      const answer = await send(method, path, body);
      if (answer.status !== status) throw new Error(`${method} ${path}: ${answer.status} (expected ${status}) ${answer.text.slice(0, 300)}`);
      return JSON.parse(answer.text) as unknown;
    },
  };
}

/** The whole app listening on loopback, with payments on (against the Stripe stand-in) and uploads in a temporary folder. */
export interface OwnedResourcesApp {
  testApp: TestApp;
  callerFor(user: EmulatorUser): Caller;
  close(): Promise<void>;
}

export async function startOwnedResourcesApp(database: TestDatabaseKind): Promise<OwnedResourcesApp> {
  const [stripe, dataDir] = await Promise.all([startStripeStandIn(standInOptions), mkdtemp(path.join(os.tmpdir(), 'clearway-owned-'))]);
  // The rate limit lifted: these tests make a few hundred calls from one address in seconds.
  const env = { ...paymentsEnv(stripe.origin), DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: String(Number.MAX_SAFE_INTEGER) };
  const testApp = await buildTestApp(env, database);
  const origin = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    testApp,
    callerFor: (user) => callerOf(origin, user, stripe),
    async close() {
      await testApp.close();
      await stripe.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
