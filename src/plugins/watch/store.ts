import { observable } from '@legendapp/state';
import type { WatchEvent, WatchItem } from '../../api/contracts/watch';

export interface WatchState {
  /** The signed-in user the items and events are of; null when no one is signed in. */
  owner: string | null;
  /** Newest first. */
  items: WatchItem[];
  /** The first page of events, newest first. */
  events: WatchEvent[];
  /** How many events the user has in all, and how many are unseen. */
  total: number;
  unseen: number;
  loaded: boolean;
  /** Why the lists could not be loaded; null when they were. */
  problem: string | null;
}

export const initialWatchState = (): WatchState => ({ owner: null, items: [], events: [], total: 0, unseen: 0, loaded: false, problem: null });

/** The user's watched items and events; not stored in the browser (the server keeps them). */
export const watch$ = observable<WatchState>(initialWatchState());
