import { observable, type ObservableObject } from '@legendapp/state';
import type { Type } from 'arktype';
import { persistObservable } from './persist';
import { registerStoreReset } from './store-resets';

/**
 * A plugin store: a legend observable kept in browser storage under `key` (versioned, 'clearway.'
 * prefixed) and put back to `initial()` by "Clear all cache".
 */
export function definePersistedStore<S extends object>(key: string, schema: Type<S>, initial: () => S): ObservableObject<S> {
  // legend's observable() typing cannot follow a generic S, hence the casts.
  const state$ = observable(initial() as object) as unknown as ObservableObject<S>;
  persistObservable(state$, { key, schema });
  registerStoreReset(() => state$.set(initial() as never));
  return state$;
}
