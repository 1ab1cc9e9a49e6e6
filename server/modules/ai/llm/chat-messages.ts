import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ChatTurn } from '../../../../src/api/contracts/ai.ts';

/** A chat thread as chat-completion messages. */
export const chatMessages = (turns: readonly ChatTurn[]): ChatCompletionMessageParam[] =>
  turns.map((turn) => ({ role: turn.role, content: turn.content }));
