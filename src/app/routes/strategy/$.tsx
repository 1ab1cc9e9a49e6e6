import { createFileRoute } from '@tanstack/react-router';
import { firstStepRedirect } from '../../workspace/first-step-redirect';

/** Any deeper path under /strategy/ is outside the workflow list too. */
export const Route = createFileRoute('/strategy/$')({
  beforeLoad: () => {
    throw firstStepRedirect();
  },
});
