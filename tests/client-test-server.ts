import { afterAll, beforeAll } from 'vitest';
import { createEmulatorUser, type EmulatorUser } from '../server/testing/emulator-user.ts';
import { buildTestApp, type TestApp } from '../server/testing/test-app.ts';
import type { AppServices } from '../src/app/services';
import { servicesFor } from './app-services';

export interface ClientTestServer {
  readonly server: TestApp;
  readonly alice: EmulatorUser;
  readonly bob: EmulatorUser;
  /** The app's services signed in as `user`. */
  servicesOf(user: EmulatorUser): AppServices;
}

/**
 * For a client test file: the real server on loopback (buildTestApp with `env`) and two signed-up users,
 * started before the file's tests and closed after them.
 */
export function useClientTestServer(env: Record<string, string> = {}): ClientTestServer {
  let started: { server: TestApp; alice: EmulatorUser; bob: EmulatorUser } | undefined;
  beforeAll(async () => {
    const [server, alice, bob] = await Promise.all([buildTestApp(env), createEmulatorUser(), createEmulatorUser()]);
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    started = { server, alice, bob };
    // The unit project's 10 s hook limit is short for a migrated database while the other worker is busy.
  }, 60_000);
  afterAll(() => started?.server.close());

  const get = () => {
    if (!started) throw new Error('The client test server starts in beforeAll');
    return started;
  };
  return {
    get server() {
      return get().server;
    },
    get alice() {
      return get().alice;
    },
    get bob() {
      return get().bob;
    },
    servicesOf: (user) => servicesFor(get().server, () => user.idToken),
  };
}
