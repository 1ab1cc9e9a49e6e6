import { lazy } from 'react';
import { observe } from '@legendapp/state';
import { session$ } from '../../app/auth/session';
import { WATCH_UNSEEN_KEY, WATCHED_KEYS_KEY, watchKey } from '../../panels/watch/watch-keys';
import { definePlugin } from '../host/define-plugin';
import { WATCH_PANEL_ID, watchCommands } from './commands';
import { watch$ } from './store';
import { createWatchSync, WATCH_POLL_MS } from './watch-sync';
import { WATCH_TEXTS } from './watch-texts';

/**
 * Watch (REST /watch, issue 27): the commands that watch a product code, K-number or applicant, open the Watch
 * panel and mark events seen; the signed-in user's items (read by Watch buttons) and unseen count (the sidebar's
 * badge), read again every few minutes since events come with the server's imports.
 */
export const watchPlugin = definePlugin({
  id: 'watch',
  requires: ['account'],
  activate(api) {
    const sync = createWatchSync(api.services);
    api.onDispose(() => void sync.follow(null));
    watchCommands({ services: api.services, sync }).forEach((command) => api.registerCommand(command));
    api.registerSidePanel({ id: WATCH_PANEL_ID, title: WATCH_TEXTS.panelTitle, component: lazy(() => import('./WatchPanel')) });
    api.onDispose(observe(() => void sync.follow(session$.status.get() === 'signed-in' ? (session$.user.get()?.uid ?? null) : null)));
    api.onDispose(observe(() => api.setContext(WATCHED_KEYS_KEY, watch$.items.get().map((item) => watchKey(item.kind, item.value)))));
    api.onDispose(observe(() => api.setContext(WATCH_UNSEEN_KEY, watch$.unseen.get())));
    const poll = setInterval(() => void sync.reload(), WATCH_POLL_MS);
    api.onDispose(() => clearInterval(poll));
  },
});
