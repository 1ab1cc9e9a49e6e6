import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestBus } from './create-request-bus';
import { DEFAULT_REQUEST_TIMEOUT_MS, type EventDomain } from './request-bus';
import { NoHandlerError, RequestTimeoutError } from './request-errors';

describe('createRequestBus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers a request with its handler, which sees a req_ id, the domain, action and payload', async () => {
    const bus = createRequestBus();
    const seen: string[] = [];
    bus.handle<{ code: string }, string>('devices', 'lookup', (request) => {
      seen.push(request.id);
      return `${request.domain}/${request.action}/${request.payload.code}`;
    });

    await expect(bus.request('devices', 'lookup', { code: 'DQY' })).resolves.toBe('devices/lookup/DQY');
    await bus.request('devices', 'lookup', { code: 'LLZ' });

    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatch(/^req_.+/);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('waits for an async handler and passes on its rejection', async () => {
    const bus = createRequestBus();
    bus.handle('profile', 'load', async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { device_name: 'Pump' };
    });
    bus.handle('profile', 'save', () => {
      throw new Error('disk full');
    });

    const loading = bus.request('profile', 'load', null);
    await vi.advanceTimersByTimeAsync(100);
    await expect(loading).resolves.toEqual({ device_name: 'Pump' });
    await expect(bus.request('profile', 'save', {})).rejects.toThrow('disk full');
  });

  it('rejects with a RequestTimeoutError after 5000 ms by default', async () => {
    const bus = createRequestBus();
    bus.handle('chat', 'reply', () => new Promise(() => {}));

    let settled = false;
    const outcome = bus
      .request('chat', 'reply', 'hello')
      .catch((error: unknown) => error)
      .finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(5000);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toMatchObject({ domain: 'chat', action: 'reply', timeoutMs: 5000 });
    const { requestId, message } = error as RequestTimeoutError;
    expect(requestId).toMatch(/^req_/);
    expect(message).toBe(`Request ${requestId} to chat/reply timed out after 5000 ms`);
  });

  it('honours a custom timeout', async () => {
    const bus = createRequestBus();
    bus.handle('documents', 'render', () => new Promise(() => {}));

    const outcome = bus.request('documents', 'render', {}, { timeoutMs: 250 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(250);

    await expect(outcome).resolves.toMatchObject({ name: 'RequestTimeoutError', timeoutMs: 250 });
  });

  it('rejects a bad timeout', () => {
    const bus = createRequestBus();
    expect(() => bus.request('auth', 'token', null, { timeoutMs: 0 })).toThrow('positive number');
  });

  it('rejects with NoHandlerError when nobody handles the domain/action', async () => {
    const bus = createRequestBus();
    bus.handle('payments', 'charge', () => 'ok');

    const error = await bus.request('payments', 'refund', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NoHandlerError);
    expect(error).toMatchObject({ domain: 'payments', action: 'refund' });
    expect((error as Error).message).toMatch(/^No handler for payments\/refund \(request req_.+\)$/);
  });

  it('allows one handler per domain/action', () => {
    const bus = createRequestBus();
    bus.handle('auth', 'token', () => 't1');
    expect(() => bus.handle('auth', 'token', () => 't2')).toThrow('A handler for auth/token is already registered');
    expect(() => bus.handle('chat', 'token', () => 't3')).not.toThrow();
  });

  it('throws on an unknown domain, for handlers and requests', () => {
    const bus = createRequestBus();
    const unknown = 'billing' as EventDomain;
    expect(() => bus.handle(unknown, 'charge', () => null)).toThrow(
      "Unknown event domain 'billing'; expected one of chat, devices, documents, payments, profile, auth",
    );
    expect(() => bus.request(unknown, 'charge', null)).toThrow("Unknown event domain 'billing'");
  });

  it('stops answering once the handler is disposed, and the pair can be handled again', async () => {
    const bus = createRequestBus();
    const first = bus.handle('devices', 'count', () => 1);
    first.dispose();

    await expect(bus.request('devices', 'count', null)).rejects.toBeInstanceOf(NoHandlerError);

    bus.handle('devices', 'count', () => 2);
    first.dispose();
    await expect(bus.request('devices', 'count', null)).resolves.toBe(2);
  });
});
