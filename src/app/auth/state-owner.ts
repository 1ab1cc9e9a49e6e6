import { observe } from '@legendapp/state';
import { clearAllCache } from '../workflow/clear-cache';
import { session$ } from './session';

/** Whose work the browser's stored state is (a uid). */
export const STATE_OWNER_KEY = 'clearway.owner.v1';

/**
 * The stored work (profile, scenarios, results) belongs to the user who made it. When someone else signs in
 * on this browser, it is cleared before anything reads or mirrors it, so that one user's work is neither
 * shown to another nor saved into their account; the same user finds it again. Returns the stop function.
 */
export function keepStoredStateToItsOwner(): () => void {
  return observe(() => {
    const { status, user } = session$.get();
    if (status !== 'signed-in' || !user) return;
    const owner = localStorage.getItem(STATE_OWNER_KEY);
    if (owner !== null && owner !== user.uid) clearAllCache({ reload: false });
    localStorage.setItem(STATE_OWNER_KEY, user.uid);
  });
}
