import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { observable } from '@legendapp/state';
import { CLEAR_CACHE_RELOAD_MS, clearAllCache } from './clear-cache';
import { registerStoreReset } from './store-resets';
import { openByPath, setStarted, workflow$, workflowStatus$ } from './store';

describe('clearAllCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("removes every 'clearway.' key and keeps other sites' keys", () => {
    localStorage.setItem('clearway.profile.v1', '{}');
    localStorage.setItem('clearway.scenarios.v1', '[]');
    localStorage.setItem('other-app.token', 'keep');

    clearAllCache({ reload: false });

    expect(localStorage.getItem('clearway.profile.v1')).toBeNull();
    expect(localStorage.getItem('clearway.scenarios.v1')).toBeNull();
    expect(localStorage.getItem('other-app.token')).toBe('keep');
  });

  it('resets every registered store and the workflow, leaving nothing stored', () => {
    const scenarios$ = observable({ codes: ['DQY', 'LLZ'] });
    const registration = registerStoreReset(() => scenarios$.set({ codes: [] }));
    setStarted();
    openByPath(3);
    workflowStatus$.message.set('To proceed, select a Scenario first!');
    expect(localStorage.getItem('clearway.workflow.v1')).not.toBeNull();

    clearAllCache({ reload: false });

    expect(scenarios$.codes.peek()).toEqual([]);
    expect(workflow$.peek()).toEqual({ currentStep: 0, completed: [], started: false, restored: true });
    expect(workflowStatus$.message.peek()).toBeNull();
    expect(localStorage.getItem('clearway.workflow.v1')).toBeNull();
    registration.dispose();
  });

  it('a disposed reset is not called any more', () => {
    const reset = vi.fn();
    registerStoreReset(reset).dispose();
    clearAllCache({ reload: false });
    expect(reset).not.toHaveBeenCalled();
  });

  it('reloads the page after 100 ms', () => {
    const reloadPage = vi.fn();
    clearAllCache({ reloadPage });

    vi.advanceTimersByTime(CLEAR_CACHE_RELOAD_MS - 1);
    expect(reloadPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(CLEAR_CACHE_RELOAD_MS).toBe(100);
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('does not reload when told not to', () => {
    const reloadPage = vi.fn();
    clearAllCache({ reload: false, reloadPage });
    vi.runAllTimers();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
