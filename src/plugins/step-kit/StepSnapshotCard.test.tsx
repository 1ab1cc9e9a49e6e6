import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setContextKey } from '../../commands/context';
import type { Disposable } from '../../commands/types';
import { SNAPSHOT_TEXTS } from '../../panels/ai-snapshot/SnapshotCard';
import { SIGNED_IN, stubGiveFeedback } from '../../panels/feedback/feedback-test-command';
import { classificationRun$ } from '../classification/store';
import { StepSnapshotCard } from './StepSnapshotCard';

/**
 * What the card adds to the shared snapshot card (AiSnapshotPanel.test.tsx covers its states from the step's
 * own analysis): the classification flow's run, and the subject of the thumbs under the stored snapshot.
 */
const texts = { title: 'AI Testing Snapshot', run: 'Run the analysis', emptyHint: 'Nothing written yet.' };
const stored = { updatedAt: '2026-11-25T10:00:00.000Z', text: 'The stored snapshot.' };

let feedback: ReturnType<typeof stubGiveFeedback>;
let signedIn: Disposable;
beforeEach(() => {
  feedback = stubGiveFeedback();
  signedIn = setContextKey(SIGNED_IN, true);
});
afterEach(() => {
  signedIn.dispose();
  feedback.registration.dispose();
  classificationRun$.running.set(false);
});

function card(snapshot: typeof stored | undefined) {
  return (
    <StepSnapshotCard step="standards" productCode="DQY" snapshot={snapshot} analysis={undefined} texts={texts} run="tests-standards.refresh">
      {(shown) => <p>{shown.text}</p>}
    </StepSnapshotCard>
  );
}

describe("a step's AI snapshot card", () => {
  it('loads while the classification flow runs and nothing is stored, and keeps a stored snapshot shown meanwhile', () => {
    act(() => classificationRun$.running.set(true));
    const { rerender } = render(card(undefined));
    expect(screen.getByRole('status', { name: SNAPSHOT_TEXTS.loading })).toBeInTheDocument();

    rerender(card(stored));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText(stored.text)).toBeInTheDocument();
  });

  it("gives the thumbs' feedback on the step's stored result of the code", async () => {
    const user = userEvent.setup();
    render(card(stored));
    const thumbs = screen.getByRole('group', { name: `Feedback on the ${texts.title}` });
    await user.click(within(thumbs).getByRole('button', { name: 'Thumbs up' }));
    await user.click(within(thumbs).getByRole('button', { name: 'Send' }));
    expect(feedback.give).toHaveBeenCalledExactlyOnceWith({
      subject: { kind: 'result', step: 'standards', product_code: 'DQY', result: stored.updatedAt },
      rating: 'up',
      comment: null,
    });
  });
});
