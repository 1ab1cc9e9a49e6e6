import { CHATBOT_HISTORY_LIMIT, type ChatTurn, type StreamChunk } from '../../api/contracts/ai';
import type { ConversationWithMessages } from '../../api/contracts/chat';
import type { ThreadMessage } from '../../panels/chat/thread';
import { mergeAssistantChunk } from '../../panels/chat/thread-rules';

/** How long a conversation title taken from the first message may be. */
export const TITLE_MAX_LENGTH = 60;

/** Words of the reply and the profiler's summary; notes and errors are not part of the conversation. */
const isSpokenText = (message: ThreadMessage) => message.kind === undefined || message.kind === 'text' || message.kind === 'finalize';

/** The conversation so far as the chatbot reads it: the last turns, without notes, errors or empty messages. */
export function historyOf(messages: readonly ThreadMessage[]): ChatTurn[] {
  return messages
    .filter((message) => isSpokenText(message) && message.content.trim() !== '')
    .slice(-CHATBOT_HISTORY_LIMIT)
    .map(({ role, content }) => ({ role, content }));
}

/** The first user message on one line, cut at a word near 60 characters. */
export function conversationTitle(firstMessage: string): string {
  const line = firstMessage.replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_MAX_LENGTH) return line;
  const cut = line.slice(0, TITLE_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace >= TITLE_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The messages after the question, i.e. what this turn has added. */
function turnStart(messages: readonly ThreadMessage[], questionId: string): number {
  const index = messages.findIndex((message) => message.id === questionId);
  return index < 0 ? -1 : index + 1;
}

/** The assistant's reply messages of the turn that asked `questionId` (not its notes or errors). */
export function replyOf(messages: readonly ThreadMessage[], questionId: string): ThreadMessage[] {
  const start = turnStart(messages, questionId);
  if (start < 0) return [];
  return messages.slice(start).filter((message) => message.role === 'assistant' && isSpokenText(message) && message.content.trim() !== '');
}

/**
 * One chunk of the chatbot's stream applied to the thread, for the turn that asked `questionId`
 * (docs/stream.md): text grows the reply by the merge rules of SPEC section 4; a notice is a note of its
 * own; sources go onto the reply.
 */
export function applyReplyChunk(
  messages: readonly ThreadMessage[],
  questionId: string,
  chunk: StreamChunk,
  now: Date,
  newId: () => string,
): ThreadMessage[] {
  const start = turnStart(messages, questionId);
  if (start < 0) return [...messages];
  switch (chunk.event) {
    case 'notice':
      if (chunk.content.trim() === '') return [...messages];
      return [...messages, { id: newId(), role: 'assistant', content: chunk.content, createdAt: now.toISOString(), kind: 'notice' }];
    case 'sources':
      return withSources(messages, start, chunk.sources ?? [], now, newId);
    case 'tool_call':
      // The chatbot sets no profile fields; a stray tool call is not shown.
      return [...messages];
    case 'finalize':
    case undefined: {
      const kind = chunk.event === 'finalize' ? 'finalize' : 'text';
      return mergeAssistantChunk(messages, { content: chunk.content, kind }, now, newId);
    }
  }
}

function withSources(
  messages: readonly ThreadMessage[],
  start: number,
  sources: NonNullable<StreamChunk['sources']>,
  now: Date,
  newId: () => string,
): ThreadMessage[] {
  let replyIndex = -1;
  messages.forEach((message, index) => {
    if (index >= start && message.role === 'assistant' && isSpokenText(message)) replyIndex = index;
  });
  if (replyIndex >= 0) {
    return messages.map((message, index) => (index === replyIndex ? { ...message, sources } : message));
  }
  // Sources without any text yet (nothing was cited if the list is empty): keep them on a reply of their own.
  if (sources.length === 0) return [...messages];
  return [...messages, { id: newId(), role: 'assistant', content: '', createdAt: now.toISOString(), sources }];
}

/** A saved conversation's messages as a thread. */
export function threadOf(conversation: ConversationWithMessages): ThreadMessage[] {
  return conversation.messages.map(({ id, role, content, createdAt }) => ({ id, role, content, createdAt }));
}
