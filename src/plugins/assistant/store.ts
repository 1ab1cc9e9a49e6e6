import { observable } from '@legendapp/state';
import { type } from 'arktype';
import type { Conversation } from '../../api/contracts/chat';
import { definePersistedStore } from '../../app/workflow/persisted-store';
import { ThreadMessage } from '../../panels/chat/thread';

export const ASSISTANT_THREAD_STORAGE_KEY = 'clearway.assistant-thread.v1';

const AssistantThread = type({
  /** The user the thread belongs to; another user signing in on this browser starts afresh. */
  owner: 'string | null',
  /** The server conversation the thread is recorded in (REST /chat), once created. */
  conversationId: 'string | null',
  messages: ThreadMessage.array(),
});
export type AssistantThread = typeof AssistantThread.infer;

export const emptyAssistantThread = (): AssistantThread => ({ owner: null, conversationId: null, messages: [] });

/** The ClearwayAI thread being shown, kept in browser storage. */
export const assistantThread$ = definePersistedStore(ASSISTANT_THREAD_STORAGE_KEY, AssistantThread, emptyAssistantThread);

export interface AssistantStatus {
  streaming: boolean;
  /** The user's saved conversations, pinned first, as the server last listed them. */
  conversations: Conversation[];
  conversationsLoaded: boolean;
  /** Why the list could not be loaded or changed; null when all went well. */
  listProblem: string | null;
  /** The conversation a list action (open, pin, rename, delete) is working on. */
  busyConversationId: string | null;
  /** Raised by 'assistant.focus'; the panel focuses its composer and lowers it. */
  focusRequested: boolean;
}

export const initialAssistantStatus = (): AssistantStatus => ({
  streaming: false,
  conversations: [],
  conversationsLoaded: false,
  listProblem: null,
  busyConversationId: null,
  focusRequested: false,
});

/** What is happening now; not stored. */
export const assistantStatus$ = observable<AssistantStatus>(initialAssistantStatus());
