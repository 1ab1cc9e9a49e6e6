import type { AddressInfo } from 'node:net';
import type { AuthProvider } from '../src/api/auth-provider';
import { createApiClients } from '../src/api/clients';
import { API_BASE_PATHS } from '../src/api/contracts/api-bases';
import { createAppServices, type AppServices } from '../src/app/services';
import type { FastifyInstance } from 'fastify';

/** The app's services against a server at `origin` (the three API bases on one port, as in production). */
export function servicesAt(origin: string, auth: AuthProvider): AppServices {
  const env = {
    restApiUrl: origin + API_BASE_PATHS.rest,
    aiApiUrl: origin + API_BASE_PATHS.ai,
    dataApiUrl: origin + API_BASE_PATHS.data,
    firebase: { apiKey: 'demo-clearway-key', authDomain: 'localhost', projectId: 'demo-clearway', emulatorUrl: undefined },
    supportEmail: 'support@clearway.app',
  };
  return createAppServices({ clients: createApiClients({ env, auth }), aiBaseUrl: env.aiApiUrl, auth });
}

/** Services for a test app listening on loopback, signed in with a fixed token. */
export function servicesFor(server: { app: FastifyInstance }, idToken: () => string): AppServices {
  const { port } = server.app.server.address() as AddressInfo;
  return servicesAt(`http://127.0.0.1:${port}`, { getIdToken: async () => idToken() });
}

/**
 * Services for plugin tests that never reach a server: every call fails at once (nothing listens on port 9,
 * the discard port) instead of hanging.
 */
export function unreachableServices(): AppServices {
  return servicesAt('http://127.0.0.1:9', {
    getIdToken: () => Promise.reject(new Error('No server in this test')),
  });
}
