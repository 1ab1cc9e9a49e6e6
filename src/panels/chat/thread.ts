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
});
export type ThreadMessage = typeof ThreadMessage.infer;

export type AssistantChunkKind = 'text' | 'finalize';
