import type { Disposable } from '../../commands/types';
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  EVENT_DOMAINS,
  REQUEST_ID_PREFIX,
  type BusHandler,
  type EventDomain,
  type RequestBus,
} from './request-bus';
import { NoHandlerError, RequestTimeoutError } from './request-errors';

function assertDomain(domain: string): asserts domain is EventDomain {
  if (!(EVENT_DOMAINS as readonly string[]).includes(domain)) {
    throw new Error(`Unknown event domain '${domain}'; expected one of ${EVENT_DOMAINS.join(', ')}`);
  }
}

function assertAction(action: string): void {
  if (typeof action !== 'string' || action.trim() === '') {
    throw new Error('A request action must be a non-empty string');
  }
}

function assertTimeout(timeoutMs: number): void {
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new Error(`A request timeout must be a positive number of milliseconds, got ${timeoutMs}`);
  }
}

function newRequestId(): string {
  return REQUEST_ID_PREFIX + crypto.randomUUID();
}

/** The request bus of SPEC section 9: one handler per domain/action, answers or a timeout. */
export function createRequestBus(): RequestBus {
  const handlers = new Map<string, BusHandler>();
  const keyOf = (domain: EventDomain, action: string) => `${domain}/${action}`;

  return {
    handle<P, R>(domain: EventDomain, action: string, handler: BusHandler<P, R>): Disposable {
      assertDomain(domain);
      assertAction(action);
      const key = keyOf(domain, action);
      if (handlers.has(key)) throw new Error(`A handler for ${key} is already registered`);
      const registered = handler as BusHandler;
      handlers.set(key, registered);
      return {
        dispose() {
          if (handlers.get(key) === registered) handlers.delete(key);
        },
      };
    },

    request<P, R>(domain: EventDomain, action: string, payload: P, options: { timeoutMs?: number } = {}): Promise<R> {
      assertDomain(domain);
      assertAction(action);
      const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
      assertTimeout(timeoutMs);
      const id = newRequestId();
      const handler = handlers.get(keyOf(domain, action));
      if (!handler) return Promise.reject(new NoHandlerError(domain, action, id));

      return new Promise<R>((resolve, reject) => {
        const timer = setTimeout(() => reject(new RequestTimeoutError(domain, action, id, timeoutMs)), timeoutMs);
        new Promise((answer) => answer(handler({ id, domain, action, payload })))
          .then((result) => resolve(result as R), reject)
          .finally(() => clearTimeout(timer));
      });
    },
  };
}

/** The bus every plugin shares (through `api.bus`). */
export const requestBus: RequestBus = createRequestBus();
