import { observable } from '@legendapp/state';
import { type } from 'arktype';
import { definePersistedStore } from '../../app/workflow/persisted-store';
import { ThreadMessage } from '../../panels/chat/thread';

/** SPEC section 3/9: the chat thread is kept in browser storage, version 1. */
export const CHAT_THREAD_STORAGE_KEY = 'clearway.chat-thread.v1';

const ChatThreadState = type({
  messages: ThreadMessage.array(),
  /** The server conversation the thread is recorded in (REST /chat), once created. */
  conversationId: 'string | null',
});

/** The device profiler's thread. */
export const profilerThread$ = definePersistedStore(CHAT_THREAD_STORAGE_KEY, ChatThreadState, () => ({
  messages: [],
  conversationId: null,
}));

/** What is happening now; not stored. */
export const profilerChatStatus$ = observable({
  streaming: false,
  uploading: false,
});
