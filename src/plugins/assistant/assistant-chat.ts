import { batch } from '@legendapp/state';
import { createConversationRecorder, type ConversationRecorder } from '../../api/rest/chat-recorder';
import { CHAT_MESSAGES, type ChatRole } from '../../api/contracts/chat';
import type { chatApi } from '../../api/rest/chat';
import type { aiStreamApi } from '../../api/stream';
import { AppError } from '../../app/errors/errors';
import { noteSavedId, type ThreadMessage } from '../../panels/chat/thread';
import { acceptSend, type LastSend } from '../../panels/chat/thread-rules';
import { toast } from '../../panels/toast';
import { applyReplyChunk, conversationTitle, historyOf, replyOf, threadOf } from './reply';
import { assistantStatus$, assistantThread$, initialAssistantStatus } from './store';

export interface AssistantChatDeps {
  services: { stream: Pick<ReturnType<typeof aiStreamApi>, 'chatbot'>; chat: ReturnType<typeof chatApi> };
  /** The product code of the scenario the user is looking at, if any. */
  productCode(): string | undefined;
  /** The signed-in user's id. */
  userId(): string | null;
  now?: () => Date;
  newId?: () => string;
}

export interface AssistantChat {
  /**
   * Sends a user message (trimmed; blank or a repeat within 400 ms is ignored) and starts streaming the
   * reply. `reply` settles when the turn is over: streamed, stopped or failed, and recorded on the server.
   */
  send(text: string): { accepted: boolean; reply: Promise<void> };
  /** Aborts the reply being streamed, keeping what arrived; resolves once the stream has ended. */
  stop(): Promise<void>;
  /** An empty thread; the next message creates a new server conversation. */
  newConversation(): Promise<void>;
  /** The list actions resolve to false when they failed; the reason is in assistantStatus$.listProblem. */
  openConversation(id: string): Promise<boolean>;
  renameConversation(id: string, title: string): Promise<boolean>;
  setPinned(id: string, pinned: boolean): Promise<boolean>;
  deleteConversation(id: string): Promise<boolean>;
  refreshConversations(): Promise<void>;
  /** The thread belongs to someone else than `userId`: drop it (a new user signed in on this browser). */
  forgetOtherUsersThread(userId: string | null): void;
  dispose(): void;
}

