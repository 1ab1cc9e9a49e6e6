/** The `code` of an ErrorBody, one per kind of failure the server reports. */
export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_ERROR',
  auth: 'AUTH_ERROR',
  forbidden: 'FORBIDDEN',
  /** Every call of a user an administrator suspended. */
  suspended: 'ACCOUNT_SUSPENDED',
  notFound: 'NOT_FOUND',
  /** A save over a version that is no longer the saved one. */
  conflict: 'CONFLICT',
  /** The user keeps as many of something as Clearway holds. */
  limitReached: 'LIMIT_REACHED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
