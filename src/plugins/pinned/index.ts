import { observe } from '@legendapp/state';
import { pinKey } from '../../api/contracts/pinned-sources';
import { session$ } from '../../app/auth/session';
import { PINNED_KEYS_KEY } from '../../panels/pinned/pinned-keys';
import { definePlugin } from '../host/define-plugin';
import { pinnedCommands } from './commands';
import { createPinnedSync } from './pinned-sync';
import { pinned$ } from './store';

/**
 * Pinned sources (REST /chat/pinned-sources): the commands that pin, unpin and open them, and the signed-in
 * user's list, which the ClearwayAI panel shows and pin buttons read.
 */
export const pinnedPlugin = definePlugin({
  id: 'pinned',
  requires: ['account'],
  activate(api) {
    const sync = createPinnedSync(api.services);
    // Undone last (newest first), once the observers below are gone: the list is forgotten.
    api.onDispose(() => void sync.follow(null));
    pinnedCommands({ services: api.services, sync }).forEach((command) => api.registerCommand(command));
    api.onDispose(observe(() => void sync.follow(session$.status.get() === 'signed-in' ? (session$.user.get()?.uid ?? null) : null)));
    api.onDispose(observe(() => api.setContext(PINNED_KEYS_KEY, pinned$.pins.get().map((pin) => pinKey(pin.source)))));
  },
});
