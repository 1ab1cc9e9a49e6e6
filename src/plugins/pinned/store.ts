import { observable } from '@legendapp/state';
import type { PinnedSource, PinnedSourceKey } from '../../api/contracts/pinned-sources';
import { pinKey } from '../../api/contracts/pinned-sources';

export interface PinnedState {
  /** The signed-in user the pins are of; null when no one is signed in. */
  owner: string | null;
  /** Newest first, as the server last listed them and the pins and unpins since. */
  pins: PinnedSource[];
  loaded: boolean;
  /** Why the list could not be loaded; null when it was. */
  problem: string | null;
}

export const initialPinnedState = (): PinnedState => ({ owner: null, pins: [], loaded: false, problem: null });

/** The user's pinned sources; not stored in the browser (the server keeps them). */
export const pinned$ = observable<PinnedState>(initialPinnedState());

/** The pin of that id, or of that source (kind and id), if the list holds one. */
export function findPin(target: { id: string } | { source: PinnedSourceKey }): PinnedSource | undefined {
  const pins = pinned$.pins.peek();
  if ('source' in target) {
    const key = pinKey(target.source);
    return pins.find((pin) => pinKey(pin.source) === key);
  }
  return pins.find((pin) => pin.id === target.id);
}
