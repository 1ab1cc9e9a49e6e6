import { describe, expect, it } from 'vitest';
import {
  ALREADY_AT_LAST_STEP,
  canMoveTo,
  clampStep,
  isStepIndex,
  movementBlockReason,
  nextBlockReason,
  openByPath,
  resetPosition,
  withCompleted,
  type WorkflowPosition,
} from './rules';

const at = (currentStep: number, completed: number[] = []): WorkflowPosition => ({ currentStep, completed });

describe('clampStep', () => {
  it.each([
    [-3, 0],
    [0, 0],
    [3, 3],
    [5, 5],
    [9, 5],
    [2.7, 2],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 5],
  ])('clamps %d to %d', (input, expected) => {
    expect(clampStep(input)).toBe(expected);
  });
});

describe('isStepIndex', () => {
  it('accepts the integers 0 to 5 only', () => {
    expect([0, 5].every(isStepIndex)).toBe(true);
    expect([-1, 6, 1.5, Number.NaN].some(isStepIndex)).toBe(false);
  });
});

describe('movement rule (SPEC section 4)', () => {
  it('allows the current step', () => {
    expect(canMoveTo(at(2, [0, 1]), 2)).toBe(true);
    expect(canMoveTo(at(0), 0)).toBe(true);
  });

  it('allows any completed step, earlier or later', () => {
    expect(canMoveTo(at(1, [0, 1, 2, 3]), 3)).toBe(true);
    expect(canMoveTo(at(3, [0, 1, 2]), 0)).toBe(true);
  });

  it('allows the next step only while the current one is completed', () => {
    expect(canMoveTo(at(1, [0, 1]), 2)).toBe(true);
    expect(canMoveTo(at(1, [0]), 2)).toBe(false);
    expect(movementBlockReason(at(1, [0]), 2)).toBe("Complete 'Scenario' first");
  });

  it('refuses a later step beyond the next, naming the first step to complete', () => {
    expect(movementBlockReason(at(0), 5)).toBe("Complete 'Product Info' first");
    expect(movementBlockReason(at(1, [0, 1]), 4)).toBe("Complete 'Predicate' first");
  });

  it('refuses a later step whose earlier steps are complete but which is not next', () => {
    expect(movementBlockReason(at(0, [0, 1, 2, 3]), 4)).toBe("Go to 'Risk' first");
  });

  it('refuses an earlier step that is not completed', () => {
    expect(movementBlockReason(at(2, [1]), 0)).toBe("'Product Info' is not completed yet");
  });

  it('refuses a step that does not exist', () => {
    expect(movementBlockReason(at(0), 6)).toBe('There is no workflow step 6');
    expect(movementBlockReason(at(0), -1)).toBe('There is no workflow step -1');
    expect(canMoveTo(at(0), 1.5)).toBe(false);
  });

  it('nextBlockReason stops at the last step and otherwise applies the rule', () => {
    expect(nextBlockReason(at(5, [0, 1, 2, 3, 4, 5]))).toBe(ALREADY_AT_LAST_STEP);
    expect(nextBlockReason(at(0))).toBe("Complete 'Product Info' first");
    expect(nextBlockReason(at(0, [0]))).toBeNull();
  });
});

describe('openByPath', () => {
  it('marks every earlier step completed and makes the step current', () => {
    expect(openByPath(at(0), 3)).toEqual(at(3, [0, 1, 2]));
  });

  it('keeps steps already completed, sorted, without duplicates', () => {
    expect(openByPath(at(1, [4, 0]), 2)).toEqual(at(2, [0, 1, 4]));
  });

  it('completes nothing for the first step', () => {
    expect(openByPath(at(3, [0, 1, 2]), 0)).toEqual(at(0, [0, 1, 2]));
  });

  it('throws for a step that does not exist', () => {
    expect(() => openByPath(at(0), 7)).toThrow('There is no workflow step 7; steps run from 0 to 5');
  });
});

describe('withCompleted', () => {
  it('adds and removes a completed step', () => {
    expect(withCompleted(at(2, [2, 0]), 1, true)).toEqual(at(2, [0, 1, 2]));
    expect(withCompleted(at(2, [0, 1]), 1, true)).toEqual(at(2, [0, 1]));
    expect(withCompleted(at(2, [0, 1]), 0, false)).toEqual(at(2, [1]));
  });

  it('throws for a step that does not exist', () => {
    expect(() => withCompleted(at(0), -1, true)).toThrow('There is no workflow step -1');
  });
});

describe('resetPosition', () => {
  it('returns to step 0 with nothing completed', () => {
    expect(resetPosition()).toEqual(at(0, []));
  });
});
