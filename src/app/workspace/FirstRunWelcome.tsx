import { use$ } from '@legendapp/state/react';
import { setStarted, workflow$ } from '../workflow/store';
import { WORKFLOW_STEPS } from '../workflow-steps';

/** Shown once, until the user has started: what the six steps are and how to drive them. */
export function FirstRunWelcome() {
  const started = use$(workflow$.started);
  if (started) return null;
  return (
    <section className="cw-welcome" aria-labelledby="cw-welcome-title">
      <h2 id="cw-welcome-title">Welcome to Clearway</h2>
      <p>
        Six steps take you from a device description to a 510(k) strategy:{' '}
        {WORKFLOW_STEPS.map((s) => s.label).join(' → ')}. Each step unlocks the next; you can always go back.
      </p>
      <p className="cw-muted">
        Press <kbd>Ctrl</kbd>+<kbd>K</kbd> for every action and its shortcut.
      </p>
      <button type="button" className="cw-button cw-button-primary" onClick={setStarted}>
        Got it
      </button>
    </section>
  );
}
