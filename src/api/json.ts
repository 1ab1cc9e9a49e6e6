import { type, type Type } from 'arktype';
import { ApiError } from '../app/errors/errors';
import type { ApiClient } from './clients';
import { REQUEST_ID_HEADER } from './contracts/error-body';

/** A repeated parameter is a list (`term=a&term=b`). */
export type QueryValue = string | number | boolean | null | undefined | readonly string[];

export interface RequestOptions {
  /** Query parameters; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** For calls that answer with no body (204). */
export const NoContent = type('undefined');

function contractMismatch(path: string, response: Response, problem: string): ApiError {
  return new ApiError(`Unexpected response from ${path}: ${problem}`, {
    code: 'CONTRACT_MISMATCH',
    // The server answered, but not with what it promised: a server-side fault.
    status: 502,
    requestId: response.headers.get(REQUEST_ID_HEADER) ?? undefined,
    details: { path, httpStatus: response.status },
  });
}

/**
 * Sends a JSON request through `client` and parses the answer with `contract`; an answer that is not
 * JSON or breaks the contract throws ApiError 'CONTRACT_MISMATCH'.
 */
export async function requestJson<C extends Type>(
  client: ApiClient,
  method: Method,
  path: string,
  contract: C,
  { body, query, signal }: RequestOptions & { body?: unknown } = {},
): Promise<C['infer']> {
  let request = client.url(path);
  if (query) request = request.query(query, false, true);
  if (signal) request = request.options({ signal });
  if (body !== undefined) request = request.json(body as object);
  const response = await request.fetch(method).res();

  const text = await response.text();
  let data: unknown;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw contractMismatch(path, response, 'the body is not JSON');
  }
  const parsed = contract(data);
  if (parsed instanceof type.errors) throw contractMismatch(path, response, parsed.summary);
  return parsed as C['infer'];
}

function callWithoutBody(method: 'GET' | 'DELETE') {
  return <C extends Type>(client: ApiClient, path: string, contract: C, options?: RequestOptions): Promise<C['infer']> =>
    requestJson(client, method, path, contract, options);
}

function callWithBody(method: 'POST' | 'PUT' | 'PATCH') {
  return <C extends Type>(
    client: ApiClient,
    path: string,
    body: unknown,
    contract: C,
    options?: RequestOptions,
  ): Promise<C['infer']> => requestJson(client, method, path, contract, { ...options, body });
}

export const getJson = callWithoutBody('GET');
export const deleteJson = callWithoutBody('DELETE');
export const postJson = callWithBody('POST');
export const putJson = callWithBody('PUT');
export const patchJson = callWithBody('PATCH');
