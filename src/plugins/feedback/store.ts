import { observable } from '@legendapp/state';
import type { FeedbackSubject } from '../../api/contracts/feedback';

interface FeedbackDialogState {
  /** What the open dialog asks feedback about; null while it is closed. */
  subject: FeedbackSubject | null;
  /** Counts the openings, so that each one starts with an empty form. */
  opening: number;
}

/** The feedback dialog (the user menu's and the palette's 'Give feedback'); not stored. */
export const feedbackDialog$ = observable<FeedbackDialogState>({ subject: null, opening: 0 });

export function openFeedbackDialog(subject: FeedbackSubject): void {
  feedbackDialog$.assign({ subject, opening: feedbackDialog$.opening.peek() + 1 });
}

export function closeFeedbackDialog(): void {
  feedbackDialog$.subject.set(null);
}
