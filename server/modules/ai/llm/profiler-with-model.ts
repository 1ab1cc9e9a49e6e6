import { randomUUID } from 'node:crypto';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { type } from 'arktype';
import {
  UPDATE_DEVICE_PROFILE,
  UpdateDeviceProfileArguments,
  type ToolCall,
} from '../../../../src/api/contracts/ai.ts';
import type { ProfilerInput, StreamEvent } from '../engine.ts';
import { chatMessages } from './chat-messages.ts';
import { groundingOf, isGrounded } from './fact-check.ts';
import { createLineBuffer } from './line-buffer.ts';
import type { ModelClient } from './model-client.ts';
import { FINALIZE_PROFILE, PROFILER_TOOLS, REQUIRED_PROFILE_FIELDS, profilerSystemPrompt } from './profiler-prompt.ts';
import { createToolCallAssembler, type AssembledToolCall } from './tool-call-assembler.ts';

const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '' && value.trim().toLowerCase() !== 'none';

/**
 * The profiler interview through the model's tool calls: text streamed line by line, each complete and
 * valid update_device_profile call as a tool_call event (invalid ones, and values naming records the
 * user never gave, are dropped), and finalize only when the required fields are filled.
 */
export async function* profilerWithModel(client: ModelClient, request: ProfilerInput, signal: AbortSignal): AsyncGenerator<StreamEvent> {
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: profilerSystemPrompt(request.profile) },
    ...chatMessages(request.messages),
  ];
  const values = new Map<string, unknown>(Object.entries(request.profile));
  const userWords = groundingOf({
    texts: [...request.messages.filter((turn) => turn.role === 'user').map((turn) => turn.content), JSON.stringify(request.profile)],
  });
  const lines = createLineBuffer();
  const calls = createToolCallAssembler();
  let finalizeAsked = false;

  function* eventsOf(completed: AssembledToolCall[]): Generator<StreamEvent> {
    for (const call of completed) {
      if (call.name === FINALIZE_PROFILE) finalizeAsked = true;
      if (call.name !== UPDATE_DEVICE_PROFILE) continue;
      const toolCall = validToolCall(call);
      if (!toolCall || !isGrounded(String(toolCall.arguments.value), userWords)) continue;
      values.set(toolCall.arguments.field, toolCall.arguments.value);
      yield { kind: 'tool_call', toolCall };
    }
  }

  for await (const chunk of client.stream(messages, PROFILER_TOOLS, signal)) {
    const delta = chunk.choices[0]?.delta;
    if (!delta) continue;
    for (const line of lines.push(delta.content ?? '')) yield { kind: 'text', content: line };
    yield* eventsOf(calls.add(delta.tool_calls ?? []));
  }
  const rest = lines.flush();
  if (rest !== null) yield { kind: 'text', content: rest };
  yield* eventsOf(calls.finish());

  if (finalizeAsked && REQUIRED_PROFILE_FIELDS.every((field) => filled(values.get(field)))) {
    yield { kind: 'finalize', content: `The device profile for ${String(values.get('device_name')).trim()} is complete.` };
  }
}

function validToolCall(call: AssembledToolCall): ToolCall | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(call.arguments === '' ? '{}' : call.arguments);
  } catch {
    return null;
  }
  const args = UpdateDeviceProfileArguments(parsed);
  if (args instanceof type.errors) return null;
  return { id: call.id ?? `call_${randomUUID()}`, name: UPDATE_DEVICE_PROFILE, arguments: args };
}
