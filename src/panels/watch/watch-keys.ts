import type { WatchKind } from '../../api/contracts/watch';

/** The context key the watch plugin keeps set to the keys (`kind:value`) of the user's watched items. */
export const WATCHED_KEYS_KEY = 'watch.keys';
/** The context key of the user's unseen watch events (the sidebar's badge). */
export const WATCH_UNSEEN_KEY = 'watch.unseen';

export const watchKey = (kind: WatchKind, value: string): string => `${kind}:${kind === 'applicant' ? value.trim() : value.trim().toUpperCase()}`;

/** Whether the context's watched keys hold that item. */
export function isWatchedIn(context: Readonly<Record<string, unknown>>, kind: WatchKind, value: string): boolean {
  const keys = context[WATCHED_KEYS_KEY];
  return Array.isArray(keys) && keys.includes(watchKey(kind, value));
}

/** The unseen count the context holds (0 when the watch plugin is not active). */
export function unseenIn(context: Readonly<Record<string, unknown>>): number {
  const unseen = context[WATCH_UNSEEN_KEY];
  return typeof unseen === 'number' ? unseen : 0;
}
