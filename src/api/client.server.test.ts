import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../../server/testing/test-app.ts';
import { createEmulatorUser, type EmulatorUser } from '../../server/testing/emulator-user.ts';
import { servicesAt } from '../../tests/app-services';
import { AuthError } from '../app/errors/errors';
import type { AuthProvider } from './auth-provider';
import type { ApiClients } from './clients';
import { termsApi } from './rest/terms';

/**
 * The API client against the real server on loopback, with real ID tokens from the Firebase Auth emulator
 * that the vitest global setup runs. (Runs in the unit project's jsdom: its fetch reaches loopback fine.)
 */
let server: TestApp;
let user: EmulatorUser;
let origin: string;

beforeAll(async () => {
  server = await buildTestApp();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  user = await createEmulatorUser();
});

afterAll(() => server?.close());

/** An identity provider whose cached token has gone bad: only a forced refresh yields a valid one. */
function staleThenFresh(freshToken: () => string) {
  const calls: boolean[] = [];
  const auth: AuthProvider = {
    async getIdToken(forceRefresh) {
      calls.push(forceRefresh);
      return forceRefresh ? freshToken() : 'stale.garbage.token';
    },
  };
  return { auth, calls };
}

const clients = (auth: AuthProvider): ApiClients => servicesAt(origin, auth).clients;

describe('API client against the real server', () => {
  it('on a 401 refreshes the token once, retries once, and succeeds', async () => {
    const { auth, calls } = staleThenFresh(() => user.idToken);
    const status = await termsApi(clients(auth)).status();
    expect(status).toMatchObject({ accepted: false, acceptedAt: null });
    expect(calls).toEqual([false, true]);
  });

  it('sends the cached token without a refresh when it is valid', async () => {
    const calls: boolean[] = [];
    const terms = termsApi(
      clients({
        async getIdToken(forceRefresh) {
          calls.push(forceRefresh);
          return user.idToken;
        },
      }),
    );
    const accepted = await terms.accept();
    expect(accepted.accepted).toBe(true);
    expect(await terms.status()).toEqual(accepted);
    expect(calls).toEqual([false, false]);
  });

  it('a second 401 is an AuthError, after exactly one refresh', async () => {
    const { auth, calls } = staleThenFresh(() => 'still.not.valid');
    const failure = await termsApi(clients(auth))
      .status()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuthError);
    expect(failure).toMatchObject({ status: 401, code: 'AUTH_ERROR', message: 'Authentication failed' });
    expect((failure as AuthError).details).toMatchObject({
      code: 'AUTH_ERROR',
      requestId: expect.stringMatching(/^req_/),
    });
    expect(calls).toEqual([false, true]);
  });
});
