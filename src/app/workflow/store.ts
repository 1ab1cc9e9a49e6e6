import { batch, observable } from '@legendapp/state';
import { type } from 'arktype';
import { persistObservable } from './persist';
import { registerStoreReset } from './store-resets';
import * as rules from './rules';

export const WORKFLOW_STORAGE_KEY = 'clearway.workflow.v1';
/** The navigator's loader shows until the stored workflow is restored, or at most this long. */
export const NAVIGATOR_LOADER_FALLBACK_MS = 200;

export interface WorkflowState {
  currentStep: number;
  completed: number[];
  /** First-run flag: set once the user has started. */
  started: boolean;
  /** True once the stored state has been read. */
  restored: boolean;
}

const StoredWorkflow = type({
  currentStep: 'number.integer',
  completed: 'number.integer[]',
  started: 'boolean',
});

function initialState(): Omit<WorkflowState, 'restored'> {
  return { currentStep: 0, completed: [], started: false };
}

export const workflow$ = observable<WorkflowState>({ ...initialState(), restored: false });

/** What the navigator shows about the step action run by Next. */
export const workflowStatus$ = observable({ processing: false, message: null as string | null });

function restore(): void {
  persistObservable(workflow$, { key: WORKFLOW_STORAGE_KEY, schema: StoredWorkflow });
  const { currentStep, completed } = workflow$.peek();
  workflow$.assign({
    currentStep: rules.clampStep(currentStep),
    completed: [...new Set(completed.filter(rules.isStepIndex))].sort((a, b) => a - b),
    restored: true,
  });
}
restore();

registerStoreReset(() =>
  batch(() => {
    workflow$.assign(initialState());
    workflowStatus$.set({ processing: false, message: null });
  }),
);

function apply(position: rules.WorkflowPosition): void {
  workflow$.assign({ currentStep: position.currentStep, completed: [...position.completed] });
}

/** Moves to a step under the movement rule; true, or the reason it is not allowed (nothing changes). */
export function goTo(index: number): true | string {
  const reason = rules.movementBlockReason(workflow$.peek(), index);
  if (reason !== null) return reason;
  workflow$.currentStep.set(index);
  return true;
}

export function next(): true | string {
  const reason = rules.nextBlockReason(workflow$.peek());
  if (reason !== null) return reason;
  workflow$.currentStep.set(workflow$.currentStep.peek() + 1);
  return true;
}

/** Going back is always possible: it never loses work. */
export function previous(): true | string {
  const current = workflow$.currentStep.peek();
  if (current <= 0) return rules.ALREADY_AT_FIRST_STEP;
  workflow$.currentStep.set(current - 1);
  return true;
}

export function markCompleted(index: number, done = true): void {
  apply(rules.withCompleted(workflow$.peek(), index, done));
}

export function openByPath(index: number): void {
  apply(rules.openByPath(workflow$.peek(), index));
}

/** Back to step 0 with nothing completed; the first-run flag stays. */
export function reset(): void {
  apply(rules.resetPosition());
}

export function setStarted(): void {
  workflow$.started.set(true);
}
