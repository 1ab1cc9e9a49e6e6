import { describe, expect, it } from 'vitest';
import { CIRCULAR, isSensitiveKey, REDACTED, redactSensitive } from './redaction';

describe('isSensitiveKey', () => {
  it.each([
    'password',
    'PASSWORD',
    'newPassword',
    'token',
    'idToken',
    'IDToken',
    'accessToken',
    'refresh_token',
    'Authorization',
    'secret',
    'clientSecret',
    'apiKey',
    'api_key',
    'X-API-Key',
    'cookie',
    'Set-Cookie',
    'session',
    'sessionId',
    'creditCard',
    'card_number',
    'cvv',
  ])('%s is sensitive', (key) => {
    expect(isSensitiveKey(key)).toBe(true);
  });

  it.each(['email', 'deviceName', 'cardiacOutput', 'productCode', 'key', 'keySpecifications', 'tokenizer'])(
    '%s is not sensitive',
    (key) => {
      expect(isSensitiveKey(key)).toBe(false);
    },
  );
});

describe('redactSensitive', () => {
  it('replaces sensitive values at any depth and in arrays, and leaves the input untouched', () => {
    const input = {
      user: { email: 'a@b.test', Password: 'hunter2' },
      headers: [{ name: 'x', Authorization: 'Bearer abc' }],
      nested: { deeper: { accessToken: { value: 'abc' } } },
      items: ['plain', 1, null],
    };
    const output = redactSensitive(input);
    expect(output).toEqual({
      user: { email: 'a@b.test', Password: REDACTED },
      headers: [{ name: 'x', Authorization: REDACTED }],
      nested: { deeper: { accessToken: REDACTED } },
      items: ['plain', 1, null],
    });
    expect(input.user.Password).toBe('hunter2');
    expect(output).not.toBe(input);
  });

  it('marks references back to an ancestor as circular and keeps shared, non-cyclic references', () => {
    const shared = { label: 'shared' };
    const root: Record<string, unknown> = { a: shared, b: shared, apiKey: 'k' };
    root.self = root;
    expect(redactSensitive(root)).toEqual({ a: shared, b: shared, apiKey: REDACTED, self: CIRCULAR });
  });

  it('copies errors, maps and sets', () => {
    const error = Object.assign(new Error('boom'), { token: 't' });
    expect(redactSensitive({ error })).toEqual({ error: { name: 'Error', message: 'boom', token: REDACTED } });
    expect(
      redactSensitive(
        new Map<string, unknown>([
          ['secret', 's'],
          ['ok', 1],
        ]),
      ),
    ).toEqual({ secret: REDACTED, ok: 1 });
    expect(redactSensitive(new Set([{ cookie: 'c' }]))).toEqual([{ cookie: REDACTED }]);
  });

  it('passes primitives through', () => {
    expect(redactSensitive('text')).toBe('text');
    expect(redactSensitive(undefined)).toBeUndefined();
  });
});
