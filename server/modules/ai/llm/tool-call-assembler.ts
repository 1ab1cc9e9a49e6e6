import type { ChatCompletionChunk } from 'openai/resources/chat/completions';

type ToolCallDelta = ChatCompletionChunk.Choice.Delta.ToolCall;

export interface AssembledToolCall {
  id: string | null;
  name: string;
  /** The raw JSON text of the arguments, as the model wrote it. */
  arguments: string;
}

/**
 * Joins the pieces of streamed tool calls. Models stream calls one after another, so a call is complete
 * when the next one starts or the stream ends.
 */
export function createToolCallAssembler() {
  const calls = new Map<number, AssembledToolCall>();
  let current: number | null = null;

  const take = (index: number): AssembledToolCall[] => {
    const call = calls.get(index);
    calls.delete(index);
    return call ? [call] : [];
  };

  return {
    /** Adds one chunk's pieces; returns the calls they completed. */
    add(deltas: readonly ToolCallDelta[]): AssembledToolCall[] {
      const completed: AssembledToolCall[] = [];
      for (const delta of deltas) {
        if (current !== null && delta.index !== current) completed.push(...take(current));
        current = delta.index;
        const call = calls.get(delta.index) ?? { id: null, name: '', arguments: '' };
        call.id = delta.id ?? call.id;
        call.name ||= delta.function?.name ?? '';
        call.arguments += delta.function?.arguments ?? '';
        calls.set(delta.index, call);
      }
      return completed;
    },
    /** The calls still open when the stream ended. */
    finish(): AssembledToolCall[] {
      current = null;
      return [...calls.keys()].sort((a, b) => a - b).flatMap(take);
    },
  };
}
