import { useState } from 'react';
import type { FeedbackRating, FeedbackSubject } from '../../api/contracts/feedback';
import { runFromButton } from '../run-from-button';
import { FEEDBACK_TEXTS } from './feedback-texts';

export interface FeedbackState {
  /** The thumb clicked; its comment box is open while it is set and nothing was sent yet. */
  rating: FeedbackRating | null;
  sending: boolean;
  sent: boolean;
  /** Why the last Send failed. */
  error: string | null;
  choose(rating: FeedbackRating): void;
  cancel(): void;
  /** Sends the chosen rating with the comment (blank: none) through 'feedback.give'. */
  send(comment: string): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One feedback on `subject`: a thumb, then an optional comment, sent through the 'feedback.give' command. */
export function useFeedback(subject: FeedbackSubject): FeedbackState {
  const [rating, setRating] = useState<FeedbackRating | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return {
    rating,
    sending,
    sent,
    error,
    choose(next) {
      setRating(next);
      setError(null);
    },
    cancel() {
      setRating(null);
      setError(null);
    },
    async send(comment) {
      if (rating === null || sending) return;
      setSending(true);
      setError(null);
      const done = await runFromButton('feedback.give', { subject, rating, comment: comment.trim() || null }, (failure) =>
        setError(FEEDBACK_TEXTS.failed(messageOf(failure))),
      );
      setSending(false);
      if (done) setSent(true);
    },
  };
}
