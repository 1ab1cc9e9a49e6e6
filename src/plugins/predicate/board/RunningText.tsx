import { useCyclingText } from '../../../panels/use-cycling-text';
import { PREDICATE_TEXTS, RUNNING_TEXT_INTERVAL_MS } from './texts';

/** Shown while the predicate analysis runs; mounted afresh for each run, so it starts at the first text. */
export function RunningText() {
  const text = useCyclingText(PREDICATE_TEXTS.runningSteps, RUNNING_TEXT_INTERVAL_MS);
  return (
    <p className="cw-predicate-running" role="status">
      <span className="cw-scenario-spinner" aria-hidden="true" />
      {text}
    </p>
  );
}
