import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { FEEDBACK_COMMENT_MAX_LENGTH, type FeedbackRating } from '../../api/contracts/feedback';
import { FEEDBACK_TEXTS as TEXT } from './feedback-texts';

interface FeedbackCommentFormProps {
  rating: FeedbackRating;
  sending: boolean;
  error: string | null;
  onSend(comment: string): void;
  onCancel(): void;
}

/** The optional comment that goes with a thumb: Send sends the feedback (with or without it), Cancel sends nothing. */
export function FeedbackCommentForm({ rating, sending, error, onSend, onCancel }: FeedbackCommentFormProps) {
  const [comment, setComment] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(comment);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || sending) return;
    event.stopPropagation();
    onCancel();
  };
  return (
    // A card that moves by drag (scenarios, predicates) must not move while the user selects text in the comment.
    <form className="cw-feedback-form" onSubmit={submit} onKeyDown={onKeyDown} onPointerDown={(event) => event.stopPropagation()} aria-busy={sending}>
      <textarea
        autoFocus
        aria-label={TEXT.commentLabel}
        placeholder={TEXT.commentPlaceholder[rating]}
        maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
        rows={3}
        value={comment}
        disabled={sending}
        onChange={(event) => setComment(event.target.value)}
      />
      {error && (
        <p className="cw-feedback-error" role="alert">
          {error}
        </p>
      )}
      <div className="cw-feedback-actions">
        <button type="button" className="cw-button" disabled={sending} onClick={onCancel}>
          {TEXT.cancel}
        </button>
        <button type="submit" className="cw-button cw-button-primary" disabled={sending}>
          {sending ? TEXT.sending : TEXT.send}
        </button>
      </div>
    </form>
  );
}
