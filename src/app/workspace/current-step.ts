import { workflow$ } from '../workflow/store';
import { WORKFLOW_STEPS } from '../workflow-steps';

export function currentStepPath(): string {
  return (WORKFLOW_STEPS[workflow$.currentStep.peek()] ?? WORKFLOW_STEPS[0]).path;
}
