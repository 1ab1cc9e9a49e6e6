import { type } from 'arktype';

/** The body of every error response of the server; the client maps it onto its error classes. */
export const ErrorBody = type({
  message: 'string',
  code: 'string',
  status: 'number.integer',
  requestId: 'string',
  'field?': 'string',
});
export type ErrorBody = typeof ErrorBody.infer;

export const REQUEST_ID_HEADER = 'x-request-id';

/** Every API refuses a text PostgreSQL cannot store, with `field` naming it: a NUL character... */
export const NUL_TEXT_MESSAGE = 'Texts cannot contain NUL characters';
/** ...or half of a UTF-16 surrogate pair, which is no character (JSON can carry one as \ud800). */
export const BROKEN_TEXT_MESSAGE = 'Texts must be valid Unicode (this one holds half of a character pair)';

/**
 * Every API refuses a key its contract does not declare (a misspelled field), at any depth, with 400: the
 * message says `<path> is an unknown field` for each, e.g. `body.profile.deviceNmae is an unknown field`.
 */
export const UNKNOWN_FIELD_PROBLEM = 'is an unknown field';

/** What a call answers while a service Clearway depends on is away (docs/operations.md). */
export const SERVICE_MESSAGES = {
  databaseUnavailable: 'The database is not available right now, so nothing was read or saved. Please try again in a moment.',
  authUnavailable: 'The sign-in service cannot be reached right now, so your sign-in could not be checked. Please try again in a moment.',
} as const;
