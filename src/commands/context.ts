import { observable } from '@legendapp/state';
import type { CommandContext, Disposable } from './types';

/** Context keys read by commands' `when`/`enabled`. Write them through setContextKey. */
export const contextKeys$ = observable<Record<string, unknown>>({});

const owners = new Map<string, symbol>();

/** Sets a key; disposing removes it unless another setter has taken the key over since. */
export function setContextKey(key: string, value: unknown): Disposable {
  const owner = Symbol(key);
  owners.set(key, owner);
  contextKeys$.assign({ [key]: value });
  let disposed = false;
  return {
    dispose() {
      if (disposed) return;
      disposed = true;
      if (owners.get(key) !== owner) return;
      owners.delete(key);
      contextKeys$[key]!.delete();
    },
  };
}

let snapshot: CommandContext = Object.freeze({});

/** A frozen snapshot; the same object until a key changes, so views can memoise on it. */
export function getContext(): CommandContext {
  const current = contextKeys$.peek();
  if (!sameEntries(current, snapshot)) snapshot = Object.freeze({ ...current });
  return snapshot;
}

/** Calls listener after any context key changes. */
export function onContextChange(listener: () => void): Disposable {
  return { dispose: contextKeys$.onChange(listener) };
}

function sameEntries(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]) && key in b);
}
