import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_STATUS_PATH } from '../../src/api/contracts/account.ts';
import { SERVICE_MESSAGES } from '../../src/api/contracts/error-body.ts';
import { ERROR_CODES } from '../../src/api/contracts/error-codes.ts';
import { ensureAuthEmulator, type RunningEmulator } from '../../scripts/auth-emulator.ts';
import { findFreePort } from '../../scripts/free-port.ts';
import { createEmulatorAdmin, createEmulatorUser } from '../testing/emulator-user.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { apiClient, REST } from './api-client.ts';

const PROFILES = `${REST}/reg-strategy/device-profiles`;
/** Two emulator starts of 5-10 s each, on a busy machine more. */
const TIMEOUT_MS = 90_000;

/**
 * An Auth emulator of this file's own, on a free port (the shared one on 9099 is never stopped), and the
 * server using it, in this process: stop the emulator, start it again, and the server carries on.
 */
describe('the Auth emulator stopping and starting again', () => {
  let host: string;
  let emulator: RunningEmulator;
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    host = `127.0.0.1:${await findFreePort()}`;
    [emulator, testApp] = await Promise.all([ensureAuthEmulator(() => {}, host), buildTestApp({ FIREBASE_AUTH_EMULATOR_HOST: host })]);
    expect(emulator.owned).toBe(true);
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  }, TIMEOUT_MS);

  afterAll(async () => {
    await testApp?.close();
    await emulator?.stop();
  });

  it('keeps verified tokens working, answers 503 for what needs it, and takes new sign-ins once it is back, without a restart', async () => {
    const [alice, bob, admin] = await Promise.all([createEmulatorUser(host), createEmulatorUser(host), createEmulatorAdmin(host)]);
    expect((await apiClient(baseUrl, alice)('GET', PROFILES)).status).toBe(200);
    expect((await apiClient(baseUrl, admin)('GET', PROFILES)).status).toBe(200);

    await emulator.stop();
    // A token the server has verified is checked locally until it expires.
    expect((await apiClient(baseUrl, alice)('GET', PROFILES)).status).toBe(200);
    // One it has not seen cannot be checked (the emulator is asked whether the user still exists): 503, not
    // 401, so that the app does not sign a valid user out; likewise a lookup of a user by email.
    const unchecked = await apiClient(baseUrl, bob)('GET', PROFILES);
    const lookup = await apiClient(baseUrl, admin)('POST', `${REST}${USER_STATUS_PATH}`, { email: 'nobody@clearway.test', state: 'suspended' });
    for (const answer of [unchecked, lookup]) {
      expect(answer.status, answer.bytes.toString()).toBe(503);
      expect(answer.body).toMatchObject({ code: ERROR_CODES.unavailable, message: SERVICE_MESSAGES.authUnavailable });
    }
    // Signing in fails at the emulator itself; the server is not involved.
    await expect(createEmulatorUser(host)).rejects.toThrow();

    emulator = await ensureAuthEmulator(() => {}, host);
    const carol = await createEmulatorUser(host);
    expect((await apiClient(baseUrl, carol)('GET', PROFILES)).status).toBe(200);
    expect((await apiClient(baseUrl, alice)('GET', PROFILES)).status).toBe(200);
  }, TIMEOUT_MS);
});
