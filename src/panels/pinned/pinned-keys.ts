/**
 * The command context key the pinned plugin keeps set to the keys (`kind:id`, contracts' pinKey) of the
 * user's pinned sources, so that pin buttons show whether their source is pinned.
 */
export const PINNED_KEYS_KEY = 'pinned.keys';

/** Whether the context's pinned keys hold `key`. */
export function isPinnedIn(context: Readonly<Record<string, unknown>>, key: string): boolean {
  const keys = context[PINNED_KEYS_KEY];
  return Array.isArray(keys) && keys.includes(key);
}
