import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { SourceRef } from '../../../../src/api/contracts/ai.ts';
import type { ChatbotInput, StreamEvent } from '../engine.ts';
import { chatMessages } from './chat-messages.ts';
import { groundingOf, isGrounded, type Grounding } from './fact-check.ts';
import { createLineBuffer } from './line-buffer.ts';
import { ModelFailure, type ModelClient } from './model-client.ts';

/** What the local engine answered: the only facts the model may use. */
export interface LocalReply {
  events: StreamEvent[];
  text: string;
  sources: SourceRef[];
}

export async function collectLocalReply(events: AsyncIterable<StreamEvent>): Promise<LocalReply> {
  const collected: StreamEvent[] = [];
  for await (const event of events) collected.push(event);
  return {
    events: collected,
    text: collected.map((event) => (event.kind === 'text' ? event.content : '')).join(''),
    sources: collected.flatMap((event) => (event.kind === 'sources' ? event.sources : [])),
  };
}

function systemPrompt(local: LocalReply): string {
  const sources = local.sources.map((source) => `- ${source.kind} ${source.id}: ${source.label}`).join('\n');
  return (
    "You are Clearway's regulatory assistant for US FDA 510(k) questions. Answer the user's last message in a " +
    'few short paragraphs using ONLY the facts below, which come from the FDA data Clearway holds. Never name a ' +
    'product code, K-number, standard or figure that is not in them; when they do not answer the question, say ' +
    'so and suggest giving a product code or a K-number.\n\n' +
    `Facts:\n${local.text.trim() || '(nothing was found in the data)'}\n\nSources:\n${sources || '(none)'}`
  );
}

/**
 * The chatbot through the model, grounded in the local reply: each complete line is checked against the
 * local facts and dropped when it names a record they do not hold; ends with the local sources.
 */
export async function* chatbotWithModel(
  client: ModelClient,
  request: ChatbotInput,
  local: LocalReply,
  signal: AbortSignal,
): AsyncGenerator<StreamEvent> {
  const grounding: Grounding = groundingOf({
    codes: [...(request.productCode ? [request.productCode] : []), ...local.sources.filter((s) => s.kind === 'product_code').map((s) => s.id)],
    documents: local.sources.filter((source) => source.kind === 'k_number').map((source) => source.id),
    standards: local.sources.filter((source) => source.kind === 'standard').map((source) => source.id),
    texts: [local.text, ...local.sources.map((source) => source.label)],
  });
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(local) },
    ...chatMessages(request.history),
    { role: 'user', content: request.message },
  ];
  const lines = createLineBuffer();
  let sent = 0;
  let dropped = 0;
  function* checked(line: string | null): Generator<StreamEvent> {
    if (line === null || line.trim() === '') {
      if (line !== null && sent > 0) yield { kind: 'text', content: line };
      return;
    }
    if (!isGrounded(line, grounding)) {
      dropped += 1;
      return;
    }
    sent += 1;
    yield { kind: 'text', content: line };
  }

  for await (const chunk of client.stream(messages, [], signal)) {
    for (const line of lines.push(chunk.choices[0]?.delta.content ?? '')) yield* checked(line);
  }
  yield* checked(lines.flush());
  if (sent === 0) throw new ModelFailure(dropped > 0 ? 'its reply named records not in the data' : 'its reply was empty');
  if (dropped > 0) {
    yield {
      kind: 'notice',
      content: `${dropped} line${dropped === 1 ? '' : 's'} of the model's reply named records not in the data and ${dropped === 1 ? 'was' : 'were'} left out.`,
    };
  }
  if (local.sources.length > 0) yield { kind: 'sources', sources: local.sources };
}
