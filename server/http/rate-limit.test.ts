import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../src/api/contracts/error-body.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../testing/emulator-user.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

const LIMIT = 3;
const STATUS_URL = '/api/rest/v1/administrative/terms/status';

let testApp: TestApp;
let alice: EmulatorUser;
let bob: EmulatorUser;

beforeAll(async () => {
  [testApp, alice, bob] = await Promise.all([
    buildTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) }),
    createEmulatorUser(),
    createEmulatorUser(),
  ]);
});
afterAll(() => testApp.close());

const request = (url: string, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  testApp.app.inject({ method: 'GET', url, ...options });

describe('rate limiting', () => {
  it('stops a user past the limit with 429 and leaves other users alone', async () => {
    // Alice calls from two addresses: the count follows her, not the address.
    for (let i = 0; i < LIMIT; i++) {
      const response = await request(STATUS_URL, { headers: bearer(alice), remoteAddress: `10.1.0.${i}` });
      expect(response.statusCode).toBe(200);
    }
    const refused = await request(STATUS_URL, { headers: bearer(alice), remoteAddress: '10.1.0.99' });
    expect(refused.statusCode).toBe(429);
    expect(ErrorBody.assert(refused.json())).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const other = await request(STATUS_URL, { headers: bearer(bob), remoteAddress: '10.1.0.99' });
    expect(other.statusCode).toBe(200);
  });

  it('counts anonymous callers, failed sign-ins included, per address', async () => {
    const fromA = { remoteAddress: '10.2.0.1' };
    expect((await request('/api/nothing', fromA)).statusCode).toBe(404);
    expect((await request(STATUS_URL, fromA)).statusCode).toBe(401);
    expect((await request(STATUS_URL, { ...fromA, headers: { authorization: 'Bearer forged' } })).statusCode).toBe(401);
    expect((await request(STATUS_URL, fromA)).statusCode).toBe(429);
    expect((await request(STATUS_URL, { remoteAddress: '10.2.0.2' })).statusCode).toBe(401);
  });

  it("never counts the app's own files, only the API", async () => {
    const fromD = { remoteAddress: '10.4.0.1' };
    for (let i = 0; i < LIMIT * 3; i++) expect((await request(i % 2 ? '/sign-in' : '/assets/missing.js', fromD)).statusCode).not.toBe(429);
    for (let i = 0; i < LIMIT; i++) expect((await request(STATUS_URL, fromD)).statusCode).toBe(401);
    expect((await request(STATUS_URL, fromD)).statusCode).toBe(429);
  });

  it('never limits the health check', async () => {
    const fromC = { remoteAddress: '10.3.0.1' };
    for (let i = 0; i < LIMIT * 3; i++) {
      expect((await request(i % 2 ? '/health' : '/api/health', fromC)).statusCode).toBe(200);
    }
  });
});

describe('rate limiting with its counters in a database that is away', () => {
  it('lets the request through to its own answer, and logs why', async () => {
    // Nothing listens on port 1: every query fails at once, as when the database is down.
    const databaseUrl = 'postgres://clearway@127.0.0.1:1/clearway';
    const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, STATIC_DIR: 'server/testing/no-spa-here', RATE_LIMIT_PER_MINUTE: '1' });
    const db = openDatabase({ kind: 'postgres', url: databaseUrl });
    const lines: string[] = [];
    const app = await buildApp({ config, db, logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    try {
      for (let n = 0; n < 2; n += 1) {
        const response = await app.inject({ method: 'GET', url: STATUS_URL, remoteAddress: '10.5.0.1' });
        expect(response.statusCode).toBe(401);
      }
      const warnings = lines.map((line) => JSON.parse(line) as { msg: string }).filter((line) => line.msg.startsWith('The rate limit could not be checked'));
      expect(warnings).toHaveLength(2);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
