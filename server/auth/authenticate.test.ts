import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../src/api/contracts/error-body.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../testing/emulator-user.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

const STATUS_URL = '/api/rest/v1/administrative/terms/status';

let testApp: TestApp;
let user: EmulatorUser;

beforeAll(async () => {
  [testApp, user] = await Promise.all([buildTestApp(), createEmulatorUser()]);
});
afterAll(() => testApp.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('authentication', () => {
  it('lets anyone ask for health', async () => {
    for (const url of ['/api/health', '/health']) {
      expect(await get(url)).toEqual({ status: 200, body: { status: 'ok', database: 'ok', data: null } });
    }
    expect((await get('/health', { authorization: 'Bearer rubbish' })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const { status, body } = await get(STATUS_URL);
    expect(status).toBe(401);
    expect(ErrorBody.assert(body)).toMatchObject({ code: 'AUTH_ERROR', status: 401 });
  });

  it('answers 401 to a token that is not a Firebase ID token', async () => {
    const { status, body } = await get(STATUS_URL, { authorization: 'Bearer not.a.token' });
    expect(status).toBe(401);
    expect(ErrorBody.assert(body)).toMatchObject({ code: 'AUTH_ERROR', message: 'Invalid or expired ID token' });
  });

  it('answers 401 to an Authorization header of another scheme', async () => {
    const { status, body } = await get(STATUS_URL, { authorization: `Basic ${user.idToken}` });
    expect(status).toBe(401);
    expect(ErrorBody.assert(body).message).toContain('Bearer');
  });

  it('answers 401 to a token of another Firebase project', async () => {
    const other = await buildTestApp({ FIREBASE_PROJECT_ID: 'demo-other-project' });
    try {
      const response = await other.app.inject({ url: STATUS_URL, headers: bearer(user) });
      expect(response.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('lets a valid token through', async () => {
    const { status, body } = await get(STATUS_URL, bearer(user));
    expect(status).toBe(200);
    expect(body).toMatchObject({ accepted: false });
  });
});

describe('unknown API routes', () => {
  it.each(['/api/rest/v1/nothing-here', '/api/ai/v1/classification/invoke', '/api/data/v1/device/K123456'])(
    '%s is 401 to a stranger and 404 to a signed-in user',
    async (url) => {
      expect((await get(url)).status).toBe(401);
      const { status, body } = await get(url, bearer(user));
      expect(status).toBe(404);
      expect(ErrorBody.assert(body)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    },
  );

  it('is 404 outside the API bases too', async () => {
    const { status, body } = await get('/api/v2/whatever');
    expect(status).toBe(404);
    expect(ErrorBody.assert(body)).toMatchObject({ code: 'NOT_FOUND', message: 'Route GET /api/v2/whatever not found' });
  });
});
