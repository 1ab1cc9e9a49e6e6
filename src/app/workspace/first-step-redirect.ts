import { redirect } from '@tanstack/react-router';
import { WORKFLOW_STEPS } from '../workflow-steps';

/** A path under /strategy/ outside the workflow list goes to the first step (SPEC section 2). */
export function firstStepRedirect() {
  return redirect({ to: '/strategy/$step', params: { step: WORKFLOW_STEPS[0].id }, replace: true });
}
