import { use$ } from '@legendapp/state/react';
import { commandRegistry } from '../../commands/registry';
import { WORKFLOW_STEPS } from '../workflow-steps';
import { workflow$, workflowStatus$ } from '../workflow/store';
import { CheckIcon } from '../shell/icons';
import { failureMessage } from './failure-message';

/** Step labels with completion state; a jump goes through the step's 'Go to' command, under the movement rule. */
export function Stepper() {
  const current = use$(workflow$.currentStep);
  const completed = use$(workflow$.completed);

  const jump = (stepId: string) => {
    workflowStatus$.message.set(null);
    commandRegistry.executeUnchecked(`${stepId}.open`, undefined, 'button').catch((error: unknown) => {
      workflowStatus$.message.set(failureMessage(error));
    });
  };

  return (
    <nav aria-label="Workflow steps" className="cw-stepper">
      <ol>
        {WORKFLOW_STEPS.map((step) => {
          const done = completed.includes(step.index);
          const isCurrent = step.index === current;
          return (
            <li key={step.id} data-completed={done} data-current={isCurrent}>
              <button type="button" aria-current={isCurrent ? 'step' : undefined} onClick={() => jump(step.id)}>
                <span className="cw-step-index" aria-hidden="true">
                  {done ? <CheckIcon width={14} height={14} /> : step.index + 1}
                </span>
                <span className="cw-step-label">{step.label}</span>
                {done && <span className="cw-visually-hidden"> (completed)</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
