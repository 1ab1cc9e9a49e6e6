import { WATCH_EVENTS_PAGE_SIZE_MAX } from '../../api/contracts/watch';
import type { AppServices } from '../../app/services';
import { initialWatchState, watch$ } from './store';

export type WatchSync = ReturnType<typeof createWatchSync>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** How often the unseen count is read again while someone is signed in (events come with the server's imports). */
export const WATCH_POLL_MS = 5 * 60_000;

/** Keeps watch$ the signed-in user's items and newest events: loaded at sign-in, emptied at sign-out. */
export function createWatchSync(services: Pick<AppServices, 'watch'>) {
  let generation = 0;

  async function load(owner: string): Promise<void> {
    const mine = ++generation;
    watch$.assign({ owner, problem: null });
    try {
      const [items, page] = await Promise.all([services.watch.items(), services.watch.events({ limit: WATCH_EVENTS_PAGE_SIZE_MAX })]);
      if (mine === generation) watch$.assign({ items, events: page.events, total: page.total, unseen: page.unseen, loaded: true });
    } catch (error) {
      if (mine === generation) watch$.assign({ problem: messageOf(error), loaded: false });
    }
  }

  return {
    /** Follows the signed-in user (null: signed out). */
    follow(owner: string | null): Promise<void> {
      if (owner === watch$.owner.peek()) return Promise.resolve();
      generation += 1;
      watch$.set({ ...initialWatchState(), owner });
      return owner === null ? Promise.resolve() : load(owner);
    },
    reload(): Promise<void> {
      const owner = watch$.owner.peek();
      return owner === null ? Promise.resolve() : load(owner);
    },
  };
}
