import {
  FEEDBACK_MESSAGES,
  type CreateFeedbackBody,
  type Feedback,
  type FeedbackList,
  type FeedbackListQuery,
} from '../../../src/api/contracts/feedback.ts';
import { newId } from '../../db/new-id.ts';
import type { FeedbackRow } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { FeedbackRepository } from './feedback.repository.ts';

export type FeedbackService = ReturnType<typeof createFeedbackService>;

const toFeedback = (row: FeedbackRow): Feedback => ({
  id: row.id,
  rating: row.rating,
  comment: row.comment,
  subject: row.subject,
  created_at: row.created_at.toISOString(),
});

/** The caller's feedback. Another user's feedback answers exactly as a missing one does (404). */
export function createFeedbackService(feedback: FeedbackRepository) {
  return {
    /** Stores a checked body; the comment is trimmed, and a blank one is stored as null. */
    async create(uid: string, body: CreateFeedbackBody): Promise<Feedback> {
      const comment = body.comment?.trim() || null;
      const row = await feedback.create({ id: newId('fb'), uid, rating: body.rating, comment, subject: body.subject });
      return toFeedback(row);
    },

    async get(uid: string, id: string): Promise<Feedback> {
      const row = await feedback.find(uid, id);
      if (!row) throw new NotFoundError(FEEDBACK_MESSAGES.notFound);
      return toFeedback(row);
    },

    async list(uid: string, { page, limit }: FeedbackListQuery): Promise<FeedbackList> {
      const [rows, total] = await Promise.all([feedback.list(uid, { offset: (page - 1) * limit, limit }), feedback.count(uid)]);
      return { feedbacks: rows.map(toFeedback), page, limit, total };
    },
  };
}
