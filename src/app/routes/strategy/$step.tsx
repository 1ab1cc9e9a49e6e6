import { createFileRoute } from '@tanstack/react-router';
import { stepByPath } from '../../workflow-steps';
import { StepPage } from '../../workspace/StepPage';
import { firstStepRedirect } from '../../workspace/first-step-redirect';

export const Route = createFileRoute('/strategy/$step')({
  beforeLoad: ({ params }) => {
    const step = stepByPath(`/strategy/${params.step}`);
    if (!step) throw firstStepRedirect();
    return { step };
  },
  component: function StrategyStepRoute() {
    const { step } = Route.useRouteContext();
    return <StepPage step={step} />;
  },
});
