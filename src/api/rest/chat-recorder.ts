import { AppError } from '../../app/errors/errors';
import type { chatApi } from './chat';
import { CHAT_MESSAGES, type ChatMessage, type ChatRole } from '../contracts/chat';

export interface ConversationRecorder {
  readonly conversationId: string | null;
  /** Appends one finished message; creates the conversation (with the title) on first use. Calls run one after another in call order. */
  record(role: ChatRole, content: string): Promise<ChatMessage>;
}

export interface ConversationRecorderOptions {
  title: string;
  /** The thread to continue; none (or blank) means a new conversation is created on the first message. */
  conversationId?: string | null;
  /** Called once, as soon as the conversation has been created. */
  onConversation?(id: string): void;
}

/**
 * Keeps a chat thread on the server. A failed create or append rejects that call only; the next call tries
 * again (creating the conversation if there is still none). A blank message is refused before any call, so
 * it never leaves an empty conversation behind.
 */
export function createConversationRecorder(
  chat: ReturnType<typeof chatApi>,
  { title, conversationId = null, onConversation }: ConversationRecorderOptions,
): ConversationRecorder {
  let id = conversationId?.trim() ? conversationId : null;
  let queue: Promise<unknown> = Promise.resolve();

  async function ensureConversation(): Promise<string> {
    if (id !== null) return id;
    const created = await chat.create(title);
    id = created.id;
    onConversation?.(created.id);
    return created.id;
  }

  return {
    get conversationId() {
      return id;
    },
    record(role, content) {
      if (content.trim() === '') {
        return Promise.reject(new AppError(CHAT_MESSAGES.messageBlank, { code: 'VALIDATION_ERROR', status: 400 }));
      }
      const run = queue.then(async () => chat.append({ conversation_id: await ensureConversation(), role, content }));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
