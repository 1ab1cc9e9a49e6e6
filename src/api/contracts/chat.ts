import { type } from 'arktype';

/** The chat history of the REST base (SPEC.md section 7): the caller's conversations and their messages. */
export const CHAT_MESSAGES = {
  titleBlank: 'Title cannot be empty.',
  messageBlank: 'Message cannot be empty.',
  conversationNotFound: 'Conversation not found',
} as const;

export const DEFAULT_CONVERSATION_TITLE = 'New conversation';

export const ChatRole = type("'user' | 'assistant'");
export type ChatRole = typeof ChatRole.infer;

export const CreateConversationBody = type({ 'title?': 'string | null' });
export const PinConversationBody = type({ is_pinned: 'boolean' });
export const RenameConversationBody = type({ new_title: 'string' });
export const AppendMessageBody = type({ conversation_id: 'string', role: ChatRole, content: 'string' });

export const ChatMessage = type({
  id: 'string',
  conversation_id: 'string',
  role: ChatRole,
  content: 'string',
  createdAt: 'string',
});
export type ChatMessage = typeof ChatMessage.infer;

export const Conversation = type({
  id: 'string',
  title: 'string',
  is_pinned: 'boolean',
  createdAt: 'string',
  updatedAt: 'string',
});
export type Conversation = typeof Conversation.infer;

export const ConversationWithMessages = Conversation.and({ messages: ChatMessage.array() });
export type ConversationWithMessages = typeof ConversationWithMessages.infer;

/** The caller's conversations, pinned first, then the most recently active. */
export const ConversationList = Conversation.array();
export type ConversationList = typeof ConversationList.infer;

export const ChatMessageList = ChatMessage.array();
export type ChatMessageList = typeof ChatMessageList.infer;
