import { observable } from '@legendapp/state';
import { ObservablePersistLocalStorage } from '@legendapp/state/persist-plugins/local-storage';
import { syncObservable } from '@legendapp/state/sync';
import { type } from 'arktype';
import type { CommandRegistry } from '../registry';
import type { Disposable } from '../types';
import { PALETTE_TOGGLE_ID } from './palette-commands';

export const RECENT_COMMANDS_STORAGE_KEY = 'clearway.palette.recent.v1';

/** More than the palette shows, so that hidden ones can be skipped and still fill its list. */
const KEPT = 20;

const storedIds = type('string[]');

/** Ids of successfully run commands, most recent first. */
export const recentCommandIds$ = observable<string[]>([]);

syncObservable(recentCommandIds$, {
  persist: {
    name: RECENT_COMMANDS_STORAGE_KEY,
    plugin: new ObservablePersistLocalStorage(),
    // Whatever else is found under the key (an old shape, a hand edit) is dropped.
    transform: { load: (value: unknown) => (storedIds.allows(value) ? value.slice(0, KEPT) : []) },
  },
});

export function recordRecentCommand(id: string): void {
  const rest = recentCommandIds$.peek().filter((recent) => recent !== id);
  recentCommandIds$.set([id, ...rest].slice(0, KEPT));
}

/** Records every successful run from any source, except opening the palette itself. */
export function trackRecentCommands(registry: CommandRegistry): Disposable {
  return registry.onDidExecute(({ id, ok }) => {
    if (ok && id !== PALETTE_TOGGLE_ID) recordRecentCommand(id);
  });
}
