import { randomUUID } from 'node:crypto';
import { UPDATE_DEVICE_PROFILE, type ToolCall } from '../../../../../src/api/contracts/ai.ts';
import type { ProfilerInput, StreamEvent } from '../../engine.ts';
import { textEvents, untilAborted } from '../stream-text.ts';
import type { FieldUpdate } from './answer-extractors.ts';
import { documentRequestOf, profileAttachments } from './documents/document-request.ts';
import type { DocumentReads } from './documents/document-step.ts';
import { decideInterviewStep } from './interview-step.ts';

function toolCall({ field, value, confidence, source }: FieldUpdate): ToolCall {
  return {
    id: `call_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
    name: UPDATE_DEVICE_PROFILE,
    arguments: { field, value, confidence_score: confidence, ...(source === undefined ? {} : { source }) },
  };
}

/** The attachments a turn about the documents needs, read before the (pure) decision; null for any other turn. */
async function readsFor({ messages, profile, readAttachment }: ProfilerInput): Promise<DocumentReads | null> {
  const request = documentRequestOf(messages, profile);
  if (request === null) return null;
  const documents = readAttachment === undefined ? [] : await Promise.all(profileAttachments(profile).map((attachment) => readAttachment(attachment)));
  return { ...request, documents };
}

/** device-profiler-v2/chat: the tool calls of the turn, then the reply line by line, then finalize if due. */
export async function* profilerChat(input: ProfilerInput, signal: AbortSignal): AsyncGenerator<StreamEvent> {
  const step = decideInterviewStep(input.messages, input.profile, await readsFor(input));
  const events: StreamEvent[] = [
    ...step.updates.map((update): StreamEvent => ({ kind: 'tool_call', toolCall: toolCall(update) })),
    ...textEvents(step.reply),
    ...(step.finalize === null ? [] : [{ kind: 'finalize', content: step.finalize } satisfies StreamEvent]),
  ];
  yield* untilAborted(events, signal);
}
