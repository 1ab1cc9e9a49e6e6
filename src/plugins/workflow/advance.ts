import { WORKFLOW_STEPS } from '../../app/workflow-steps';
import { markCompleted, workflow$, workflowStatus$ } from '../../app/workflow/store';
import { contributionRegistry } from '../host/contributions';
import { moveToStep } from './move-to-step';

export function currentStepHasAction(): boolean {
  const step = WORKFLOW_STEPS[workflow$.currentStep.peek()];
  return Boolean(step && contributionRegistry.stepContribution(step.id)?.beforeNext);
}

/**
 * Next: runs the current step's action, which may veto moving on (its reason becomes the navigator's
 * message); a step whose action passes counts as completed. Then moves on under the movement rule.
 */
export async function advance(): Promise<void> {
  const from = workflow$.currentStep.peek();
  const step = WORKFLOW_STEPS[from];
  const beforeNext = step && contributionRegistry.stepContribution(step.id)?.beforeNext;
  workflowStatus$.set({ processing: true, message: null });
  try {
    if (beforeNext) {
      const verdict = await beforeNext();
      if (verdict !== true) {
        workflowStatus$.message.set(typeof verdict === 'string' ? verdict : null);
        return;
      }
      // The user went elsewhere while the action ran: moving on from there would surprise them.
      if (workflow$.currentStep.peek() !== from) return;
      markCompleted(from);
    }
    const moved = moveToStep(from + 1);
    if (moved !== true) workflowStatus$.message.set(moved);
  } finally {
    workflowStatus$.processing.set(false);
  }
}
