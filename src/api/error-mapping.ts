import { type } from 'arktype';
import type { WretchError } from 'wretch';
import { ErrorBody, REQUEST_ID_HEADER } from './contracts/error-body';
import { ApiError, AppError, NetworkError } from '../app/errors/errors';

function isWretchError(error: unknown): error is WretchError {
  return error instanceof Error && 'response' in error && typeof (error as WretchError).status === 'number';
}

/** An ApiError for a non-OK response: the server's ErrorBody when it sent one, else the status text. */
export function apiErrorFromResponse(response: Response, body: unknown): ApiError {
  const parsed = ErrorBody(body);
  if (!(parsed instanceof type.errors)) return ApiError.fromBody(parsed);
  return new ApiError(response.statusText || `Request failed with status ${response.status}`, {
    code: 'HTTP_ERROR',
    status: response.status,
    requestId: response.headers.get(REQUEST_ID_HEADER) ?? undefined,
  });
}

/**
 * Maps whatever a request threw onto our error classes: our own errors pass through, a caller's
 * abort stays an AbortError, a timeout or failed fetch is a NetworkError, a non-OK response an ApiError.
 */
export function toAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (isWretchError(error)) return apiErrorFromResponse(error.response, error.json);
  if (error instanceof Error && error.name === 'AbortError') return error;
  if (error instanceof Error && error.name === 'TimeoutError') return new NetworkError('Request timed out');
  return new NetworkError(undefined, { cause: error instanceof Error ? error.message : String(error) });
}
