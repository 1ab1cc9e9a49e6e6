import { BOARD_TEXTS, RUNNING_TEXT_INTERVAL_MS } from './board-texts';
import { useCyclingText } from '../../panels/use-cycling-text';

/** Shown while the classification flow runs; mounted afresh for each run, so it starts at the first text. */
export function RunningText() {
  const text = useCyclingText(BOARD_TEXTS.runningSteps, RUNNING_TEXT_INTERVAL_MS);
  return (
    <p className="cw-scenario-running" role="status">
      <span className="cw-scenario-spinner" aria-hidden="true" />
      {text}
    </p>
  );
}
