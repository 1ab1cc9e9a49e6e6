import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API_BASE_PATHS } from '../../../../src/api/contracts/api-bases.ts';
import { Coverage, DATA_COVERAGE_HEADER } from '../../../../src/api/contracts/data.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../../testing/emulator-user.ts';
import type { ImportedTestApp } from '../../../testing/imported-database.ts';

/** GET and POST on one API base of a test app, as one signed-in emulator user. */
export function apiCaller(base: string, testApp: () => ImportedTestApp) {
  let user: Promise<EmulatorUser> | undefined;
  const headers = async () => bearer(await (user ??= createEmulatorUser()));
  const get = async (path: string): Promise<LightMyRequestResponse> =>
    testApp().app.inject({ method: 'GET', url: `${base}${path}`, headers: await headers() });
  return {
    get,
    /** A GET that must answer 200 (the body shows in the failure when it does not). */
    getOk: async (path: string): Promise<LightMyRequestResponse> => {
      const response = await get(path);
      expect(response.statusCode, response.body).toBe(200);
      return response;
    },
    post: async (path: string, body: unknown): Promise<LightMyRequestResponse> =>
      testApp().app.inject({ method: 'POST', url: `${base}${path}`, headers: await headers(), payload: body as object }),
  };
}

/** GET and POST on the data API of a test app, as one signed-in emulator user. */
export const dataApiCaller = (testApp: () => ImportedTestApp) => apiCaller(API_BASE_PATHS.data, testApp);

/** The Coverage a list response carries in its header. */
export function coverageHeader(response: LightMyRequestResponse): Coverage {
  return Coverage.assert(JSON.parse(String(response.headers[DATA_COVERAGE_HEADER])));
}

/** The day of the import every imported Coverage carries (`importedAt`), whichever day the snapshot was made. */
export const IMPORT_DAY = expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string;

/** The body of an error response, for its message. */
export function errorOf(response: LightMyRequestResponse): { status: number; message: string } {
  return { status: response.statusCode, message: (response.json() as { message: string }).message };
}
