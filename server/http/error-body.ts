import { SERVICE_MESSAGES, type ErrorBody } from '../../src/api/contracts/error-body.ts';
import { ERROR_CODES, type ErrorCode } from '../../src/api/contracts/error-codes.ts';
import { isAuthServiceUnreachable } from '../auth/auth-service-errors.ts';
import { isDatabaseUnavailable } from '../db/database-availability.ts';
import { HttpError } from './errors.ts';

const CODE_OF_CLIENT_STATUS: Record<number, ErrorCode> = {
  401: ERROR_CODES.auth,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.rateLimited,
};

function clientStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : undefined;
}

/**
 * The client's view of a failure. Our own HttpErrors and Fastify's 4xx errors (bad JSON, body too large...)
 * keep their message; a database or sign-in service that cannot be reached is a 503 the client may retry;
 * anything else is an internal error whose details stay in the log.
 */
export function toErrorBody(error: unknown, requestId: string): ErrorBody {
  if (error instanceof HttpError) {
    return {
      message: error.message,
      code: error.code,
      status: error.status,
      requestId,
      ...(error.field === undefined ? {} : { field: error.field }),
    };
  }
  const status = clientStatusOf(error);
  if (status !== undefined && error instanceof Error) {
    return { message: error.message, code: CODE_OF_CLIENT_STATUS[status] ?? ERROR_CODES.badRequest, status, requestId };
  }
  if (isDatabaseUnavailable(error)) {
    return { message: SERVICE_MESSAGES.databaseUnavailable, code: ERROR_CODES.databaseUnavailable, status: 503, requestId };
  }
  if (isAuthServiceUnreachable(error)) {
    return { message: SERVICE_MESSAGES.authUnavailable, code: ERROR_CODES.unavailable, status: 503, requestId };
  }
  return { message: 'Internal server error', code: ERROR_CODES.internal, status: 500, requestId };
}
