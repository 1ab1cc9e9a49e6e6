import { describe, expect, it } from 'vitest';
import { type } from 'arktype';
import { clearAllCache } from './clear-cache';
import { definePersistedStore } from './persisted-store';

const Notes = type({ notes: 'string', count: 'number' });

describe('definePersistedStore', () => {
  it('restores what was stored under its key', () => {
    localStorage.setItem('clearway.test-restore.v1', JSON.stringify({ notes: 'kept', count: 2 }));
    const notes$ = definePersistedStore('clearway.test-restore.v1', Notes, () => ({ notes: '', count: 0 }));
    expect(notes$.peek()).toEqual({ notes: 'kept', count: 2 });
  });

  it('writes changes to browser storage', () => {
    const notes$ = definePersistedStore('clearway.test-write.v1', Notes, () => ({ notes: '', count: 0 }));
    notes$.notes.set('predicate chain looks clean');
    expect(JSON.parse(localStorage.getItem('clearway.test-write.v1')!)).toEqual({
      notes: 'predicate chain looks clean',
      count: 0,
    });
  });

  it('is put back to its initial state by Clear all cache, leaving nothing stored', () => {
    const notes$ = definePersistedStore('clearway.test-reset.v1', Notes, () => ({ notes: '', count: 0 }));
    notes$.set({ notes: 'draft', count: 5 });

    clearAllCache({ reload: false });

    expect(notes$.peek()).toEqual({ notes: '', count: 0 });
    expect(localStorage.getItem('clearway.test-reset.v1')).toBeNull();
  });

  it('refuses a key outside the app prefix', () => {
    expect(() => definePersistedStore('other.key', Notes, () => ({ notes: '', count: 0 }))).toThrow(/must start with 'clearway\.'/);
  });
});
