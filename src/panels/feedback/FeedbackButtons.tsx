import type { ComponentType } from 'react';
import { FEEDBACK_RATINGS, type FeedbackRating, type FeedbackSubject } from '../../api/contracts/feedback';
import { useCommandContext, useCommands } from '../../commands/hooks';
import { commandRegistry, describeCommand } from '../../commands/registry';
import type { IconProps } from '../Icon';
import { FeedbackCommentForm } from './FeedbackCommentForm';
import { FEEDBACK_TEXTS as TEXT } from './feedback-texts';
import { ThumbDownIcon, ThumbUpIcon } from './icons';
import { useFeedback } from './use-feedback';
import './feedback.css';

const GIVE_FEEDBACK = 'feedback.give';

const THUMB_ICONS: Record<FeedbackRating, ComponentType<IconProps>> = { up: ThumbUpIcon, down: ThumbDownIcon };

export interface FeedbackButtonsProps {
  /** What the feedback is about. */
  subject: FeedbackSubject;
  /** The group's accessible name, e.g. 'Feedback on this answer'. */
  label?: string;
  /** Called after Cancel (the feedback dialog closes). */
  onCancel?(): void;
}

/**
 * Thumbs up and thumbs down on an AI answer or result. A click opens an optional comment box; Send gives the
 * feedback through the 'feedback.give' command (the palette's 'Give feedback'), then 'Thanks for your
 * feedback' shows. Nothing shows while that command is not registered or not available.
 */
export function FeedbackButtons({ subject, label = TEXT.groupLabel, onCancel }: FeedbackButtonsProps) {
  const context = useCommandContext();
  const command = useCommands(commandRegistry).find((c) => c.id === GIVE_FEEDBACK);
  const feedback = useFeedback(subject);
  if (!command) return null;
  const { visible, enabled } = describeCommand(command, context);
  if (!visible) return null;

  if (feedback.sent) {
    return (
      <div className="cw-feedback" role="group" aria-label={label}>
        <p className="cw-feedback-thanks" role="status">
          {TEXT.thanks}
        </p>
      </div>
    );
  }
  return (
    <div className="cw-feedback" role="group" aria-label={label}>
      <div className="cw-feedback-thumbs">
        {FEEDBACK_RATINGS.map((rating) => {
          const Thumb = THUMB_ICONS[rating];
          return (
            <button
              key={rating}
              type="button"
              className="cw-icon-button cw-feedback-thumb"
              aria-label={TEXT.rate[rating]}
              aria-pressed={feedback.rating === rating}
              title={enabled === true ? TEXT.rateHint[rating] : enabled}
              disabled={enabled !== true || feedback.sending}
              onClick={() => feedback.choose(rating)}
            >
              <Thumb />
            </button>
          );
        })}
      </div>
      {feedback.rating && (
        <FeedbackCommentForm
          key={feedback.rating}
          rating={feedback.rating}
          sending={feedback.sending}
          error={feedback.error}
          onSend={(comment) => void feedback.send(comment)}
          onCancel={() => {
            feedback.cancel();
            onCancel?.();
          }}
        />
      )}
    </div>
  );
}
