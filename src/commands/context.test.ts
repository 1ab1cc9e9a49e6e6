import { afterEach, describe, expect, it, vi } from 'vitest';
import { contextKeys$, getContext, onContextChange, setContextKey } from './context';
import type { Disposable } from './types';

const held: Disposable[] = [];
function set(key: string, value: unknown): Disposable {
  const setter = setContextKey(key, value);
  held.push(setter);
  return setter;
}

afterEach(() => {
  for (const setter of held.splice(0)) setter.dispose();
});

describe('context keys', () => {
  it('sets keys into the observable and the snapshot', () => {
    set('auth.signedIn', true);
    set('workflow.currentStep', 'risk');
    expect(contextKeys$.peek()).toEqual({ 'auth.signedIn': true, 'workflow.currentStep': 'risk' });
    expect(getContext()).toEqual({ 'auth.signedIn': true, 'workflow.currentStep': 'risk' });
  });

  it('dispose removes the key it set', () => {
    const setter = set('auth.signedIn', true);
    setter.dispose();
    expect('auth.signedIn' in getContext()).toBe(false);
  });

  it('dispose leaves a key alone once another setter owns it', () => {
    const first = set('workflow.currentStep', 'risk');
    set('workflow.currentStep', 'predicate');
    first.dispose();
    expect(getContext()['workflow.currentStep']).toBe('predicate');
  });

  it('dispose is idempotent and does not remove a later owner', () => {
    const first = set('scenario.selected', 'DQY');
    first.dispose();
    set('scenario.selected', 'LLZ');
    first.dispose();
    expect(getContext()['scenario.selected']).toBe('LLZ');
  });

  it('getContext returns the same frozen snapshot until something changes', () => {
    set('a.b', 1);
    const snapshot = getContext();
    expect(getContext()).toBe(snapshot);
    expect(Object.isFrozen(snapshot)).toBe(true);

    set('a.c', 2);
    const next = getContext();
    expect(next).not.toBe(snapshot);
    expect(snapshot).toEqual({ 'a.b': 1 });
    expect(next).toEqual({ 'a.b': 1, 'a.c': 2 });
  });

  it('notifies change listeners on set and removal', () => {
    const listener = vi.fn();
    const subscription = onContextChange(listener);
    const setter = set('auth.signedIn', true);
    setter.dispose();
    expect(listener).toHaveBeenCalledTimes(2);
    subscription.dispose();
    set('auth.signedIn', false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
