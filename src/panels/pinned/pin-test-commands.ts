import { type } from 'arktype';
import { vi } from 'vitest';
import { setContextKey } from '../../commands/context';
import { commandRegistry } from '../../commands/registry';
import type { Disposable } from '../../commands/types';
import { PINNED_KEYS_KEY } from './pinned-keys';

/**
 * For the pin buttons' tests: stand-ins for 'pinned.pin' and 'pinned.unpin' in the app's registry, shown only
 * while `signedIn()`, recording their arguments; `setPinnedKeys` plays the plugin's pinned keys. dispose()
 * removes them all.
 */
export function stubPinCommands(signedIn: () => boolean = () => true) {
  const runs = { pin: vi.fn<(args: unknown) => void | Promise<void>>(), unpin: vi.fn<(args: unknown) => void | Promise<void>>() };
  const registrations: Disposable[] = [];
  for (const [id, run] of [['pinned.pin', runs.pin], ['pinned.unpin', runs.unpin]] as const) {
    registrations.push(
      commandRegistry.register<unknown>({ id, title: id, category: 'Pinned sources', args: type('object'), when: signedIn, run: (args) => run(args) }),
    );
  }
  return {
    runs,
    setPinnedKeys: (keys: string[]) => void registrations.push(setContextKey(PINNED_KEYS_KEY, keys)),
    dispose: () => registrations.splice(0).forEach((registration) => registration.dispose()),
  };
}
