import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GREETING, INTERVIEW_QUESTIONS } from '../../server/modules/ai/chat/profiler/interview-questions.ts';
import { createEmulatorUser, type EmulatorUser } from '../../server/testing/emulator-user.ts';
import { buildTestApp, type TestApp } from '../../server/testing/test-app.ts';
import type { AuthProvider } from './auth-provider';
import { API_BASE_PATHS } from './contracts/api-bases';
import type { StreamChunk } from './contracts/ai';
import { ErrorBody } from './contracts/error-body';
import { aiStreamApi, StreamError } from './stream';

/**
 * The stream client against the real server on loopback (the local engine, an empty database: the profiler
 * is stateless and the chatbot says it found nothing), with real ID tokens from the Auth emulator.
 */
let server: TestApp;
let user: EmulatorUser;
let aiBaseUrl: string;
const requested: string[] = [];

beforeAll(async () => {
  server = await buildTestApp();
  server.app.server.on('request', (request: { url?: string }) => requested.push(request.url ?? ''));
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  aiBaseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}${API_BASE_PATHS.ai}`;
  user = await createEmulatorUser();
}, 120_000);

afterAll(() => server?.close());

/** A fetch that passes every call to the real one and keeps each response (a clone of it) for the test. */
function recordingFetch() {
  const responses: Response[] = [];
  const seen: Response[] = [];
  const fetchAndKeep: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    seen.push(response);
    responses.push(response.clone());
    return response;
  };
  return { fetch: fetchAndKeep, responses, seen };
}

function validToken(calls: boolean[] = []): AuthProvider {
  return {
    async getIdToken(forceRefresh) {
      calls.push(forceRefresh);
      return user.idToken;
    },
  };
}

async function collect(chunks: AsyncIterable<StreamChunk>): Promise<StreamChunk[]> {
  const all: StreamChunk[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

const textOf = (chunks: StreamChunk[]) =>
  chunks
    .filter((chunk) => chunk.event === undefined)
    .map((chunk) => chunk.content)
    .join('');

const questionFor = (field: string) => {
  const asked = INTERVIEW_QUESTIONS.find((question) => question.field === field);
  if (!asked) throw new Error(`no interview question for ${field}`);
  return asked.question;
};

describe('profilerChat against the real server', () => {
  it('an empty thread gets the greeting and the first question, then the end chunk', async () => {
    const chunks = await collect(aiStreamApi({ aiBaseUrl, auth: validToken() }).profilerChat({ messages: [] }));
    expect(chunks.length).toBeGreaterThan(1);
    expect(textOf(chunks)).toContain(GREETING);
    expect(textOf(chunks)).toContain(questionFor('role'));
    expect(chunks.slice(0, -1).every((chunk) => !chunk.is_complete)).toBe(true);
    expect(chunks.at(-1)).toEqual({ content: '', is_complete: true });
  });

  it('an answer to the device-name question yields the update_device_profile tool call for device_name', async () => {
    const chunks = await collect(
      aiStreamApi({ aiBaseUrl, auth: validToken() }).profilerChat({
        messages: [
          { role: 'assistant', content: `Thanks. ${questionFor('device_name')}` },
          { role: 'user', content: "It's called PulseRing" },
        ],
        profile: { role: 'Manufacturer' },
      }),
    );
    const toolCalls = chunks.filter((chunk) => chunk.event === 'tool_call').map((chunk) => chunk.tool_call);
    expect(toolCalls).toContainEqual({
      id: expect.any(String),
      name: 'update_device_profile',
      arguments: expect.objectContaining({ field: 'device_name', value: 'PulseRing' }),
    });
    // The next question follows the tool calls.
    expect(textOf(chunks)).toContain(questionFor('description'));
    expect(chunks.at(-1)?.is_complete).toBe(true);
  });

  it("a request the server refuses gives 'HTTP 400: Bad Request - ' and the server's JSON body", async () => {
    const recorder = recordingFetch();
    const api = aiStreamApi({ aiBaseUrl, auth: validToken(), fetch: recorder.fetch });
    const error = await collect(api.profilerChat({} as never)).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(StreamError);
    const body = await recorder.responses[0]!.text();
    expect((error as Error).message).toBe(`HTTP 400: Bad Request - ${body}`);
    expect(ErrorBody.assert(JSON.parse(body))).toMatchObject({ status: 400, field: expect.stringContaining('messages') });
  });

  it('a stale token is refreshed once and the request retried', async () => {
    const calls: boolean[] = [];
    const auth: AuthProvider = {
      async getIdToken(forceRefresh) {
        calls.push(forceRefresh);
        return forceRefresh ? user.idToken : 'stale.garbage.token';
      },
    };
    const chunks = await collect(aiStreamApi({ aiBaseUrl, auth }).profilerChat({ messages: [] }));
    expect(textOf(chunks)).toContain(GREETING);
    expect(calls).toEqual([false, true]);
  });

  it('a token that stays invalid after the refresh gives the HTTP 401 message', async () => {
    const calls: boolean[] = [];
    const auth: AuthProvider = {
      async getIdToken(forceRefresh) {
        calls.push(forceRefresh);
        return 'never.valid.token';
      },
    };
    const error = await collect(aiStreamApi({ aiBaseUrl, auth }).profilerChat({ messages: [] })).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(StreamError);
    expect((error as Error).message).toMatch(/^HTTP 401: Unauthorized - \{.*"code":"AUTH_ERROR"/);
    expect(calls).toEqual([false, true]);
  });

  it('an abort after the first chunk ends the iteration and gives up the rest of the body', async () => {
    const recorder = recordingFetch();
    const controller = new AbortController();
    const seen: StreamChunk[] = [];
    const chunks = aiStreamApi({ aiBaseUrl, auth: validToken(), fetch: recorder.fetch }).profilerChat(
      { messages: [] },
      { signal: controller.signal },
    );
    for await (const chunk of chunks) {
      seen.push(chunk);
      controller.abort();
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]?.is_complete).toBe(false);
    // The body the client was reading is finished with: nothing more can be read from it.
    const body = recorder.seen[0]!.body!;
    expect(body.locked).toBe(false);
    const rest = await body
      .getReader()
      .read()
      .catch(() => ({ done: true }));
    expect(rest.done).toBe(true);
  });

  it('an abort before the reply starts sends nothing and ends without an error', async () => {
    const controller = new AbortController();
    controller.abort();
    const before = requested.length;
    const chunks = await collect(
      aiStreamApi({ aiBaseUrl, auth: validToken() }).profilerChat({ messages: [] }, { signal: controller.signal }),
    );
    expect(chunks).toEqual([]);
    expect(requested.length).toBe(before);
  });
});

describe('chatbot against the real server', () => {
  it('on an empty database yields text, then exactly one sources event, then the end chunk', async () => {
    const calls: boolean[] = [];
    const chunks = await collect(
      aiStreamApi({ aiBaseUrl: `${aiBaseUrl}/`, auth: validToken(calls) }).chatbot({ message: 'What is product code DQY?', history: [] }),
    );
    expect(textOf(chunks).trim()).not.toBe('');
    const sources = chunks.filter((chunk) => chunk.event === 'sources');
    expect(sources).toHaveLength(1);
    expect(sources[0]?.sources).toEqual(expect.any(Array));
    const sourcesAt = chunks.indexOf(sources[0]!);
    expect(chunks.slice(0, sourcesAt).some((chunk) => chunk.event === undefined && chunk.content !== '')).toBe(true);
    expect(chunks.at(-1)).toEqual({ content: '', is_complete: true });
    expect(calls).toEqual([false]);
    expect(requested.at(-1)).toBe(`${API_BASE_PATHS.ai}/chatbot/stream`);
  });

  it("a blank message gives the server's 'Message cannot be empty.' in the HTTP 400 message", async () => {
    const error = await collect(aiStreamApi({ aiBaseUrl, auth: validToken() }).chatbot({ message: '   ' })).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(StreamError);
    expect((error as Error).message).toMatch(/^HTTP 400: Bad Request - \{.*"message":"Message cannot be empty\."/);
  });
});
