import { batch } from '@legendapp/state';
import { STORAGE_PREFIX } from './persist';
import { resetRegisteredStores } from './store-resets';

export const CLEAR_CACHE_RELOAD_MS = 100;

export interface ClearCacheOptions {
  /** Reload the page afterwards (default true). */
  reload?: boolean;
  /** How to reload; the browser's reload by default. */
  reloadPage?: () => void;
}

/** Removes the app's stored state, resets every store (the workflow too) and reloads after 100 ms. */
export function clearAllCache({ reload = true, reloadPage = () => window.location.reload() }: ClearCacheOptions = {}): void {
  batch(resetRegisteredStores);
  // After the resets, which write their defaults back to storage.
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  keys.filter((key): key is string => key?.startsWith(STORAGE_PREFIX) ?? false).forEach((key) => localStorage.removeItem(key));
  if (reload) setTimeout(reloadPage, CLEAR_CACHE_RELOAD_MS);
}
