import type { EventDomain } from './request-bus';

/** Nobody answered a cross-feature request within its time limit. */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';

  constructor(
    readonly domain: EventDomain,
    readonly action: string,
    readonly requestId: string,
    readonly timeoutMs: number,
  ) {
    super(`Request ${requestId} to ${domain}/${action} timed out after ${timeoutMs} ms`);
  }
}

/** No plugin handles the requested domain/action. */
export class NoHandlerError extends Error {
  override readonly name = 'NoHandlerError';

  constructor(
    readonly domain: EventDomain,
    readonly action: string,
    readonly requestId: string,
  ) {
    super(`No handler for ${domain}/${action} (request ${requestId})`);
  }
}
