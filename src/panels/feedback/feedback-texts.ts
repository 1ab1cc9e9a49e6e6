import type { FeedbackRating } from '../../api/contracts/feedback';

/** What the feedback buttons, their comment box and the feedback dialog say. */
export const FEEDBACK_TEXTS = {
  groupLabel: 'Feedback',
  rate: { up: 'Thumbs up', down: 'Thumbs down' } satisfies Record<FeedbackRating, string>,
  rateHint: { up: 'Helpful', down: 'Not helpful' } satisfies Record<FeedbackRating, string>,
  commentLabel: 'Comment (optional)',
  commentPlaceholder: {
    up: 'What was helpful? (optional)',
    down: 'What was wrong or missing? (optional)',
  } satisfies Record<FeedbackRating, string>,
  send: 'Send',
  sending: 'Sending...',
  cancel: 'Cancel',
  thanks: 'Thanks for your feedback',
  failed: (reason: string) => `Your feedback could not be sent: ${reason}`,
  dialogTitle: 'Give feedback',
  dialogQuestion: 'How is Clearway working for you?',
  dialogQuestionOnSubject: 'Was this helpful?',
  close: 'Close',
} as const;
