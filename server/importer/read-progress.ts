import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts the bytes the readers take from disk while a dataset loads, so progress can be told against
 * the size of its files without each dataset reporting it.
 */
const bytesListener = new AsyncLocalStorage<(bytes: number) => void>();

/** Runs `work` with `onBytes` told of every chunk the readers take from disk inside it. */
export function countingBytesRead<T>(onBytes: (bytes: number) => void, work: () => Promise<T>): Promise<T> {
  return bytesListener.run(onBytes, work);
}

/** The listener of the current load (a no-op outside one); take it when a file is opened. */
export function bytesReadListener(): (bytes: number) => void {
  return bytesListener.getStore() ?? (() => {});
}
