import { createFileRoute } from '@tanstack/react-router';
import { firstStepRedirect } from '../../workspace/first-step-redirect';

export const Route = createFileRoute('/strategy/')({
  beforeLoad: () => {
    throw firstStepRedirect();
  },
});
