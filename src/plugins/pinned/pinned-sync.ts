import type { AppServices } from '../../app/services';
import { initialPinnedState, pinned$ } from './store';

export type PinnedSync = ReturnType<typeof createPinnedSync>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Keeps pinned$ the signed-in user's list: loaded when someone signs in, emptied when they sign out. */
export function createPinnedSync(services: Pick<AppServices, 'pinnedSources'>) {
  let generation = 0;

  /** Lists `owner`'s pins again; an answer that comes after another user signed in is dropped. */
  async function load(owner: string): Promise<void> {
    const mine = ++generation;
    pinned$.assign({ owner, problem: null });
    try {
      const pins = await services.pinnedSources.list();
      if (mine === generation) pinned$.assign({ pins, loaded: true });
    } catch (error) {
      if (mine === generation) pinned$.assign({ problem: messageOf(error), loaded: false });
    }
  }

  return {
    load,
    /** Follows the signed-in user (null: signed out). */
    follow(owner: string | null): Promise<void> {
      if (owner === pinned$.owner.peek()) return Promise.resolve();
      generation += 1;
      pinned$.set({ ...initialPinnedState(), owner });
      return owner === null ? Promise.resolve() : load(owner);
    },
    reload(): Promise<void> {
      const owner = pinned$.owner.peek();
      return owner === null ? Promise.resolve() : load(owner);
    },
  };
}
