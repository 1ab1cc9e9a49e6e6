import OpenAI, { APIError, APIUserAbortError } from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { type, type Type } from 'arktype';
import type { LlmSettings } from './llm-settings.ts';

/** Why the model's answer was not used, in a few words for the engine note ('HTTP 500', 'no answer within 60 s'). */
export class ModelFailure extends Error {
  override name = 'ModelFailure';
}

/** Local servers such as Ollama take no key, but the openai package insists on one. */
const PLACEHOLDER_API_KEY = 'no-key';

export interface ModelClient {
  model: string;
  /** Asks for a JSON object and returns it validated by `schema`; throws ModelFailure otherwise. */
  askJson<T>(schema: Type<T>, messages: ChatCompletionMessageParam[]): Promise<T>;
  /** Streams a reply; the timeout covers the whole stream. Failures surface while iterating. */
  stream(messages: ChatCompletionMessageParam[], tools: ChatCompletionTool[], signal: AbortSignal): AsyncIterable<ChatCompletionChunk>;
}

/** The JSON a reply holds, tolerating a Markdown code fence around it. */
export function parseJsonReply(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  try {
    return JSON.parse((fenced?.[1] ?? content).trim());
  } catch {
    throw new ModelFailure('its reply was not valid JSON');
  }
}

/** A short reason for the note: what went wrong with the call, never the provider's whole message. */
export function failureReason(error: unknown, timeoutMs: number): string {
  if (error instanceof ModelFailure) return error.message;
  if (error instanceof TimeoutReached) return `no answer within ${Math.round(timeoutMs / 1000)} s`;
  if (error instanceof APIError && error.status !== undefined) return `HTTP ${error.status}`;
  if (error instanceof APIError) return 'the connection failed';
  if (isCutOff(error)) return 'the connection was cut mid-reply';
  return 'an unexpected error';
}

/** The reply had begun when its connection closed: fetch's body reader says `terminated`, the socket's error its cause. */
const isCutOff = (error: unknown) => error instanceof TypeError && error.message === 'terminated';

class TimeoutReached extends Error {}

/**
 * A signal aborting after the timeout or when `outer` aborts. The openai package's own timeout stops at
 * the response headers; this one also covers reading the body, which is what a slow model stalls on.
 */
function deadline(timeoutMs: number, outer?: AbortSignal) {
  const timeout = AbortSignal.timeout(timeoutMs);
  return {
    signal: outer ? AbortSignal.any([outer, timeout]) : timeout,
    /** The error to report: a timeout when the deadline fired, else the error itself. */
    explain: (error: unknown) => (timeout.aborted && !outer?.aborted && isAbort(error) ? new TimeoutReached() : error),
  };
}

const isAbort = (error: unknown) =>
  error instanceof APIUserAbortError || (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'));

export function createModelClient(settings: LlmSettings): ModelClient {
  const openai = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey ?? PLACEHOLDER_API_KEY,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });

  return {
    model: settings.model,

    async askJson<T>(schema: Type<T>, messages: ChatCompletionMessageParam[]): Promise<T> {
      const { signal, explain } = deadline(settings.timeoutMs);
      let content: string | null | undefined;
      try {
        const completion = await openai.chat.completions.create(
          { model: settings.model, messages, response_format: { type: 'json_object' }, temperature: 0 },
          { signal },
        );
        content = completion.choices[0]?.message.content;
      } catch (error) {
        throw explain(error);
      }
      if (!content) throw new ModelFailure('its reply was empty');
      const reply = schema(parseJsonReply(content));
      if (reply instanceof type.errors) throw new ModelFailure('its reply did not have the expected shape');
      return reply as T;
    },

    async *stream(messages, tools, outer) {
      const { signal, explain } = deadline(settings.timeoutMs, outer);
      try {
        const chunks = await openai.chat.completions.create(
          { model: settings.model, messages, stream: true, temperature: 0.2, ...(tools.length > 0 ? { tools } : {}) },
          { signal },
        );
        yield* chunks;
      } catch (error) {
        throw explain(error);
      }
    },
  };
}
