const texts = new WeakMap<object, string>();

/**
 * The JSON text of a data answer, written once per answer object. The services hand out their cached answers
 * themselves, unchanged, to every caller; at fifty users a cached classification (a thousand K-numbers) was
 * otherwise stringified on every request, which is most of what such a request costs.
 */
export function jsonOnce(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}
