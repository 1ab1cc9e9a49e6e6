import { type } from 'arktype';
import type { AuthProvider } from './auth-provider';
import { AI_TIMEOUT_MS } from './clients';
import {
  STREAM_DATA_PREFIX,
  STREAM_DONE,
  STREAM_ERROR_DELIMITER,
  StreamChunk,
  type ChatbotRequest,
  type ProfilerChatRequest,
} from './contracts/ai';
import { toAppError } from './error-mapping';

/** The stream messages of SPEC.md section 8 ("Chat stream"), word for word. */
export const STREAM_MESSAGES = {
  noBody: 'Response body is null - streaming not supported',
  errorWithoutText: 'Stream error occurred',
  processing: 'Stream processing error',
} as const;

/** A streamed reply failed; the message is what the user sees, verbatim. */
export class StreamError extends Error {
  override name = 'StreamError';
}

export interface StreamRequestOptions {
  /**
   * Stops the reply (the stop button): the request or the reading is given up at once and the iteration
   * simply ends, without an error and without yielding anything more. Check `signal.aborted` afterwards to
   * tell a stopped reply from a finished one.
   */
  signal?: AbortSignal;
}

/**
 * One line of the wire format (docs/stream.md): null for a line to skip, else the chunk it gives. A valid
 * chunk is taken before the error delimiter is looked for, so a reply that merely quotes '[ERROR]' stays text.
 */
export function parseStreamLine(raw: string): StreamChunk | null {
  let line = raw.trim();
  if (line.startsWith(STREAM_DATA_PREFIX)) line = line.slice(STREAM_DATA_PREFIX.length).trim();
  if (line === '' || line === STREAM_DONE) return null;

  const chunk = chunkFromJson(line);
  if (chunk) return chunk;

  const errorAt = line.indexOf(STREAM_ERROR_DELIMITER);
  if (errorAt >= 0) {
    const message = line.slice(errorAt + STREAM_ERROR_DELIMITER.length).trim();
    throw new StreamError(message || STREAM_MESSAGES.errorWithoutText);
  }
  return { content: line, is_complete: false };
}

function chunkFromJson(line: string): StreamChunk | null {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    return null;
  }
  const chunk = StreamChunk(data);
  return chunk instanceof type.errors ? null : chunk;
}

/**
 * The chunks of a streamed reply, in order. A non-OK response, a missing body, an error line or a failure
 * while reading throws StreamError; an abort through `signal` cancels the body and ends the iteration.
 */
export async function* readStreamChunks(response: Response, signal?: AbortSignal): AsyncGenerator<StreamChunk, void, undefined> {
  if (signal?.aborted) {
    await response.body?.cancel().catch(() => undefined);
    return;
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new StreamError(`HTTP ${response.status}: ${response.statusText} - ${body}`);
  }
  if (response.body === null) throw new StreamError(STREAM_MESSAGES.noBody);

  const reader = response.body.getReader();
  const stopReading = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', stopReading, { once: true });
  const decoder = new TextDecoder();
  let pending = '';
  let ended = false;

  try {
    while (!ended) {
      const { done, value } = await reader.read();
      if (signal?.aborted) return;
      ended = done;
      pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      // The last piece is an unfinished line, unless the body has ended.
      pending = ended ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        const chunk = parseStreamLine(line);
        if (chunk === null) continue;
        if (signal?.aborted) return;
        yield chunk;
      }
    }
  } catch (error) {
    if (signal?.aborted) return;
    if (error instanceof StreamError) throw error;
    throw new StreamError(STREAM_MESSAGES.processing, { cause: error });
  } finally {
    signal?.removeEventListener('abort', stopReading);
    // Left early (abort, error, or the caller stopped iterating): give the connection up.
    if (!ended) stopReading();
    reader.releaseLock();
  }
}

export interface AiStreamApiOptions {
  /** The AI base, e.g. `https://host/api/ai/v1`. */
  aiBaseUrl: string;
  auth: AuthProvider;
  fetch?: typeof fetch;
}

/**
 * The two streamed AI calls (SPEC.md section 7, docs/stream.md). Each returns an iterable that sends its
 * request when iteration starts. Errors: StreamError (HTTP status, missing body, error line, failure while
 * reading, including the 360 s limit running out mid-reply); NetworkError when the request cannot be sent
 * or the limit runs out before the reply starts; whatever `auth.getIdToken` throws.
 */
export function aiStreamApi({ aiBaseUrl, auth, fetch: fetchImpl }: AiStreamApiOptions) {
  const send: typeof fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const base = aiBaseUrl.replace(/\/+$/, '');

  /** SPEC section 6: a 401 forces one token refresh and one retry. */
  async function open(path: string, body: unknown, signal: AbortSignal): Promise<Response> {
    const post = async (forceRefresh: boolean) => {
      const token = await auth.getIdToken(forceRefresh);
      try {
        return await send(`${base}${path}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            accept: 'text/event-stream',
          },
          body: JSON.stringify(body),
          signal,
        });
      } catch (error) {
        throw toAppError(error);
      }
    };
    const first = await post(false);
    if (first.status !== 401) return first;
    await first.body?.cancel().catch(() => undefined);
    return post(true);
  }

  async function* stream(path: string, body: unknown, callerSignal: AbortSignal | undefined): AsyncGenerator<StreamChunk, void, undefined> {
    if (callerSignal?.aborted) return;
    // One deadline for the whole reply, the retry included.
    const deadline = AbortSignal.timeout(AI_TIMEOUT_MS);
    const signal = callerSignal ? AbortSignal.any([callerSignal, deadline]) : deadline;
    let response: Response;
    try {
      response = await open(path, body, signal);
    } catch (error) {
      if (callerSignal?.aborted) return;
      throw error;
    }
    yield* readStreamChunks(response, callerSignal);
  }

  return {
    profilerChat: (request: ProfilerChatRequest, options: StreamRequestOptions = {}): AsyncIterable<StreamChunk> =>
      stream('/device-profiler-v2/chat', request, options.signal),
    chatbot: (request: ChatbotRequest, options: StreamRequestOptions = {}): AsyncIterable<StreamChunk> =>
      stream('/chatbot/stream', request, options.signal),
  };
}
