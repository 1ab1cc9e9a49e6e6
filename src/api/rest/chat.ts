import type { ApiClients } from '../clients';
import {
  ChatMessage,
  ChatMessageList,
  Conversation,
  ConversationList,
  ConversationWithMessages,
  type ChatRole,
} from '../contracts/chat';
import { deleteJson, getJson, NoContent, postJson, putJson } from '../json';

const CHAT = '/chat';
const conversationPath = (id: string) => `${CHAT}/conversation/${encodeURIComponent(id)}`;

/** The chat-history calls of SPEC section 7 (REST): the caller's conversations and their messages. */
export function chatApi({ rest }: Pick<ApiClients, 'rest'>) {
  return {
    /** Without a title (or with a blank one) the server names it 'New conversation'. */
    create: (title?: string): Promise<Conversation> =>
      postJson(rest, `${CHAT}/conversation`, title === undefined ? {} : { title }, Conversation),
    get: (id: string): Promise<ConversationWithMessages> => getJson(rest, conversationPath(id), ConversationWithMessages),
    remove: async (id: string): Promise<void> => {
      await deleteJson(rest, conversationPath(id), NoContent);
    },
    pin: (id: string, isPinned: boolean): Promise<Conversation> =>
      putJson(rest, `${conversationPath(id)}/pin`, { is_pinned: isPinned }, Conversation),
    rename: (id: string, title: string): Promise<Conversation> =>
      putJson(rest, `${conversationPath(id)}/title`, { new_title: title }, Conversation),
    /** Pinned first, then the most recently active. */
    list: (): Promise<ConversationList> => getJson(rest, `${CHAT}/user-conversations`, ConversationList),
    append: (message: { conversation_id: string; role: ChatRole; content: string }): Promise<ChatMessage> =>
      postJson(rest, `${CHAT}/message`, message, ChatMessage),
    /** Oldest first. */
    messages: (id: string): Promise<ChatMessageList> => getJson(rest, `${conversationPath(id)}/messages`, ChatMessageList),
  };
}
