import { afterEach, describe, expect, it, vi } from 'vitest';

const KEY = 'clearway.workflow.v1';

/** A store module as the app gets it at start, reading what localStorage holds now. */
async function freshStore() {
  vi.resetModules();
  return import('./store');
}

function stored(): unknown {
  const text = localStorage.getItem(KEY);
  return text === null ? null : JSON.parse(text);
}

afterEach(() => vi.restoreAllMocks());

describe('workflow store persistence', () => {
  it('starts at step 0 with nothing completed, restored, and writes nothing until a change', async () => {
    const { workflow$, WORKFLOW_STORAGE_KEY } = await freshStore();
    expect(WORKFLOW_STORAGE_KEY).toBe(KEY);
    expect(workflow$.peek()).toEqual({ currentStep: 0, completed: [], started: false, restored: true });
    expect(stored()).toBeNull();
  });

  it('writes the position and the first-run flag, not the restored flag', async () => {
    const { markCompleted, next, setStarted } = await freshStore();
    setStarted();
    markCompleted(0);
    next();
    expect(stored()).toEqual({ currentStep: 1, completed: [0], started: true });
  });

  it('restores what was stored', async () => {
    localStorage.setItem(KEY, JSON.stringify({ currentStep: 3, completed: [0, 1, 2], started: true }));
    const { workflow$ } = await freshStore();
    expect(workflow$.peek()).toEqual({ currentStep: 3, completed: [0, 1, 2], started: true, restored: true });
  });

  it('clamps a stored step out of range and drops unknown completed steps', async () => {
    localStorage.setItem(KEY, JSON.stringify({ currentStep: 9, completed: [7, 2, 0, 2], started: false }));
    const { workflow$ } = await freshStore();
    expect(workflow$.peek()).toMatchObject({ currentStep: 5, completed: [0, 2] });
  });

  it.each([
    ['text that is not JSON', '{"currentStep":'],
    ['an unknown shape', JSON.stringify({ currentStep: 'two', completed: [] })],
    ['a missing field', JSON.stringify({ currentStep: 2, completed: [0, 1] })],
  ])('drops %s to the defaults and removes it', async (_, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(KEY, text);

    const { workflow$ } = await freshStore();

    expect(workflow$.peek()).toEqual({ currentStep: 0, completed: [], started: false, restored: true });
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`Dropped stored state '${KEY}' of an unknown shape`));
  });
});

describe('workflow store actions', () => {
  it('goTo applies the movement rule and changes nothing when refused', async () => {
    const { goTo, workflow$ } = await freshStore();
    expect(goTo(2)).toBe("Complete 'Product Info' first");
    expect(goTo(8)).toBe('There is no workflow step 8');
    expect(workflow$.currentStep.peek()).toBe(0);
    expect(stored()).toBeNull();
  });

  it('next moves on once the current step is completed, up to the last step', async () => {
    const { next, markCompleted, workflow$ } = await freshStore();
    expect(next()).toBe("Complete 'Product Info' first");
    for (let step = 0; step < 5; step += 1) {
      markCompleted(step);
      expect(next()).toBe(true);
    }
    expect(workflow$.currentStep.peek()).toBe(5);
    markCompleted(5);
    expect(next()).toBe('Already at the last step');
  });

  it('previous moves back until the first step', async () => {
    const { previous, openByPath, workflow$ } = await freshStore();
    openByPath(1);
    expect(previous()).toBe(true);
    expect(workflow$.currentStep.peek()).toBe(0);
    expect(previous()).toBe('Already at the first step');
  });

  it('markCompleted adds and removes a step and rejects an unknown one', async () => {
    const { markCompleted, workflow$ } = await freshStore();
    markCompleted(2);
    markCompleted(0);
    expect(workflow$.completed.peek()).toEqual([0, 2]);
    markCompleted(2, false);
    expect(workflow$.completed.peek()).toEqual([0]);
    expect(() => markCompleted(6)).toThrow('There is no workflow step 6');
    expect(workflow$.completed.peek()).toEqual([0]);
  });

  it('openByPath opens the step with every earlier step completed', async () => {
    const { openByPath, workflow$ } = await freshStore();
    openByPath(4);
    expect(workflow$.peek()).toMatchObject({ currentStep: 4, completed: [0, 1, 2, 3] });
    expect(stored()).toEqual({ currentStep: 4, completed: [0, 1, 2, 3], started: false });
  });

  it('reset returns to step 0 with nothing completed and keeps the first-run flag', async () => {
    const { openByPath, reset, setStarted, workflow$ } = await freshStore();
    setStarted();
    openByPath(3);
    reset();
    expect(workflow$.peek()).toEqual({ currentStep: 0, completed: [], started: true, restored: true });
  });
});
