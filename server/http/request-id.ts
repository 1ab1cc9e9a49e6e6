import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER } from '../../src/api/contracts/error-body.ts';

const ACCEPTED_REQUEST_ID = /^req_[A-Za-z0-9_-]{6,64}$/;

function newRequestId(): string {
  return `req_${randomBytes(12).toString('base64url')}`;
}

/** Keeps a well-formed id the caller sent (so a client can correlate its logs), else makes a new one. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : newRequestId();
}
