import { WORKFLOW_STEPS } from '../../app/workflow-steps';
import { navigateTo } from '../../app/workflow/navigation';
import { goTo, workflow$ } from '../../app/workflow/store';

export function navigateToCurrentStep(): void {
  const step = WORKFLOW_STEPS[workflow$.currentStep.peek()];
  if (step) navigateTo(step.path);
}

/** Moves the workflow under the movement rule and opens the step; true, or why it cannot move. */
export function moveToStep(index: number): true | string {
  const moved = goTo(index);
  if (moved === true) navigateToCurrentStep();
  return moved;
}
