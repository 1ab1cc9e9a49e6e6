import type { Kysely } from 'kysely';
import type { FeedbackRating, FeedbackSubject } from '../../../src/api/contracts/feedback.ts';
import type { Database, FeedbackRow } from '../../db/schema.ts';

export interface NewFeedback {
  id: string;
  uid: string;
  rating: FeedbackRating;
  comment: string | null;
  subject: FeedbackSubject;
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;

/** Every query is scoped by the owner's uid: another user's ids match nothing. */
export function createFeedbackRepository(db: Kysely<Database>) {
  return {
    async create({ subject, ...row }: NewFeedback): Promise<FeedbackRow> {
      return db
        .insertInto('feedback')
        .values({ ...row, subject: JSON.stringify(subject) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async find(uid: string, id: string): Promise<FeedbackRow | undefined> {
      return db.selectFrom('feedback').selectAll().where('uid', '=', uid).where('id', '=', id).executeTakeFirst();
    },

    /** One page of the owner's feedback, newest first. */
    async list(uid: string, { offset, limit }: { offset: number; limit: number }): Promise<FeedbackRow[]> {
      return db
        .selectFrom('feedback')
        .selectAll()
        .where('uid', '=', uid)
        .orderBy('created_at', 'desc')
        .orderBy('seq', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(uid: string): Promise<number> {
      const { total } = await db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow();
      return Number(total);
    },
  };
}
