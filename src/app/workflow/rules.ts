import { LAST_STEP_INDEX, WORKFLOW_STEPS } from '../workflow-steps';

/** Where the user is in the workflow (SPEC section 4): the current step and the completed ones. */
export interface WorkflowPosition {
  readonly currentStep: number;
  readonly completed: readonly number[];
}

export const ALREADY_AT_LAST_STEP = 'Already at the last step';
export const ALREADY_AT_FIRST_STEP = 'Already at the first step';

export function isStepIndex(index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index <= LAST_STEP_INDEX;
}

function assertStepIndex(index: number): void {
  if (!isStepIndex(index)) throw new Error(`There is no workflow step ${index}; steps run from 0 to ${LAST_STEP_INDEX}`);
}

function labelOf(index: number): string {
  return WORKFLOW_STEPS[index]?.label ?? `step ${index}`;
}

export function clampStep(index: number): number {
  if (Number.isNaN(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), LAST_STEP_INDEX);
}

/** Reset returns to step 0 with nothing completed. */
export function resetPosition(): WorkflowPosition {
  return { currentStep: 0, completed: [] };
}

/** Why the user cannot move to `target` now, or null when the move is allowed. */
export function movementBlockReason(state: WorkflowPosition, target: number): string | null {
  if (!isStepIndex(target)) return `There is no workflow step ${target}`;
  const { currentStep, completed } = state;
  const isCompleted = (index: number) => completed.includes(index);
  if (isCompleted(target) || target === currentStep) return null;
  if (target === currentStep + 1) return isCompleted(currentStep) ? null : `Complete '${labelOf(currentStep)}' first`;
  if (target < currentStep) return `'${labelOf(target)}' is not completed yet`;
  const firstOpen = Array.from({ length: target }, (_, index) => index).find((index) => !isCompleted(index));
  return firstOpen === undefined ? `Go to '${labelOf(target - 1)}' first` : `Complete '${labelOf(firstOpen)}' first`;
}

export function canMoveTo(state: WorkflowPosition, target: number): boolean {
  return movementBlockReason(state, target) === null;
}

/** Why Next cannot move on from here, or null. */
export function nextBlockReason(state: WorkflowPosition): string | null {
  return state.currentStep >= LAST_STEP_INDEX ? ALREADY_AT_LAST_STEP : movementBlockReason(state, state.currentStep + 1);
}

export function withCompleted(state: WorkflowPosition, index: number, done: boolean): WorkflowPosition {
  assertStepIndex(index);
  const others = state.completed.filter((i) => i !== index);
  return { ...state, completed: done ? [...others, index].sort((a, b) => a - b) : others };
}

/** Opening a step by its path marks every earlier step completed (SPEC section 2). */
export function openByPath(state: WorkflowPosition, index: number): WorkflowPosition {
  assertStepIndex(index);
  const earlier = Array.from({ length: index }, (_, i) => i);
  const completed = [...new Set([...state.completed, ...earlier])].sort((a, b) => a - b);
  return { currentStep: index, completed };
}
