import { describe, expect, it } from 'vitest';
import { ApiError, AppError, AuthError, errorKind, NetworkError } from './errors';

describe('error classes', () => {
  it('AppError carries code, status and details', () => {
    const error = new AppError('Broken', { code: 'BROKEN', status: 418, details: { step: 2 } });
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.message, error.code, error.status, error.details]).toEqual([
      'AppError',
      'Broken',
      'BROKEN',
      418,
      { step: 2 },
    ]);
  });

  it('NetworkError defaults to the SPEC message, code and status 0', () => {
    const error = new NetworkError();
    expect(error).toBeInstanceOf(AppError);
    expect([error.name, error.message, error.code, error.status]).toEqual([
      'NetworkError',
      'Network connection failed',
      'NETWORK_ERROR',
      0,
    ]);
  });

  it('AuthError defaults to the SPEC message, code and status 401', () => {
    const error = new AuthError();
    expect([error.name, error.message, error.code, error.status]).toEqual([
      'AuthError',
      'Authentication failed',
      'AUTH_ERROR',
      401,
    ]);
    expect(new AuthError('Incorrect email or password.').message).toBe('Incorrect email or password.');
  });

  it('ApiError keeps the request id and field of a server error body', () => {
    const error = ApiError.fromBody({
      message: 'device_name is required',
      code: 'VALIDATION_ERROR',
      status: 400,
      requestId: 'req_abc',
      field: 'device_name',
    });
    expect(error).toBeInstanceOf(AppError);
    expect([error.name, error.message, error.code, error.status, error.requestId, error.field]).toEqual([
      'ApiError',
      'device_name is required',
      'VALIDATION_ERROR',
      400,
      'req_abc',
      'device_name',
    ]);
  });
});

describe('errorKind', () => {
  it.each([
    [new NetworkError(), 'connection'],
    [new AuthError(), 'session'],
    [new ApiError('Unauthorized', { status: 401 }), 'session'],
    [new ApiError('Bad gateway', { status: 502 }), 'server'],
    [new ApiError('Internal', { status: 500 }), 'server'],
    [new ApiError('Not found', { status: 404 }), 'other'],
    [new AppError('Generic'), 'other'],
    [new TypeError('x is undefined'), 'other'],
    ['a string', 'other'],
  ] as const)('%s is %s', (error, kind) => {
    expect(errorKind(error)).toBe(kind);
  });
});
