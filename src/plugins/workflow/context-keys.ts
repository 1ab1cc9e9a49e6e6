import type { CommandContext } from '../../commands/types';
import { isStepIndex, type WorkflowPosition } from '../../app/workflow/rules';

export const CURRENT_STEP_KEY = 'workflow.currentStep';
export const COMPLETED_KEY = 'workflow.completed';

/** The workflow position as the context keys hold it; step 0 with nothing completed when they are unset. */
export function positionFromContext(context: CommandContext): WorkflowPosition {
  const current = context[CURRENT_STEP_KEY];
  const completed = context[COMPLETED_KEY];
  return {
    currentStep: typeof current === 'number' && isStepIndex(current) ? current : 0,
    completed: Array.isArray(completed) ? completed.filter((i): i is number => typeof i === 'number') : [],
  };
}
