import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors.ts';
import { BROKEN_TEXT_MESSAGE, NUL_TEXT_MESSAGE } from '../../src/api/contracts/error-body.ts';
import { parse, refuseBody, refuseUnstorableText } from './validate.ts';

const Profile = type({ email: 'string.email', age: 'number.integer >= 0', address: { city: 'string' } });

function failureOf(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('parse', () => {
  it('returns the value, morphed by its contract', () => {
    const Paging = type({ limit: 'string.integer.parse' });
    expect(parse(Paging, { limit: '10' }, 'query')).toEqual({ limit: 10 });
  });

  it('names the field with where it came from', () => {
    const error = failureOf(() => parse(Profile, { email: 'nope', age: 3, address: { city: 'Oslo' } }, 'body'));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', field: 'body.email' });
    expect(error.message).toBe('body.email must be an email address (was "nope")');
  });

  it('follows nested paths and lists every problem', () => {
    const error = failureOf(() => parse(Profile, { email: 'a@b.co', age: -1, address: { city: 7 } }, 'body'));
    expect(['body.age', 'body.address.city']).toContain(error.field);
    expect(error.message).toContain('body.age must be non-negative (was -1)');
    expect(error.message).toContain('body.address.city must be a string (was a number)');
  });

  it('names the field once when a union of literals is broken (arktype repeats the key in that problem)', () => {
    const Kind = type({ kind: "'device' | 'patient'" });
    expect(failureOf(() => parse(Kind, { kind: 'component' }, 'query')).message).toBe(
      'query.kind must be "device" or "patient" (was "component")',
    );
    expect(failureOf(() => parse(Kind, {}, 'query')).message).toBe('query.kind must be "device" or "patient" (was missing)');
  });

  it('names the whole part when it is the wrong kind of value', () => {
    const error = failureOf(() => parse(Profile, 'hello', 'params'));
    expect(error.field).toBe('params');
    expect(error.message).toBe('params must be an object (was a string)');
  });
});

describe('undeclared keys', () => {
  const Open = type({ rows: type({ id: 'string' }).array(), 'answers?': { '[string]': 'string' } });

  it('refuses every key a body does not declare, at any depth, naming each with its path', () => {
    const error = failureOf(() => parse(Profile, { email: 'a@b.co', age: 3, address: { city: 'Oslo', zip: '0150' }, nmae: 'x' }, 'body'));
    expect(error.message).toBe('body.address.zip is an unknown field; body.nmae is an unknown field');
    expect(error.field).toBe('body.address.zip');
    expect(failureOf(() => parse(Open, { rows: [{ id: 'a' }, { id: 'b', idd: 'c' }] }, 'body')).message).toBe('body.rows.1.idd is an unknown field');
  });

  it('keeps an open map open: its keys are all declared by its index signature', () => {
    expect(parse(Open, { rows: [], answers: { device_name: 'Stent', anything: 'else' } }, 'body')).toEqual({ rows: [], answers: { device_name: 'Stent', anything: 'else' } });
  });

  it('overrides a contract that deletes undeclared keys, in a body', () => {
    const Deleting = type({ a: 'string' }).onDeepUndeclaredKey('delete');
    expect(failureOf(() => parse(Deleting, { a: 'x', b: 1 }, 'body')).message).toBe('body.b is an unknown field');
  });

  it('leaves a query open unless told to be strict (a query of a route that writes)', () => {
    const Query = type({ 'profile_id?': 'string' });
    expect(parse(Query, { profile_id: 'p', _: '1700000000' }, 'query')).toEqual({ profile_id: 'p', _: '1700000000' });
    expect(failureOf(() => parse(Query, { profileId: 'p' }, 'query', { strict: true })).message).toBe('query.profileId is an unknown field');
  });

  it('refuses any key sent to a route that takes no body, and accepts none, null or {}', () => {
    for (const none of [undefined, null, {}]) expect(() => refuseBody(none)).not.toThrow();
    expect(failureOf(() => refuseBody({ confirm: true })).message).toBe('body.confirm is an unknown field');
  });
});

describe('refuseUnstorableText', () => {
  it('passes ordinary texts, emoji (a surrogate pair) and non-texts', () => {
    expect(() => refuseUnstorableText({ name: 'Stent 🫀 ø', sizes: [1, 2], nested: { ok: null } }, 'body')).not.toThrow();
    expect(() => refuseUnstorableText(undefined, 'body')).not.toThrow();
  });

  it('names the first field holding a NUL character, at any depth', () => {
    const error = failureOf(() => refuseUnstorableText({ rows: [{ note: 'ok' }, { note: 'a\u0000b' }] }, 'body'));
    expect([error.message, error.field]).toEqual([NUL_TEXT_MESSAGE, 'body.rows.1.note']);
    expect(failureOf(() => refuseUnstorableText('x\u0000', 'query')).field).toBe('query');
  });

  it('names a key holding a NUL character, escaped so the field reads', () => {
    const error = failureOf(() => refuseUnstorableText({ 'a\u0000b': 1 }, 'body'));
    expect([error.message, error.field]).toEqual([NUL_TEXT_MESSAGE, 'body.a\\u0000b']);
  });

  it('refuses half of a surrogate pair, high or low', () => {
    for (const broken of ['\ud800', 'x\udc00y', '\udbff\ud800']) {
      const error = failureOf(() => refuseUnstorableText({ title: broken }, 'params'));
      expect([error.message, error.field]).toEqual([BROKEN_TEXT_MESSAGE, 'params.title']);
    }
  });
});
