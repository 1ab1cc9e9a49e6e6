import { ERROR_CODES, type ErrorCode } from '../../src/api/contracts/error-codes.ts';

/** An error whose message is safe to show the client; the error handler turns it into an ErrorBody. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, field: string) {
    super(400, ERROR_CODES.validation, message, field);
  }
}

export class AuthError extends HttpError {
  constructor(message = 'Authentication failed') {
    super(401, ERROR_CODES.auth, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string, code: ErrorCode = ERROR_CODES.forbidden) {
    super(403, code, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, ERROR_CODES.notFound, message);
  }
}

/** 409: the request no longer fits the saved state (a stale version, a full list). */
export class ConflictError extends HttpError {
  constructor(message: string, code: ErrorCode = ERROR_CODES.conflict) {
    super(409, code, message);
  }
}

export class RateLimitedError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, ERROR_CODES.rateLimited, `Too many requests; retry in ${retryAfterSeconds} s`);
  }
}

/** The 404 for a path no route answers. */
export function routeNotFound(method: string, url: string): NotFoundError {
  return new NotFoundError(`Route ${method} ${url.split('?')[0]} not found`);
}
