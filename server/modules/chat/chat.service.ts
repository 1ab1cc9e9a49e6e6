import {
  CHAT_MESSAGES,
  DEFAULT_CONVERSATION_TITLE,
  type ChatMessage,
  type ChatRole,
  type Conversation,
  type ConversationWithMessages,
} from '../../../src/api/contracts/chat.ts';
import { newId } from '../../db/new-id.ts';
import type { ChatConversationRow, ChatMessageRow } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { ChatRepository } from './chat.repository.ts';

export type ChatService = ReturnType<typeof createChatService>;

const toConversation = (row: ChatConversationRow): Conversation => ({
  id: row.id,
  title: row.title,
  is_pinned: row.is_pinned,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const toMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  conversation_id: row.conversation_id,
  role: row.role,
  content: row.content,
  createdAt: row.created_at.toISOString(),
});

/** Another user's conversation answers exactly as a missing one does. */
function found<T>(value: T | undefined): T {
  if (value === undefined) throw new NotFoundError(CHAT_MESSAGES.conversationNotFound);
  return value;
}

/** The caller's chat history. Texts arrive trimmed and checked non-blank, except a title that may be blank. */
export function createChatService(chats: ChatRepository) {
  return {
    async create(uid: string, title: string): Promise<Conversation> {
      const row = await chats.createConversation({ id: newId('conv'), uid, title: title || DEFAULT_CONVERSATION_TITLE });
      return toConversation(row);
    },

    async get(uid: string, id: string): Promise<ConversationWithMessages> {
      const conversation = toConversation(found(await chats.findConversation(uid, id)));
      return { ...conversation, messages: (await chats.listMessages(uid, id)).map(toMessage) };
    },

    async list(uid: string): Promise<Conversation[]> {
      return (await chats.listConversations(uid)).map(toConversation);
    },

    async remove(uid: string, id: string): Promise<void> {
      if (!(await chats.deleteConversation(uid, id))) throw new NotFoundError(CHAT_MESSAGES.conversationNotFound);
    },

    async pin(uid: string, id: string, isPinned: boolean): Promise<Conversation> {
      return toConversation(found(await chats.setPinned(uid, id, isPinned)));
    },

    async rename(uid: string, id: string, title: string): Promise<Conversation> {
      return toConversation(found(await chats.setTitle(uid, id, title)));
    },

    async append(uid: string, conversationId: string, role: ChatRole, content: string): Promise<ChatMessage> {
      return toMessage(found(await chats.appendMessage({ id: newId('msg'), uid, conversationId, role, content })));
    },

    async messages(uid: string, id: string): Promise<ChatMessage[]> {
      found(await chats.findConversation(uid, id));
      return (await chats.listMessages(uid, id)).map(toMessage);
    },
  };
}
