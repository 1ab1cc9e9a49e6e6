import { bearer, type EmulatorUser } from '../testing/emulator-user.ts';

export const REST = '/api/rest/v1';

export interface Answer {
  status: number;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  body: unknown;
  bytes: Buffer;
  /** From sending the request to the end of the body. */
  ms: number;
}

/** A JSON body, a multipart form, or nothing. */
export type Payload = object | FormData | undefined;

/** Calls the server at `baseUrl` over real HTTP as `user` (or anonymously), reading the whole answer. */
export function apiClient(baseUrl: string, user?: EmulatorUser) {
  return async function call(method: string, path: string, payload?: Payload, signal?: AbortSignal): Promise<Answer> {
    const started = performance.now();
    const isForm = payload instanceof FormData;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(user ? bearer(user) : {}), ...(payload && !isForm ? { 'content-type': 'application/json' } : {}) },
      body: isForm ? payload : payload && JSON.stringify(payload),
      signal,
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    let body: unknown;
    try {
      body = JSON.parse(bytes.toString('utf8'));
    } catch {
      body = undefined;
    }
    return { status: response.status, body, bytes, ms: performance.now() - started };
  };
}

export type ApiCall = ReturnType<typeof apiClient>;
