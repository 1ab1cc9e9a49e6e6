import type { Disposable } from '../../commands/types';

const resets = new Set<() => void>();

/** Every store registers how to return to its defaults, so that "Clear all cache" can reset it. */
export function registerStoreReset(reset: () => void): Disposable {
  resets.add(reset);
  return { dispose: () => resets.delete(reset) };
}

export function resetRegisteredStores(): void {
  resets.forEach((reset) => reset());
}