/** The reply being streamed. */
interface Turn {
  abort: AbortController;
  /** Settles when the stream has ended: finished, stopped or failed. */
  streamed: Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** ClearwayAI's conversation: the thread, its streamed replies, and the saved conversations on the server. */
export function createAssistantChat({
  services,
  productCode,
  userId,
  now = () => new Date(),
  newId = () => crypto.randomUUID(),
}: AssistantChatDeps): AssistantChat {
  let lastSend: LastSend | null = null;
  let recorder: ConversationRecorder | null = null;
  let turn: Turn | null = null;
  /** Every message given to the server so far has been saved (or has failed) once this settles. */
  let saving: Promise<void> = Promise.resolve();
  let listRequest = 0;
  let warnedUnsaved = false;

  /** The recorder of the thread shown; a new one whenever the thread moved to another conversation. */
  function recorderForThread(): ConversationRecorder {
    const conversationId = assistantThread$.conversationId.peek();
    if (recorder && recorder.conversationId === conversationId) return recorder;
    const firstQuestion = assistantThread$.messages.peek().find((message) => message.role === 'user');
    const created = createConversationRecorder(services.chat, {
      title: conversationTitle(firstQuestion?.content ?? ''),
      conversationId,
      onConversation(id) {
        if (recorder !== created) return;
        assistantThread$.conversationId.set(id);
        void refreshConversations();
      },
    });
    recorder = created;
    return created;
  }

  async function record(to: ConversationRecorder, role: ChatRole, message: ThreadMessage): Promise<void> {
    try {
      const saved = await to.record(role, message.content);
      noteSavedId(assistantThread$.messages, message.id, saved.id);
    } catch (error) {
      // The thread stays in the browser; warn once and carry on (the next message tries again).
      if (warnedUnsaved) return;
      warnedUnsaved = true;
      toast.warning(`The conversation could not be saved: ${messageOf(error)}`);
    }
  }

  function append(message: ThreadMessage): void {
    assistantThread$.messages.push(message);
  }

  async function streamReply(question: ThreadMessage, abort: AbortController): Promise<void> {
    const history = historyOf(assistantThread$.messages.peek().filter((message) => message.id !== question.id));
    const code = productCode();
    const request = { message: question.content, history, ...(code === undefined ? {} : { product_code: code }) };
    const stillShown = () => assistantThread$.messages.peek().some((message) => message.id === question.id);
    try {
      for await (const chunk of services.stream.chatbot(request, { signal: abort.signal })) {
        if (!stillShown()) {
          abort.abort();
          break;
        }
        assistantThread$.messages.set(applyReplyChunk(assistantThread$.messages.peek(), question.id, chunk, now(), newId));
      }
    } catch (error) {
      if (!abort.signal.aborted && stillShown()) {
        append({ id: newId(), role: 'assistant', content: messageOf(error), createdAt: now().toISOString(), kind: 'error' });
      }
    }
  }

  async function runTurn(question: ThreadMessage, current: Turn): Promise<void> {
    const to = recorderForThread();
    const saves = [record(to, 'user', question)];
    assistantStatus$.streaming.set(true);
    current.streamed = streamReply(question, current.abort);
    try {
      await current.streamed;
    } finally {
      // The next message may be sent from now on, while this turn is still being saved.
      if (turn === current) turn = null;
      assistantStatus$.streaming.set(false);
      // What arrived is kept and saved, also when the reply was stopped or failed half-way.
      for (const message of replyOf(assistantThread$.messages.peek(), question.id)) saves.push(record(to, 'assistant', message));
    }
    const saved = Promise.all(saves).then(() => undefined);
    saving = saving.then(() => saved);
    await saved;
    // The conversation just became the most recently active one.
    if (to.conversationId !== null) await refreshConversations();
  }

  function send(text: string): { accepted: boolean; reply: Promise<void> } {
    const at = now();
    const content = turn ? null : acceptSend(text, lastSend, at.getTime());
    if (content === null) return { accepted: false, reply: Promise.resolve() };
    lastSend = { content, at: at.getTime() };
    const question: ThreadMessage = { id: newId(), role: 'user', content, createdAt: at.toISOString() };
    batch(() => {
      assistantThread$.owner.set(userId() ?? assistantThread$.owner.peek());
      append(question);
    });
    const current: Turn = { abort: new AbortController(), streamed: Promise.resolve() };
    turn = current;
    return { accepted: true, reply: runTurn(question, current) };
  }

  async function stop(): Promise<void> {
    const current = turn;
    if (!current) return;
    current.abort.abort();
    await current.streamed;
  }

  function showThread(conversationId: string | null, messages: ThreadMessage[]): void {
    assistantThread$.set({ owner: userId(), conversationId, messages });
    recorder = null;
    lastSend = null;
    warnedUnsaved = false;
  }

  async function newConversation(): Promise<void> {
    await stop();
    showThread(null, []);
  }

  async function refreshConversations(): Promise<void> {
    const request = ++listRequest;
    try {
      const conversations = await services.chat.list();
      if (request !== listRequest) return;
      batch(() => {
        assistantStatus$.conversations.set(conversations);
        assistantStatus$.conversationsLoaded.set(true);
        assistantStatus$.listProblem.set(null);
      });
    } catch (error) {
      if (request === listRequest) assistantStatus$.listProblem.set(`Could not load your conversations: ${messageOf(error)}`);
    }
  }

  /** Runs a list action on one conversation, reporting a failure next to the list; then lists again. */
  async function onConversation(id: string, failure: string, action: () => Promise<void>): Promise<boolean> {
    batch(() => {
      assistantStatus$.busyConversationId.set(id);
      assistantStatus$.listProblem.set(null);
    });
    try {
      await action();
    } catch (error) {
      assistantStatus$.listProblem.set(`${failure}: ${messageOf(error)}`);
      return false;
    } finally {
      assistantStatus$.busyConversationId.set(null);
    }
    await refreshConversations();
    return true;
  }

  return {
    send,
    stop,
    newConversation,
    refreshConversations,
    openConversation: (id) =>
      onConversation(id, 'Could not open the conversation', async () => {
        await stop();
        const conversation = await services.chat.get(id);
        showThread(conversation.id, threadOf(conversation));
      }),
    renameConversation: (id, title) =>
      onConversation(id, 'Could not rename the conversation', async () => {
        if (title.trim() === '') throw new AppError(CHAT_MESSAGES.titleBlank, { code: 'VALIDATION_ERROR', status: 400 });
        await services.chat.rename(id, title.trim());
      }),
    setPinned: (id, pinned) =>
      onConversation(id, pinned ? 'Could not pin the conversation' : 'Could not unpin the conversation', async () => {
        await services.chat.pin(id, pinned);
      }),
    deleteConversation: (id) =>
      onConversation(id, 'Could not delete the conversation', async () => {
        const shown = assistantThread$.conversationId.peek() === id;
        // End the reply being written and let the saves finish first, so that nothing is saved into a deleted conversation.
        if (shown) await stop();
        await saving;
        await services.chat.remove(id);
        if (shown) showThread(null, []);
      }),
    forgetOtherUsersThread(user) {
      const owner = assistantThread$.owner.peek();
      if (user === null || owner === null || owner === user) return;
      turn?.abort.abort();
      showThread(null, []);
      assistantStatus$.conversations.set([]);
      assistantStatus$.conversationsLoaded.set(false);
    },
    dispose() {
      turn?.abort.abort();
      assistantStatus$.set(initialAssistantStatus());
    },
  };
}
