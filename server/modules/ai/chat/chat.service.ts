import type { ChatbotInput, EngineDeps, ProfilerInput, StreamEvent } from '../engine.ts';
import { createChatbot } from './chatbot/chatbot.ts';
import { profilerChat } from './profiler/profiler-chat.ts';

/** The local engine's two streamed conversations (docs/stream.md): the device-profiler interview and the chatbot. */
export function createChatEngine(deps: EngineDeps): {
  profilerChat(input: ProfilerInput, signal: AbortSignal): AsyncIterable<StreamEvent>;
  chatbot(input: ChatbotInput, signal: AbortSignal): AsyncIterable<StreamEvent>;
} {
  return { profilerChat, chatbot: createChatbot(deps) };
}
