import { type, type Type } from 'arktype';
import { BROKEN_TEXT_MESSAGE, NUL_TEXT_MESSAGE, UNKNOWN_FIELD_PROBLEM } from '../../src/api/contracts/error-body.ts';
import { ValidationError } from './errors.ts';

export type InputSource = 'params' | 'query' | 'body' | 'headers';

const strictContracts = new WeakMap<Type, Type>();

/** `schema` with every key it does not declare, at any depth, refused (arktype's default keeps them unchecked). */
function strictOf(schema: Type): Type {
  let strict = strictContracts.get(schema);
  if (!strict) {
    strict = schema.onDeepUndeclaredKey('reject');
    strictContracts.set(schema, strict);
  }
  return strict;
}

export interface ParseOptions {
  /**
   * Refuse keys the contract does not declare, at any depth (default: in a body only). A query of a route
   * that writes passes true: a misspelled key there would change what is written or deleted.
   */
  strict?: boolean;
}

/**
 * Checks one part of a request against its contract and returns the (possibly morphed) value; on failure
 * throws a ValidationError (400) naming the first bad field, e.g. `body.email`, and every problem in its
 * message. A strict check (every body) names each undeclared key, e.g. `body.profile is an unknown field`.
 */
export function parse<T extends Type>(schema: T, value: unknown, source: InputSource, { strict = source === 'body' }: ParseOptions = {}): T['infer'] {
  const result = (strict ? strictOf(schema) : schema)(value);
  if (!(result instanceof type.errors)) return result as T['infer'];
  const problems = result.map((error) => {
    const path = Array.from(error.path, String);
    // arktype names the key again in the problem of a union of literals ('kind must be "a" or "b" (was "c")').
    const named = `${path.join('.')} `;
    const problem = path.length > 0 && error.problem.startsWith(named) ? error.problem.slice(named.length) : error.problem;
    // An undeclared key's problem reads 'must be removed'.
    return { field: [source, ...path].join('.'), problem: error.expected === 'removed' ? UNKNOWN_FIELD_PROBLEM : problem };
  });
  throw new ValidationError(
    problems.map(({ field, problem }) => `${field} ${problem}`).join('; '),
    problems[0]?.field ?? source,
  );
}

/** A body-less route's check that it was sent none: nothing, null or `{}`; any key is unknown. */
export function refuseBody(body: unknown): void {
  parse(NO_BODY, body ?? {}, 'body');
}

const NO_BODY = type({});

/** A required text, trimmed; a blank one throws a ValidationError saying `message`. */
export function readNonBlank(raw: string | null | undefined, field: string, message: string): string {
  const text = (raw ?? '').trim();
  if (text === '') throw new ValidationError(message, field);
  return text;
}

const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why PostgreSQL could not store a text: a NUL character, or half of a UTF-16 surrogate pair (no character at all). */
function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_TEXT_MESSAGE;
  // In unicode mode a surrogate pair reads as one code point, so only a lone half matches.
  if (LONE_SURROGATE.test(text)) return BROKEN_TEXT_MESSAGE;
  return undefined;
}

/** The first text of `value` (a key or a value, at any depth) PostgreSQL could not store: where, and why. */
function firstUnstorable(value: unknown, path: string): { field: string; message: string } | undefined {
  if (typeof value === 'string') {
    const message = unstorable(value);
    return message ? { field: path, message } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const field = `${path}.${key}`;
    const message = unstorable(key);
    if (message) return { field: JSON.stringify(field).slice(1, -1), message };
    const found = firstUnstorable(item, field);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses a value holding a text PostgreSQL could not store (a NUL character, a lone surrogate) with a
 * ValidationError naming the field, before anything is written.
 */
export function refuseUnstorableText(value: unknown, source: InputSource): void {
  const found = firstUnstorable(value, source);
  if (found) throw new ValidationError(found.message, found.field);
}
