import { batch } from '@legendapp/state';
import type { ChatTurn, ProfilerProfile, StreamChunk } from '../../api/contracts/ai';
import type { ChatRole } from '../../api/contracts/chat';
import type { AppServices } from '../../app/services';
import { createConversationRecorder, type ConversationRecorder } from '../../api/rest/chat-recorder';
import { acceptSend, mergeAssistantChunk, type LastSend } from '../../panels/chat/thread-rules';
import { noteSavedId, type ThreadMessage } from '../../panels/chat/thread';
import { toast } from '../../panels/toast';
import { profilerChatStatus$, profilerThread$ } from './chat-store';
import { fieldValues } from './profile-rules';
import { markFinalized, scheduleProfileUpdate, type PendingUpdate } from './profile-updates';
import { profile$ } from './store';
import { readToolCall } from './tool-calls';

export const PROFILER_CONVERSATION_TITLE = 'Device profiler';

export interface ProfilerChatDeps {
  services: Pick<AppServices, 'stream' | 'chat'>;
  now?: () => Date;
}

export interface ProfilerChat {
  /** Sends a user message (trimmed; blank or a repeat within 400 ms is ignored) and streams the reply. */
  send(text: string): Promise<void>;
  /** Aborts the reply being streamed; what arrived stays. */
  stop(): void;
  /** Replaces a sent user message, drops what followed it and asks again. */
  edit(messageId: string, content: string): Promise<void>;
  /** Starts an empty thread (a new server conversation); the profile is kept. */
  newConversation(): void;
  dispose(): void;
}

const newId = () => crypto.randomUUID();

/** The thread as the profiler reads it: the user's and assistant's words, without notes and errors. */
function threadTurns(messages: readonly ThreadMessage[]): ChatTurn[] {
  return messages
    .filter((message) => message.kind !== 'notice' && message.kind !== 'error')
    .map(({ role, content }) => ({ role, content }));
}

function profilerProfile(): ProfilerProfile {
  const steps = profile$.steps.peek();
  return { ...fieldValues(steps), finalize: steps.finalize.data };
}

/** The device profiler's conversation: sending, streaming the reply into the thread, recording it on the server. */
export function createProfilerChat({ services, now = () => new Date() }: ProfilerChatDeps): ProfilerChat {
  let lastSend: LastSend | null = null;
  let reply: AbortController | null = null;
  let recorder: ConversationRecorder | null = null;
  let warnedUnsaved = false;
  const pendingUpdates = new Set<PendingUpdate>();
  /** The profiler reads the profile from each request: updates still waiting are applied before asking again. */
  const applyPendingUpdates = () => {
    pendingUpdates.forEach((update) => update.apply());
    pendingUpdates.clear();
  };

  const record = (role: ChatRole, content: string, threadId?: string) => {
    recorder ??= createConversationRecorder(services.chat, {
      title: PROFILER_CONVERSATION_TITLE,
      conversationId: profilerThread$.conversationId.peek(),
      onConversation: (id) => profilerThread$.conversationId.set(id),
    });
    recorder.record(role, content).then((saved) => {
      if (threadId) noteSavedId(profilerThread$.messages, threadId, saved.id);
    }).catch((error: unknown) => {
      // The thread stays in the browser; the server copy is a convenience, so warn once and carry on.
      if (warnedUnsaved) return;
      warnedUnsaved = true;
      toast.warning(`The conversation could not be saved: ${error instanceof Error ? error.message : String(error)}`);
    });
  };

  const append = (message: ThreadMessage) => profilerThread$.messages.push(message);

  function apply(chunk: StreamChunk): void {
    switch (chunk.event) {
      case 'tool_call': {
        const update = readToolCall(chunk.tool_call?.arguments);
        if (update) pendingUpdates.add(scheduleProfileUpdate(update));
        return;
      }
      case 'notice':
        append({ id: newId(), role: 'assistant', content: chunk.content, createdAt: now().toISOString(), kind: 'notice' });
        return;
      case 'finalize':
        profilerThread$.messages.set((messages) => mergeAssistantChunk(messages, { content: chunk.content, kind: 'finalize' }, now(), newId));
        markFinalized();
        return;
      case 'sources':
        return;
      default:
        profilerThread$.messages.set((messages) => mergeAssistantChunk(messages, { content: chunk.content, kind: 'text' }, now(), newId));
    }
  }

  async function streamReply(): Promise<void> {
    const controller = new AbortController();
    reply = controller;
    profilerChatStatus$.streaming.set(true);
    const before = profilerThread$.messages.peek().length;
    applyPendingUpdates();
    try {
      const request = { messages: threadTurns(profilerThread$.messages.peek()), profile: profilerProfile() };
      for await (const chunk of services.stream.profilerChat(request, { signal: controller.signal })) {
        if (controller.signal.aborted) break;
        apply(chunk);
      }
    } catch (error) {
      if (!controller.signal.aborted) {
        append({ id: newId(), role: 'assistant', content: error instanceof Error ? error.message : String(error), createdAt: now().toISOString(), kind: 'error' });
      }
    } finally {
      if (reply === controller) reply = null;
      profilerChatStatus$.streaming.set(false);
      profilerThread$.messages
        .peek()
        .slice(before)
        .filter((message) => message.role === 'assistant' && (message.kind === undefined || message.kind === 'text' || message.kind === 'finalize'))
        .forEach((message) => record('assistant', message.content, message.id));
    }
  }

  function stop(): void {
    reply?.abort();
  }

  return {
    async send(text) {
      if (profilerChatStatus$.streaming.peek()) return;
      const at = now();
      const content = acceptSend(text, lastSend, at.getTime());
      if (content === null) return;
      lastSend = { content, at: at.getTime() };
      append({ id: newId(), role: 'user', content, createdAt: at.toISOString() });
      record('user', content);
      await streamReply();
    },
    stop,
    async edit(messageId, content) {
      const messages = profilerThread$.messages.peek();
      const index = messages.findIndex((message) => message.id === messageId && message.role === 'user');
      const text = content.trim();
      if (index < 0 || text === '' || text === messages[index]!.content) return;
      stop();
      const edited: ThreadMessage = { ...messages[index]!, content: text, updatedAt: now().toISOString() };
      profilerThread$.messages.set([...messages.slice(0, index), edited]);
      lastSend = null;
      record('user', text);
      await streamReply();
    },
    newConversation() {
      stop();
      batch(() => {
        profilerThread$.messages.set([]);
        profilerThread$.conversationId.set(null);
      });
      recorder = null;
      lastSend = null;
    },
    dispose() {
      stop();
      pendingUpdates.forEach((update) => update.cancel());
      pendingUpdates.clear();
    },
  };
}
