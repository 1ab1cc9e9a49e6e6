import { useEffect, useState } from 'react';
import { use$ } from '@legendapp/state/react';
import { commandRegistry } from '../../commands/registry';
import { workflow$, workflowStatus$, NAVIGATOR_LOADER_FALLBACK_MS } from '../workflow/store';
import { LAST_STEP_INDEX } from '../workflow-steps';
import { failureMessage } from './failure-message';
import { Stepper } from './Stepper';

/** Shows a loader until the stored workflow is restored, or the fallback delay has passed. */
function useNavigatorReady(): boolean {
  const restored = use$(workflow$.restored);
  const [fallback, setFallback] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setFallback(true), NAVIGATOR_LOADER_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, []);
  return restored || fallback;
}

export function StepNavigator({ children }: { children?: React.ReactNode }) {
  const ready = useNavigatorReady();
  const processing = use$(workflowStatus$.processing);
  const message = use$(workflowStatus$.message);
  const current = use$(workflow$.currentStep);

  if (!ready) {
    return (
      <div className="cw-navigator" aria-busy="true">
        <div className="cw-loader" role="progressbar" aria-label="Restoring your workspace" />
      </div>
    );
  }

  const run = (id: 'workflow.previous' | 'workflow.next') =>
    commandRegistry.execute(id, undefined, 'button').catch((error: unknown) => {
      workflowStatus$.message.set(failureMessage(error));
    });

  return (
    <div className="cw-navigator">
      <Stepper />
      <div className="cw-navigator-actions">
        {children}
        <button type="button" className="cw-button" disabled={processing || current === 0} onClick={() => run('workflow.previous')}>
          {processing ? 'Processing...' : 'Previous'}
        </button>
        <button type="button" className="cw-button cw-button-primary" disabled={processing || current === LAST_STEP_INDEX} onClick={() => run('workflow.next')}>
          {processing ? 'Processing...' : 'Next'}
        </button>
      </div>
      <p role="status" className="cw-navigator-message" aria-live="polite">
        {message ?? ''}
      </p>
    </div>
  );
}
