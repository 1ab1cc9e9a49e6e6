import type { ReactNode } from 'react';
import { WORKFLOW_STEPS, type StepId } from '../../app/workflow-steps';

interface StepPlaceholderProps {
  step: StepId;
  /** One line on what the step will do. */
  description: string;
  children?: ReactNode;
}

/** Stands in for a step's panel until the step is built. */
export function StepPlaceholder({ step, description, children }: StepPlaceholderProps) {
  const label = WORKFLOW_STEPS.find((s) => s.id === step)?.label ?? step;
  return (
    <section className="cw-step-placeholder" aria-labelledby={`step-${step}-title`}>
      <h1 id={`step-${step}-title`}>{label}</h1>
      <p className="cw-muted">{description}</p>
      {children}
    </section>
  );
}
