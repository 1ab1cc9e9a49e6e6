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
