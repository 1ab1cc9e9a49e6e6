import { type } from 'arktype';
import type { feedbackApi } from '../../api/rest/feedback';
import { FeedbackComment, FeedbackRating, FeedbackSubject, GENERAL_SUBJECT } from '../../api/contracts/feedback';
import type { Command } from '../../commands/types';
import { SIGNED_IN_KEY } from '../account/commands';
import { openFeedbackDialog } from './store';

/**
 * 'feedback.give'. With a rating it sends the feedback (subject: general when absent) and resolves once it is
 * stored; a failure rejects with the server's reason, for the view that ran it to show. Without a rating (the
 * palette, the user menu) it opens the feedback dialog on the subject, where the user picks a thumb.
 */
export const GiveFeedbackArgs = type({
  'subject?': FeedbackSubject,
  'rating?': FeedbackRating,
  'comment?': FeedbackComment.or('null'),
}).or('undefined');
export type GiveFeedbackArgs = typeof GiveFeedbackArgs.infer;

declare module '../../commands/types' {
  interface CommandArgs {
    'feedback.give': GiveFeedbackArgs;
  }
}

export function giveFeedbackCommand(feedback: () => ReturnType<typeof feedbackApi>): Command<GiveFeedbackArgs> {
  return {
    id: 'feedback.give',
    title: 'Give feedback',
    category: 'Feedback',
    keywords: ['thumbs up', 'thumbs down', 'rate', 'comment', 'opinion', 'suggestion', 'report a problem'],
    args: GiveFeedbackArgs,
    enabled: (context) => (context[SIGNED_IN_KEY] === true ? true : 'You are not signed in'),
    async run(args) {
      const subject = args?.subject ?? GENERAL_SUBJECT;
      if (!args?.rating) {
        openFeedbackDialog(subject);
        return;
      }
      await feedback().give({ rating: args.rating, comment: args.comment?.trim() || null, subject });
    },
  };
}
