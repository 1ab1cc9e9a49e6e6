import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema.ts';
import { createEmulatorUser } from '../server/testing/emulator-user.ts';
import { buildImportedTestApp, type ImportedTestApp } from '../server/testing/imported-database.ts';
import type { AppServices } from '../src/app/services';
import { servicesFor } from './app-services';

export interface DataTestServer {
  /** The app's services against the server, signed in as a new emulator user. */
  services: AppServices;
  /** The database the server reads, to check the screens against. */
  db: Kysely<Database>;
  /** The URLs the server was asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * The real server on loopback over all the imported FDA datasets (or the app `build` makes), for the screens
 * that read the data service.
 */
export async function startDataServer(build: () => Promise<ImportedTestApp> = buildImportedTestApp): Promise<DataTestServer> {
  const server = await build();
  const requests: string[] = [];
  server.app.server.on('request', (request: { url?: string }) => requests.push(request.url ?? ''));
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const user = await createEmulatorUser();
  return { services: servicesFor(server, () => user.idToken), db: server.db, requests, close: () => server.close() };
}
