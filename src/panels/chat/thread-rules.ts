import type { AssistantChunkKind, ThreadMessage } from './thread';

/** SPEC section 9: an identical message sent again within 400 ms is ignored. */
export const DUPLICATE_SEND_WINDOW_MS = 400;
/** SPEC section 9: assistant messages merge into the last one within 10 s (5 s for finalize events). */
export const MERGE_WINDOW_MS = 10_000;
export const FINALIZE_MERGE_WINDOW_MS = 5_000;

export interface LastSend {
  content: string;
  at: number;
}

/** The message to send (trimmed), or null when it is blank or repeats the last send within 400 ms. */
export function acceptSend(text: string, last: LastSend | null, now: number): string | null {
  const content = text.trim();
  if (content === '') return null;
  if (last && last.content === content && now - last.at < DUPLICATE_SEND_WINDOW_MS) return null;
  return content;
}

const lastActivity = (message: ThreadMessage) => Date.parse(message.updatedAt ?? message.createdAt);

/**
 * Adds a piece of an assistant reply to the thread (SPEC section 4). It merges into the last message when
 * that is the assistant's and was active within the window (10 s; 5 s for finalize); a finalize summary the
 * message already holds, or one arriving within 5 s of an earlier finalize message, is skipped;
 * otherwise it starts a new assistant message. The window runs from the message's latest growth, so a
 * long streamed reply stays one message. Notices at the end stay after the reply; errors are never grown.
 */
export function mergeAssistantChunk(
  messages: readonly ThreadMessage[],
  chunk: { content: string; kind: AssistantChunkKind },
  now: Date,
  newId: () => string,
): ThreadMessage[] {
  if (chunk.content === '') return [...messages];
  const notes = trailingNotes(messages);
  return [...mergeIntoReply(messages.slice(0, messages.length - notes.length), chunk, now, newId), ...notes];
}

/** Notices at the end of the thread: reply text never merges into them, and they stay after it. */
function trailingNotes(messages: readonly ThreadMessage[]): ThreadMessage[] {
  let first = messages.length;
  while (first > 0 && messages[first - 1]!.kind === 'notice') first -= 1;
  return messages.slice(first);
}

function mergeIntoReply(
  thread: readonly ThreadMessage[],
  chunk: { content: string; kind: AssistantChunkKind },
  now: Date,
  newId: () => string,
): ThreadMessage[] {
  const last = thread.at(-1);
  const at = now.getTime();
  const window = chunk.kind === 'finalize' ? FINALIZE_MERGE_WINDOW_MS : MERGE_WINDOW_MS;
  const recent = last?.role === 'assistant' && last.kind !== 'error' && at - lastActivity(last) <= window;

  if (last && recent) {
    if (chunk.kind === 'finalize' && last.kind === 'finalize' && at - Date.parse(last.createdAt) <= FINALIZE_MERGE_WINDOW_MS) {
      return [...thread];
    }
    if (chunk.kind === 'finalize' && last.content.includes(chunk.content)) return [...thread];
    const merged: ThreadMessage = {
      ...last,
      content: chunk.kind === 'finalize' ? asNewParagraph(last.content, chunk.content) : last.content + chunk.content,
      updatedAt: now.toISOString(),
      ...(chunk.kind === 'finalize' ? { kind: 'finalize' } : {}),
    };
    return [...thread.slice(0, -1), merged];
  }
  const message: ThreadMessage = {
    id: newId(),
    role: 'assistant',
    content: chunk.content,
    createdAt: now.toISOString(),
    ...(chunk.kind === 'finalize' ? { kind: 'finalize' } : {}),
  };
  return [...thread, message];
}

/** Text lines carry their own line breaks; a finalize summary after text starts a paragraph of its own. */
function asNewParagraph(before: string, summary: string): string {
  return `${before.trimEnd()}\n\n${summary}`;
}
