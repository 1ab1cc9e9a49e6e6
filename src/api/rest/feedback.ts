import type { ApiClients } from '../clients';
import {
  Feedback,
  FEEDBACK_PATH,
  FEEDBACKS_PATH,
  FeedbackList,
  feedbackPath,
  type CreateFeedbackBody,
} from '../contracts/feedback';
import { getJson, postJson } from '../json';

interface CallOptions {
  signal?: AbortSignal;
}

/** The user's feedback (REST /feedback): give one, read one back, list them newest first. */
export function feedbackApi({ rest }: Pick<ApiClients, 'rest'>) {
  return {
    give: (body: CreateFeedbackBody, { signal }: CallOptions = {}): Promise<Feedback> =>
      postJson(rest, FEEDBACK_PATH, body, Feedback, { signal }),
    /** Another user's feedback, like an unknown id, fails with ApiError 404 'NOT_FOUND'. */
    get: (id: string, { signal }: CallOptions = {}): Promise<Feedback> => getJson(rest, feedbackPath(id), Feedback, { signal }),
    list: ({ page, limit, signal }: CallOptions & { page?: number; limit?: number } = {}): Promise<FeedbackList> =>
      getJson(rest, FEEDBACKS_PATH, FeedbackList, { query: { page, limit }, signal }),
  };
}
