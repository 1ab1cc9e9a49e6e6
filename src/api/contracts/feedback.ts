import { type } from 'arktype';

/**
 * Feedback on the REST base (SPEC.md section 7: /feedback/feedback, /feedback/feedbacks): a thumbs up or down,
 * with an optional comment, on what the user judged. The `subject` says what that was, so that the team can
 * read the feedback next to the answer it judges:
 *
 * - `{ kind: 'message', surface, conversation_id, message_id }`: an assistant message of a chat thread.
 *   `surface` is the thread (`profiler`: the device profiler, `chatbot`: ClearwayAI); `conversation_id` is the
 *   server conversation the thread is saved in (REST /chat; null while it is not saved); `message_id` is the
 *   message's id in the thread.
 * - `{ kind: 'result', step, product_code, result }`: an AI result card of a product code. `step` is the card's
 *   step (`scenarios`, `predicates`, `risk`, `standards`); `result` is a short id of the result shown: the
 *   scenario's id, the predicate's K-number, or the time (ISO) of the risk or standards analysis.
 * - `{ kind: 'general' }`: about Clearway as a whole (the user menu's 'Give feedback').
 */

export const FEEDBACK_PATH = '/feedback/feedback';
export const FEEDBACKS_PATH = '/feedback/feedbacks';

/** The path of one feedback. */
export const feedbackPath = (id: string): string => `${FEEDBACK_PATH}/${encodeURIComponent(id)}`;

export const FEEDBACK_COMMENT_MAX_LENGTH = 2_000;
export const FEEDBACK_ID_MAX_LENGTH = 100;
export const FEEDBACK_PAGE_SIZE_DEFAULT = 20;
export const FEEDBACK_PAGE_SIZE_MAX = 100;
export const FEEDBACK_PAGE_MAX = 1_000_000;

export const FEEDBACK_MESSAGES = {
  notFound: 'Feedback not found',
} as const;

export const FEEDBACK_RATINGS = ['up', 'down'] as const;
export const FeedbackRating = type.enumerated(...FEEDBACK_RATINGS);
export type FeedbackRating = typeof FeedbackRating.infer;

export const FEEDBACK_SURFACES = ['profiler', 'chatbot'] as const;
export type FeedbackSurface = (typeof FEEDBACK_SURFACES)[number];

export const FEEDBACK_STEPS = ['scenarios', 'predicates', 'risk', 'standards'] as const;
export type FeedbackStep = (typeof FEEDBACK_STEPS)[number];

const ThreadId = type(new RegExp(`^[A-Za-z0-9_-]{1,${FEEDBACK_ID_MAX_LENGTH}}$`)).describe(
  `an id of letters, digits, _ or - (at most ${FEEDBACK_ID_MAX_LENGTH})`,
);
const ResultId = type(new RegExp(`^[!-~]{1,${FEEDBACK_ID_MAX_LENGTH}}$`)).describe(
  `a short id without spaces (at most ${FEEDBACK_ID_MAX_LENGTH} characters)`,
);

export const MessageSubject = type({
  kind: "'message'",
  surface: type.enumerated(...FEEDBACK_SURFACES),
  conversation_id: ThreadId.or('null'),
  message_id: ThreadId,
});
export type MessageSubject = typeof MessageSubject.infer;

export const ResultSubject = type({
  kind: "'result'",
  step: type.enumerated(...FEEDBACK_STEPS),
  product_code: type(/^[A-Z]{3}$/).describe('3 uppercase letters (e.g., DQY)'),
  result: ResultId,
});
export type ResultSubject = typeof ResultSubject.infer;

export const GeneralSubject = type({ kind: "'general'" });

/** What the feedback is about (see the top of this file). */
export const FeedbackSubject = MessageSubject.or(ResultSubject).or(GeneralSubject);
export type FeedbackSubject = typeof FeedbackSubject.infer;

export const GENERAL_SUBJECT: FeedbackSubject = { kind: 'general' };

/** A comment's text, before trimming. */
export const FeedbackComment = type(`string <= ${FEEDBACK_COMMENT_MAX_LENGTH}`).describe('a text of at most 2,000 characters');

/**
 * POST /feedback/feedback. `comment` is trimmed; a blank or missing one is stored as null.
 */
export const CreateFeedbackBody = type({
  rating: FeedbackRating,
  'comment?': FeedbackComment.or('null'),
  subject: FeedbackSubject,
});
export type CreateFeedbackBody = typeof CreateFeedbackBody.infer;

/** A stored feedback, as POST and GET answer it; `created_at` is an ISO time. */
export const Feedback = type({
  id: 'string',
  rating: FeedbackRating,
  comment: 'string | null',
  subject: FeedbackSubject,
  created_at: 'string',
});
export type Feedback = typeof Feedback.infer;

/** A `page` or `limit` query parameter: an integer string from 1 to `max`. */
const pageParameter = (max: number) => type('string.integer.parse').to(`1 <= number.integer <= ${max}`);

/** GET /feedback/feedbacks?page=&limit=: `page` from 1 (default 1), `limit` 1-100 (default 20). */
export const FeedbackListQuery = type({
  'page?': pageParameter(FEEDBACK_PAGE_MAX),
  'limit?': pageParameter(FEEDBACK_PAGE_SIZE_MAX),
}).pipe((query) => ({ page: query.page ?? 1, limit: query.limit ?? FEEDBACK_PAGE_SIZE_DEFAULT }));
export type FeedbackListQuery = typeof FeedbackListQuery.infer;

/** One page of the caller's feedback, newest first, and how many they have given in all. */
export const FeedbackList = type({
  feedbacks: Feedback.array(),
  page: 'number.integer >= 1',
  limit: 'number.integer >= 1',
  total: 'number.integer >= 0',
});
export type FeedbackList = typeof FeedbackList.infer;
