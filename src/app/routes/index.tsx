import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionKnown } from '../auth-guard';
import { currentStepPath } from '../workspace/current-step';

/** '/' sends a signed-in user to the current step and a signed-out one to /sign-in. */
export const Route = createFileRoute('/')({
  beforeLoad: async () => {
    throw redirect({ to: (await sessionKnown()) ? currentStepPath() : '/sign-in' });
  },
});
