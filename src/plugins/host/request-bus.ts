import type { Disposable } from '../../commands/types';

/** Event domains of SPEC section 9. */
export const EVENT_DOMAINS = ['chat', 'devices', 'documents', 'payments', 'profile', 'auth'] as const;
export type EventDomain = (typeof EVENT_DOMAINS)[number];

export const DEFAULT_REQUEST_TIMEOUT_MS = 5000;
export const REQUEST_ID_PREFIX = 'req_';

export interface BusRequest<P = unknown> {
  id: string;
  domain: EventDomain;
  action: string;
  payload: P;
}

export type BusHandler<P = unknown, R = unknown> = (request: BusRequest<P>) => R | Promise<R>;

export interface RequestBus {
  /** Answers requests for domain/action; one handler per pair. */
  handle<P, R>(domain: EventDomain, action: string, handler: BusHandler<P, R>): Disposable;
  /** Asks whoever handles domain/action; rejects after timeoutMs (default 5000) or when nobody handles it. */
  request<P, R>(domain: EventDomain, action: string, payload: P, options?: { timeoutMs?: number }): Promise<R>;
}
