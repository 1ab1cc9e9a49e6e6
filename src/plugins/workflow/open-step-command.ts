import type { Command } from '../../commands/types';
import { WORKFLOW_STEPS, type StepId } from '../../app/workflow-steps';
import { movementBlockReason } from '../../app/workflow/rules';
import { positionFromContext } from './context-keys';
import { moveToStep } from './move-to-step';

/** 'Go to <label>' for a step plugin: '<step>.open', enabled under the movement rule. */
export function openStepCommand(stepId: StepId): Command {
  const step = WORKFLOW_STEPS.find((s) => s.id === stepId);
  if (!step) throw new Error(`Unknown workflow step '${stepId}'`);
  return {
    id: `${step.id}.open`,
    title: `Go to ${step.label}`,
    category: 'Navigation',
    keywords: step.id.split('-'),
    keys: [`$mod+Alt+${step.index + 1}`],
    enabled: (context) => movementBlockReason(positionFromContext(context), step.index) ?? true,
    run() {
      const moved = moveToStep(step.index);
      if (moved !== true) throw new Error(moved);
    },
  };
}
