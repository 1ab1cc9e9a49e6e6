import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../src/api/contracts/account.ts';
import { ErrorBody } from '../src/api/contracts/error-body.ts';
import { CHECKOUT_SESSIONS_PER_MINUTE } from '../src/api/contracts/payments.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { databaseSourceFromConfig, openDatabase } from './db/open-database.ts';
import type { Database } from './db/schema.ts';
import { paymentsEnv, standInOptions } from './modules/payments/testing/payments-test-env.ts';
import { startStripeStandIn, type StripeStandIn } from './modules/payments/testing/stripe-stand-in.ts';
import { bearer, createEmulatorAdmin, createEmulatorUser, type EmulatorUser } from './testing/emulator-user.ts';
import { testDatabaseKinds, type TestDatabase } from './testing/test-databases.ts';

/** Room for the Checkout test's calls under the API limit, so that the Checkout limit is the one they meet. */
const API_LIMIT = CHECKOUT_SESSIONS_PER_MINUTE + 2;
const TERMS_STATUS = '/api/rest/v1/administrative/terms/status';
const PROFILE = '/api/rest/v1/administrative/profile';
const USER_STATUS = '/api/rest/v1/administrative/user-status';
const CHECKOUT = '/api/rest/v1/payments/create-checkout-session';

/** One server process as far as the database can tell: its own app and its own connection pool, on loopback. */
interface Instance {
  app: FastifyInstance;
  db: Kysely<Database>;
  origin: string;
}

async function startInstance(databaseUrl: string, stripeOrigin: string): Promise<Instance> {
  const config = loadConfig({
    ...process.env,
    ...paymentsEnv(stripeOrigin),
    DATABASE_URL: databaseUrl,
    STATIC_DIR: 'server/testing/no-spa-here',
    RATE_LIMIT_PER_MINUTE: String(API_LIMIT),
  });
  const db = openDatabase(databaseSourceFromConfig(config));
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, db, origin: `http://127.0.0.1:${port}` };
}

function call(instance: Instance, user: EmulatorUser, path: string, body?: object): Promise<Response> {
  return fetch(`${instance.origin}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...bearer(user), origin: instance.origin, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

async function expectRateLimited(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(ErrorBody.assert(await response.json())).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

const postgres = testDatabaseKinds.find((kind) => kind.name === 'PostgreSQL');

describe.runIf(postgres)('two server instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let standIn: StripeStandIn;
  let instances: Instance[] = [];

  beforeAll(async () => {
    [database, standIn] = await Promise.all([postgres!.open(), startStripeStandIn(standInOptions)]);
    instances = await Promise.all([0, 1].map(() => startInstance(database.databaseUrl!, standIn.origin)));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(instances.map(async ({ app, db }) => {
      await app.close();
      await db.destroy();
    }));
    await standIn?.stop();
    await database?.dispose();
  });

  it('count the API limit together: past it either answers 429 with Retry-After, until the window ends', async () => {
    const alice = await createEmulatorUser();
    for (let n = 0; n < API_LIMIT; n += 1) expect((await call(instances[n % 2]!, alice, TERMS_STATUS)).status).toBe(200);
    for (const instance of instances) await expectRateLimited(await call(instance, alice, TERMS_STATUS));

    // The minute passes (for the counter both read).
    await database.db.updateTable('rate_limit_counters').set({ resets_at: new Date() }).where('key', '=', `user:${alice.uid}`).execute();
    expect((await call(instances[1]!, alice, TERMS_STATUS)).status).toBe(200);
    expect((await call(instances[0]!, alice, TERMS_STATUS)).status).toBe(200);
    const counter = await database.db.selectFrom('rate_limit_counters').select('hits').where('key', '=', `user:${alice.uid}`).executeTakeFirstOrThrow();
    expect(counter.hits).toBe(2);
  });

  it(`count the Checkout limit together: ${CHECKOUT_SESSIONS_PER_MINUTE} sessions a minute over both, then 429 on either`, async () => {
    const bob = await createEmulatorUser();
    for (let n = 0; n < CHECKOUT_SESSIONS_PER_MINUTE; n += 1) {
      const response = await call(instances[n % 2]!, bob, CHECKOUT, { plan: 'pro' });
      expect(response.status, await response.clone().text()).toBe(200);
    }
    for (const instance of instances) await expectRateLimited(await call(instance, bob, CHECKOUT, { plan: 'pro' }));
  });

  it('refuse a user suspended through the other at once, and let them back in at once', async () => {
    const [admin, carol] = await Promise.all([createEmulatorAdmin(), createEmulatorUser()]);
    const [first, second] = instances as [Instance, Instance];
    expect((await call(second, carol, PROFILE)).status).toBe(200);

    expect((await call(first, admin, USER_STATUS, { email: carol.email, state: 'suspended' })).status).toBe(200);
    for (const instance of [second, first]) {
      const refused = await call(instance, carol, PROFILE);
      expect(refused.status).toBe(403);
      expect(ErrorBody.assert(await refused.json())).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: ACCOUNT_MESSAGES.suspended });
    }

    expect((await call(first, admin, USER_STATUS, { email: carol.email, state: 'active' })).status).toBe(200);
    expect((await call(second, carol, PROFILE)).status).toBe(200);
  });
});
