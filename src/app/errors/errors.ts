import type { ErrorBody } from '../../api/contracts/error-body';

export interface AppErrorOptions {
  code?: string;
  status?: number;
  details?: unknown;
}

/** SPEC section 8: the general application error every other error class extends. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: string;
  readonly status: number;
  readonly details: unknown;

  constructor(message: string, { code = 'APP_ERROR', status = 500, details }: AppErrorOptions = {}) {
    super(message);
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export interface ApiErrorOptions extends AppErrorOptions {
  status: number;
  requestId?: string;
  field?: string;
}

/** A non-OK answer of one of the three APIs (or an answer that breaks its contract). */
export class ApiError extends AppError {
  override name = 'ApiError';
  readonly requestId: string | undefined;
  readonly field: string | undefined;

  constructor(message: string, { requestId, field, code = 'API_ERROR', ...rest }: ApiErrorOptions) {
    super(message, { code, ...rest });
    this.requestId = requestId;
    this.field = field;
  }

  static fromBody(body: ErrorBody): ApiError {
    return new ApiError(body.message, {
      code: body.code,
      status: body.status,
      requestId: body.requestId,
      field: body.field,
    });
  }
}

export class NetworkError extends AppError {
  override name = 'NetworkError';
  constructor(message = 'Network connection failed', details?: unknown) {
    super(message, { code: 'NETWORK_ERROR', status: 0, details });
  }
}

export class AuthError extends AppError {
  override name = 'AuthError';
  constructor(message = 'Authentication failed', details?: unknown) {
    super(message, { code: 'AUTH_ERROR', status: 401, details });
  }
}

export type ErrorKind = 'connection' | 'session' | 'server' | 'other';

/** Which of the four error screens of SPEC section 8 an error belongs to. */
export function errorKind(error: unknown): ErrorKind {
  if (error instanceof NetworkError) return 'connection';
  if (error instanceof AuthError || (error instanceof AppError && error.status === 401)) return 'session';
  if (error instanceof ApiError && error.status >= 500) return 'server';
  return 'other';
}
