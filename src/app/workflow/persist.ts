import type { ObservableObject } from '@legendapp/state';
import { type, type Type } from 'arktype';
import type { Disposable } from '../../commands/types';
import { once } from './once';

/** Every key the app stores in the browser starts with this, so that "Clear all cache" finds them. */
export const STORAGE_PREFIX = 'clearway.';

export interface PersistOptions<S extends object> {
  /** Versioned, e.g. 'clearway.workflow.v1': a new shape gets a new key instead of misreading the old one. */
  key: string;
  /** The stored part of the state; other fields are neither written nor read. */
  schema: Type<S>;
}

function readStored<S extends object>(key: string, schema: Type<S>): S | undefined {
  const text = localStorage.getItem(key);
  if (text === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const result = schema(parsed);
  if (result instanceof type.errors) {
    console.warn(`Dropped stored state '${key}' of an unknown shape: ${result.summary}`);
    localStorage.removeItem(key);
    return undefined;
  }
  return result as S;
}

function serialize<S extends object>(key: string, schema: Type<S>, value: unknown): string {
  const result = schema(value);
  if (result instanceof type.errors) throw new Error(`Refusing to store '${key}': ${result.summary}`);
  return JSON.stringify(result);
}

function write(key: string, text: string): void {
  try {
    localStorage.setItem(key, text);
  } catch (error) {
    // A full or disabled storage must not break the app; the state just is not kept.
    console.error(`Could not store '${key}'`, error);
  }
}

/**
 * Restores the stored part of `state$` from localStorage now (stored state of an unknown shape is
 * dropped) and writes it back whenever the stored part changes.
 */
export function persistObservable<T extends object, S extends Partial<T>>(
  state$: ObservableObject<T>,
  { key, schema }: PersistOptions<S>,
): Disposable {
  if (!key.startsWith(STORAGE_PREFIX)) throw new Error(`Storage key '${key}' must start with '${STORAGE_PREFIX}'`);
  const storedPart = schema.onUndeclaredKey('delete');
  const stored = readStored(key, storedPart);
  if (stored) state$.assign(stored);
  let last = serialize(key, storedPart, state$.peek());
  const stop = state$.onChange(({ value }) => {
    const text = serialize(key, storedPart, value);
    if (text === last) return;
    last = text;
    write(key, text);
  });
  return { dispose: once(stop) };
}
