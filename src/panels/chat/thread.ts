import { type } from 'arktype';
import { SourceRef } from '../../api/contracts/ai';

/**
 * A chat thread message (SPEC section 3: id, role, content, createdAt). `updatedAt` is when a streamed
 * reply last grew; `kind` marks what is not plain text: the profiler's closing summary (finalize), the
 * engine's notes (notice) and a failed reply (error). `sources` are the records a chatbot answer cites.
 */
export const ThreadMessage = type({
  id: 'string',
  role: "'user' | 'assistant'",
  content: 'string',
  createdAt: 'string',
  'updatedAt?': 'string',
  'kind?': "'text' | 'finalize' | 'notice' | 'error'",
  'sources?': SourceRef.array(),
  /** The id the server's chat history gave this message once it was recorded (feedback names it). */
  'savedId?': 'string',
});
export type ThreadMessage = typeof ThreadMessage.infer;

/** Notes the server's id of a thread message once it was recorded; a message gone since is left alone. */
export function noteSavedId(messages: { peek(): ThreadMessage[]; set(next: ThreadMessage[]): void }, id: string, savedId: string): void {
  const current = messages.peek();
  if (current.some((message) => message.id === id)) messages.set(current.map((message) => (message.id === id ? { ...message, savedId } : message)));
}

export type AssistantChunkKind = 'text' | 'finalize';
