export const REDACTED = '[REDACTED]';
export const CIRCULAR = '[Circular]';

/** Words that make a key sensitive wherever they appear in it (idToken, session_id, creditCard, X-Auth-Token...). */
const SENSITIVE_WORDS = new Set(
  (
    'password passwords passwd pwd passphrase secret secrets token tokens authorization cookie cookies ' +
    'session sessions card cards cvv cvc iban ssn credential credentials'
  ).split(' '),
);

/** Sensitive pairs of adjacent words: apiKey, api_key, X-API-Key, privateKey. */
const SENSITIVE_PAIRS = new Set(['apikey', 'privatekey', 'accesskey', 'signingkey', 'clientkey']);

function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function isSensitiveKey(key: string): boolean {
  const words = keyWords(key);
  return words.some(
    (word, i) =>
      SENSITIVE_WORDS.has(word) || SENSITIVE_PAIRS.has(word) || SENSITIVE_PAIRS.has(word + (words[i + 1] ?? '')),
  );
}

/**
 * A deep copy of `value` in which every value under a sensitive key is replaced by '[REDACTED]'.
 * Walks plain objects, arrays, errors, maps and sets; a reference back to an ancestor becomes '[Circular]'.
 */
export function redactSensitive(value: unknown): unknown {
  return copy(value, new WeakSet());
}

function copy(value: unknown, ancestors: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return new Date(value.getTime());
  if (ancestors.has(value)) return CIRCULAR;
  ancestors.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => copy(item, ancestors));
    if (value instanceof Set) return [...value].map((item) => copy(item, ancestors));
    if (value instanceof Map)
      return copyEntries(
        [...value].map(([k, v]) => [String(k), v]),
        ancestors,
      );
    const entries: Array<[string, unknown]> = Object.entries(value);
    if (value instanceof Error) entries.unshift(['name', value.name], ['message', value.message]);
    return copyEntries(entries, ancestors);
  } finally {
    ancestors.delete(value);
  }
}

function copyEntries(entries: Array<[string, unknown]>, ancestors: WeakSet<object>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, item] of entries) out[key] = isSensitiveKey(key) ? REDACTED : copy(item, ancestors);
  return out;
}
