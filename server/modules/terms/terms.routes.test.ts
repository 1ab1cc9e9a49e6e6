import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TermsDoc, TermsStatus } from '../../../src/api/contracts/terms.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../testing/emulator-user.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

const BASE = '/api/rest/v1/administrative/terms';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function call(method: 'GET' | 'POST', path: string, user: EmulatorUser) {
  const response = await testApp.app.inject({ method, url: `${BASE}${path}`, headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  return response.json() as unknown;
}

describe('terms of use', () => {
  it('serves the current document', async () => {
    const doc = TermsDoc.assert(await call('GET', '/doc', await createEmulatorUser()));
    expect(doc.version).toBe('2026-11-01');
    expect(doc.body).toContain('not give legal or regulatory advice');
    expect(doc.body).toContain('public FDA datasets');
  });

  it('records an acceptance for the caller only', async () => {
    const [alice, bob] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);

    expect(TermsStatus.assert(await call('GET', '/status', alice))).toEqual({
      accepted: false,
      acceptedAt: null,
      version: '2026-11-01',
    });

    const before = Date.now();
    const accepted = TermsStatus.assert(await call('POST', '/accept', alice));
    expect(accepted.accepted).toBe(true);
    expect(Date.parse(accepted.acceptedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    expect(TermsStatus.assert(await call('GET', '/status', alice))).toEqual(accepted);
    expect(TermsStatus.assert(await call('GET', '/status', bob))).toMatchObject({ accepted: false, acceptedAt: null });

    const stored = await testApp.db.selectFrom('users').selectAll().where('uid', '=', alice.uid).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ email: alice.email, terms_version: '2026-11-01' });
  });

  it('hides internal failures behind a 500', async () => {
    const broken = await buildTestApp();
    await broken.db.destroy();
    try {
      const response = await broken.app.inject({ url: `${BASE}/status`, headers: bearer(await createEmulatorUser()) });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR', message: 'Internal server error' });
    } finally {
      await broken.app.close();
    }
  });
});
