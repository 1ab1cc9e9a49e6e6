import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES } from '../../src/api/contracts/error-body.ts';
import { ERROR_CODES } from '../../src/api/contracts/error-codes.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DATABASE_CONNECT_TIMEOUT_MS, openDatabase } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { createEmulatorUser, type EmulatorUser } from '../testing/emulator-user.ts';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases.ts';
import { apiClient, REST, type Answer, type ApiCall } from './api-client.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

const postgres = testDatabaseKinds.find((kind) => kind.name === 'PostgreSQL');
/** Slack for a busy 2-core machine on top of the server's own bounds. */
const SLACK_MS = 1_500;
/** /api/health's own bound on the database's answer (server/app.ts). */
const HEALTH_BOUND_MS = 2_000;

const PROFILE = { device_name: 'Fingertip pulse oximeter', description: 'Measures SpO2 and pulse rate.', intended_use: 'Spot checks.' };
const SCENARIOS = { scenarios: [] };

function expectDatabaseUnavailable(answer: Answer, boundMs: number) {
  expect(answer.status, answer.bytes.toString()).toBe(503);
  expect(answer.body).toMatchObject({ status: 503, code: ERROR_CODES.databaseUnavailable, message: SERVICE_MESSAGES.databaseUnavailable });
  expect(answer.ms).toBeLessThan(boundMs + SLACK_MS);
}

describe.skipIf(!postgres)('PostgreSQL going away and coming back (skipped without DATABASE_URL: PGlite runs inside the server process)', () => {
  let direct: TestDatabase;
  let proxy: TcpProxy;
  let proxied: Kysely<Database>;
  let app: FastifyInstance;
  let user: EmulatorUser;
  let asUser: ApiCall;
  let anonymous: ApiCall;

  beforeAll(async () => {
    [direct, user] = await Promise.all([postgres!.open(), createEmulatorUser()]);
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(direct.db);
    const target = new URL(process.env.DATABASE_URL!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(target);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    proxied = openDatabase({ kind: 'postgres', url: throughProxy.toString(), searchPath: rows[0]!.schema }, () => {});
    const config = loadConfig({ ...process.env, DATABASE_URL: throughProxy.toString(), STATIC_DIR: 'server/testing/no-spa-here' });
    app = await buildApp({ config, db: proxied, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    asUser = apiClient(baseUrl, user);
    anonymous = apiClient(baseUrl);
  });

  afterAll(async () => {
    await app?.close();
    await proxied?.destroy();
    await proxy?.close();
    await direct?.dispose();
  });

  it('answers 503 DATABASE_UNAVAILABLE within a bound while it is away, and serves again without a restart', async () => {
    const saved = await asUser('POST', `${REST}/reg-strategy/device-profile`, PROFILE);
    expect(saved.status).toBe(200);
    expect((await anonymous('GET', '/api/health')).body).toEqual({ status: 'ok', database: 'ok', data: null });

    // Down: every pooled connection is cut and new ones are closed at once.
    proxy.cut('refuse');
    const [list, save, scenarios, health, signedOut] = await Promise.all([
      asUser('GET', `${REST}/reg-strategy/device-profiles`),
      asUser('POST', `${REST}/reg-strategy/device-profile`, PROFILE),
      asUser('POST', `${REST}/reg-strategy/scenarios`, SCENARIOS),
      anonymous('GET', '/api/health'),
      anonymous('GET', `${REST}/reg-strategy/device-profiles`),
    ]);
    for (const answer of [list, save, scenarios]) expectDatabaseUnavailable(answer, 0);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'degraded', database: 'unavailable' });
    // What needs no database still answers as usual.
    expect(signedOut.status).toBe(401);

    // Unreachable: connections are taken and never answered; the pool's connect timeout bounds the wait.
    proxy.cut('silent');
    const [slowList, slowHealth] = await Promise.all([
      asUser('GET', `${REST}/reg-strategy/device-profiles`),
      anonymous('GET', '/api/health'),
    ]);
    expectDatabaseUnavailable(slowList, DATABASE_CONNECT_TIMEOUT_MS);
    expect(slowHealth.status).toBe(503);
    expect(slowHealth.ms).toBeLessThan(HEALTH_BOUND_MS + SLACK_MS);

    // Back: the same process answers, with what was saved before the outage and nothing of the refused save.
    proxy.restore();
    const after = await asUser('GET', `${REST}/reg-strategy/device-profiles`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual([saved.body]);
    expect((await asUser('POST', `${REST}/reg-strategy/device-profile`, PROFILE)).status).toBe(200);
    expect((await anonymous('GET', '/api/health')).body).toEqual({ status: 'ok', database: 'ok', data: null });
  }, 30_000);
});
