import { useEffect } from 'react';
import { when } from '@legendapp/state';
import type { WorkflowStep } from '../workflow-steps';
import { openByPath, workflow$ } from '../workflow/store';
import { Workspace } from './Workspace';

/** A step opened by path: earlier steps count as completed (SPEC section 2). */
export function StepPage({ step }: { step: WorkflowStep }) {
  useEffect(() => {
    let cancelled = false;
    void when(workflow$.restored).then(() => {
      if (!cancelled) openByPath(step.index);
    });
    return () => {
      cancelled = true;
    };
  }, [step.index]);

  return <Workspace step={step} />;
}
