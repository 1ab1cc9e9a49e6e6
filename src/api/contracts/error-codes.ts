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
  /** The database cannot be reached (503): nothing was read or saved; the same call can be tried again. */
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  /** The file storage has no room left (507): the file was not stored. */
  storageFull: 'STORAGE_FULL',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
