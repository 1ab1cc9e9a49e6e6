import { NUL_TEXT_MESSAGE } from '../../../src/api/contracts/error-body.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, USER_PROFILE_LIMITS, UserProfile, UserStatus } from '../../../src/api/contracts/account.ts';
import { bearer, createEmulatorAdmin, createEmulatorUser, type EmulatorUser } from '../../testing/emulator-user.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

const PROFILE = '/api/rest/v1/administrative/profile';
const STATUS = '/api/rest/v1/administrative/user-status';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

const send = (user: EmulatorUser | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  testApp.app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload !== undefined && { payload: payload as object }) });

async function refused(user: EmulatorUser | null, method: 'GET' | 'POST', url: string, payload: unknown, status: number) {
  const response = await send(user, method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as { code: string; message: string; field?: string };
}

describe('the user profile', () => {
  it('answers an empty profile with the account email until saved, then what was saved, trimmed, field by field', async () => {
    const alice = await createEmulatorUser();
    expect(UserProfile.assert((await send(alice, 'GET', PROFILE)).json())).toEqual({ name: '', company: '', role: '', product: '', email: alice.email, updated_at: null });

    const saved = UserProfile.assert((await send(alice, 'POST', PROFILE, { name: ' Alice Moreau ', company: 'Acme Devices', role: 'Regulatory Affairs Manager' })).json());
    expect(saved).toMatchObject({ name: 'Alice Moreau', company: 'Acme Devices', role: 'Regulatory Affairs Manager', product: '', email: alice.email });
    const again = UserProfile.assert((await send(alice, 'POST', PROFILE, { product: 'A wearable ECG patch' })).json());
    expect(again).toMatchObject({ name: 'Alice Moreau', role: 'Regulatory Affairs Manager', product: 'A wearable ECG patch' });
    expect((await send(alice, 'GET', PROFILE)).json()).toEqual(again);
  });

  it('refuses a body that wraps the fields in "profile" (issue 26: it answered 200 and saved nothing), naming the key, and saves nothing', async () => {
    const alice = await createEmulatorUser();
    const before = (await send(alice, 'POST', PROFILE, { name: 'Alice' })).json();
    expect(await refused(alice, 'POST', PROFILE, { profile: { name: 'Alice Moreau', company: 'Acme Devices' } }, 400)).toEqual({
      message: 'body.profile is an unknown field',
      code: 'VALIDATION_ERROR',
      status: 400,
      requestId: expect.stringMatching(/^req_/),
      field: 'body.profile',
    });
    expect(await refused(alice, 'POST', PROFILE, { name: 'Alice Moreau', compnay: 'Acme Devices' }, 400)).toMatchObject({ message: 'body.compnay is an unknown field' });
    expect((await send(alice, 'GET', PROFILE)).json()).toEqual(before);
  });

  it("keeps each user's profile their own", async () => {
    const [alice, bob] = [await createEmulatorUser(), await createEmulatorUser()];
    await send(alice, 'POST', PROFILE, { name: 'Alice' });
    expect((await send(bob, 'GET', PROFILE)).json()).toMatchObject({ name: '', email: bob.email });
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const alice = await createEmulatorUser();
    await send(alice, 'POST', PROFILE, { name: 'Alice' });
    expect(await refused(alice, 'POST', PROFILE, { name: 7 }, 400)).toMatchObject({ field: 'body.name' });
    expect(await refused(alice, 'POST', PROFILE, { role: 'r'.repeat(USER_PROFILE_LIMITS.role + 1) }, 400)).toMatchObject({ field: 'body.role' });
    expect(await refused(alice, 'POST', PROFILE, { company: 'Acme\u0000' }, 400)).toMatchObject({ field: 'body.company', message: NUL_TEXT_MESSAGE });
    expect((await send(alice, 'GET', PROFILE)).json()).toMatchObject({ name: 'Alice', company: '', role: '' });
    expect(await refused(null, 'GET', PROFILE, undefined, 401)).toMatchObject({ code: 'AUTH_ERROR' });
  });
});

describe('user status', () => {
  it('lets only an administrator change it', async () => {
    const [alice, bob] = [await createEmulatorUser(), await createEmulatorUser()];
    expect(await refused(alice, 'POST', STATUS, { email: bob.email, state: 'suspended' }, 403)).toMatchObject({ code: 'FORBIDDEN', message: ACCOUNT_MESSAGES.adminOnly });
    expect((await send(bob, 'GET', PROFILE)).statusCode).toBe(200);
  });

  it("suspends a user, whose every call then answers 403 with the reason, and restores them", async () => {
    const [admin, bob] = [await createEmulatorAdmin(), await createEmulatorUser()];
    const suspended = UserStatus.assert((await send(admin, 'POST', STATUS, { email: bob.email.toUpperCase(), state: 'suspended' })).json());
    expect(suspended).toMatchObject({ uid: bob.uid, state: 'suspended' });

    for (const url of [PROFILE, '/api/rest/v1/administrative/terms/status', '/api/data/v1/classification/DQY']) {
      expect(await refused(bob, 'GET', url, undefined, 403)).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: ACCOUNT_MESSAGES.suspended });
    }
    expect((await send(admin, 'GET', PROFILE)).statusCode).toBe(200);

    expect((await send(admin, 'POST', STATUS, { email: bob.email, state: 'active' })).json()).toMatchObject({ state: 'active' });
    // A state is trusted for up to 2 s before it is read again.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await send(bob, 'GET', PROFILE)).statusCode).toBe(200);
  });

  it('refuses an unknown email, a bad state, and an administrator suspending themselves', async () => {
    const admin = await createEmulatorAdmin();
    expect(await refused(admin, 'POST', STATUS, { email: 'nobody-here@clearway.test', state: 'suspended' }, 404)).toMatchObject({ message: ACCOUNT_MESSAGES.unknownEmail('nobody-here@clearway.test') });
    expect(await refused(admin, 'POST', STATUS, { email: 'not an email', state: 'active' }, 400)).toMatchObject({ field: 'body.email' });
    expect(await refused(admin, 'POST', STATUS, { email: admin.email, state: 'frozen' }, 400)).toMatchObject({ field: 'body.state' });
    expect(await refused(admin, 'POST', STATUS, { email: admin.email, state: 'suspended' }, 400)).toMatchObject({ message: ACCOUNT_MESSAGES.ownStatus });
  });
});
