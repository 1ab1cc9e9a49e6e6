import { sql, type Kysely } from 'kysely';
import type { ChatRole } from '../../../src/api/contracts/chat.ts';
import type { ChatConversationRow, ChatMessageRow, Database } from '../../db/schema.ts';

export interface NewMessage {
  id: string;
  uid: string;
  conversationId: string;
  role: ChatRole;
  content: string;
}

export type ChatRepository = ReturnType<typeof createChatRepository>;

/** Every query is scoped by the owner's uid: another user's ids match nothing. */
export function createChatRepository(db: Kysely<Database>) {
  const touch = (uid: string, id: string, changes: { title?: string; is_pinned?: boolean }) =>
    db
      .updateTable('chat_conversations')
      .set({ ...changes, updated_at: sql<Date>`now()` })
      .where('uid', '=', uid)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();

  return {
    async createConversation(row: { id: string; uid: string; title: string }): Promise<ChatConversationRow> {
      return db.insertInto('chat_conversations').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async findConversation(uid: string, id: string): Promise<ChatConversationRow | undefined> {
      return db.selectFrom('chat_conversations').selectAll().where('uid', '=', uid).where('id', '=', id).executeTakeFirst();
    },

    async listConversations(uid: string): Promise<ChatConversationRow[]> {
      return db
        .selectFrom('chat_conversations')
        .selectAll()
        .where('uid', '=', uid)
        .orderBy('is_pinned', 'desc')
        .orderBy('updated_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
    },

    /** Its messages go with it (ON DELETE CASCADE). */
    async deleteConversation(uid: string, id: string): Promise<boolean> {
      const deleted = await db.deleteFrom('chat_conversations').where('uid', '=', uid).where('id', '=', id).executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    },

    setPinned: (uid: string, id: string, isPinned: boolean) => touch(uid, id, { is_pinned: isPinned }),

    setTitle: (uid: string, id: string, title: string) => touch(uid, id, { title }),

    /** Appends and marks the conversation active, together; undefined when the caller owns no such conversation. */
    async appendMessage({ id, uid, conversationId, role, content }: NewMessage): Promise<ChatMessageRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const conversation = await trx
          .updateTable('chat_conversations')
          .set({ updated_at: sql<Date>`now()` })
          .where('uid', '=', uid)
          .where('id', '=', conversationId)
          .returning('id')
          .executeTakeFirst();
        if (!conversation) return undefined;
        return trx
          .insertInto('chat_messages')
          .values({ id, uid, conversation_id: conversationId, role, content })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    async listMessages(uid: string, conversationId: string): Promise<ChatMessageRow[]> {
      return db
        .selectFrom('chat_messages')
        .selectAll()
        .where('uid', '=', uid)
        .where('conversation_id', '=', conversationId)
        .orderBy('seq')
        .execute();
    },
  };
}
