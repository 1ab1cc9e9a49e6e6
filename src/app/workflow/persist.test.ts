import { afterEach, describe, expect, it, vi } from 'vitest';
import { observable } from '@legendapp/state';
import { type } from 'arktype';
import { persistObservable } from './persist';

const Stored = type({ name: 'string' });

afterEach(() => vi.restoreAllMocks());

describe('persistObservable', () => {
  it("refuses a key outside the app's 'clearway.' prefix", () => {
    const state$ = observable({ name: '' });
    expect(() => persistObservable(state$, { key: 'profile', schema: Stored })).toThrow("Storage key 'profile' must start with 'clearway.'");
  });

  it('writes only when the stored part changes', () => {
    const state$ = observable({ name: '', editing: false });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    persistObservable(state$, { key: 'clearway.test.v1', schema: Stored });

    state$.editing.set(true);
    expect(setItem).not.toHaveBeenCalled();

    state$.name.set('Infusion pump');
    expect(localStorage.getItem('clearway.test.v1')).toBe('{"name":"Infusion pump"}');
  });

  it('keeps the app running when the storage refuses to write', () => {
    const state$ = observable({ name: '' });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    persistObservable(state$, { key: 'clearway.test.v1', schema: Stored });

    state$.name.set('Stent');

    expect(state$.name.peek()).toBe('Stent');
    expect(error).toHaveBeenCalledWith("Could not store 'clearway.test.v1'", expect.any(DOMException));
  });

  it('stops writing once disposed', () => {
    const state$ = observable({ name: '' });
    persistObservable(state$, { key: 'clearway.test.v1', schema: Stored }).dispose();
    state$.name.set('Catheter');
    expect(localStorage.getItem('clearway.test.v1')).toBeNull();
  });

  it('can be disposed twice without disturbing the other listeners of the state', () => {
    const state$ = observable({ name: '' });
    persistObservable(state$, { key: 'clearway.other.v1', schema: Stored });
    const first = persistObservable(state$, { key: 'clearway.test.v1', schema: Stored });
    first.dispose();
    first.dispose();

    state$.name.set('Valve');

    expect(localStorage.getItem('clearway.other.v1')).toBe('{"name":"Valve"}');
  });
});
