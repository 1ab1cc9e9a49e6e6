import { type, type Type } from 'arktype';
import { ValidationError } from './errors.ts';

export type InputSource = 'params' | 'query' | 'body' | 'headers';

/**
 * Checks one part of a request against its contract and returns the (possibly morphed) value; on failure
 * throws a ValidationError (400) naming the first bad field, e.g. `body.email`.
 */
export function parse<T extends Type>(schema: T, value: unknown, source: InputSource): T['infer'] {
  const result = schema(value);
  if (!(result instanceof type.errors)) return result;
  const problems = result.map((error) => {
    const path = Array.from(error.path, String);
    // arktype names the key again in the problem of a union of literals ('kind must be "a" or "b" (was "c")').
    const named = `${path.join('.')} `;
    const problem = path.length > 0 && error.problem.startsWith(named) ? error.problem.slice(named.length) : error.problem;
    return { field: [source, ...path].join('.'), problem };
  });
  throw new ValidationError(
    problems.map(({ field, problem }) => `${field} ${problem}`).join('; '),
    problems[0]?.field ?? source,
  );
}

/** A required text, trimmed; a blank one throws a ValidationError saying `message`. */
export function readNonBlank(raw: string | null | undefined, field: string, message: string): string {
  const text = (raw ?? '').trim();
  if (text === '') throw new ValidationError(message, field);
  return text;
}

/** The path of the first text in `value` holding a NUL character (which PostgreSQL cannot store), if any. */
function pathOfNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = pathOfNul(item, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/** Refuses a value that holds a NUL character in any of its texts with a ValidationError saying `message`. */
export function refuseNul(value: unknown, source: InputSource, message: string): void {
  const field = pathOfNul(value, source);
  if (field) throw new ValidationError(message, field);
}
