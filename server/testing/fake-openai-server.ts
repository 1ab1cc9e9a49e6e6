import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback-server.ts';

/** A tool call the fake model makes; `arguments` is the raw JSON text (it may be deliberately invalid). */
export interface FakeToolCall {
  name: string;
  arguments: string;
}

/**
 * One scripted reply. Served as a chat completion, or as SSE chunks when the request asks to stream
 * (content in small deltas, each tool call's arguments split across several chunks).
 */
export interface FakeReply {
  content?: string;
  toolCalls?: FakeToolCall[];
  /** Wait this long before answering (longer than the client's timeout to provoke one). */
  delayMs?: number;
  /** Answer with this HTTP status and an OpenAI-style error body instead. */
  status?: number;
  /** Send about half of the reply, then destroy the socket. */
  cut?: boolean;
}

export interface FakeOpenAiServer {
  /** The base URL a client is configured with: http://127.0.0.1:<port>/v1 */
  baseUrl: string;
  /** The parsed bodies of the chat-completion requests received, in order. */
  requests: Array<Record<string, unknown>>;
  /** Appends replies to the script; each request takes the next one. */
  script(...replies: FakeReply[]): void;
  stop(): Promise<void>;
}

const CONTENT_DELTA_CHARS = 12;
const ARGUMENT_PIECES = 3;
const MODEL = 'fake-model';

function pieces(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / count));
  const out: string[] = [];
  for (let at = 0; at < text.length; at += size) out.push(text.slice(at, at + size));
  return out.length > 0 ? out : [''];
}

function completionBody(reply: FakeReply) {
  const toolCalls = (reply.toolCalls ?? []).map((call, index) => ({
    id: `call_fake_${index}`,
    type: 'function',
    function: { name: call.name, arguments: call.arguments },
  }));
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: MODEL,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: reply.content ?? null, refusal: null, ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}) },
        finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
        logprobs: null,
      },
    ],
  };
}

/** The SSE `data:` payloads of a streamed reply, without the closing [DONE]. */
function streamChunks(reply: FakeReply): string[] {
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: MODEL,
      choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
    });
  const chunks = [chunk({ role: 'assistant', content: '' })];
  const content = reply.content ?? '';
  for (let at = 0; at < content.length; at += CONTENT_DELTA_CHARS) {
    chunks.push(chunk({ content: content.slice(at, at + CONTENT_DELTA_CHARS) }));
  }
  (reply.toolCalls ?? []).forEach((call, index) => {
    chunks.push(chunk({ tool_calls: [{ index, id: `call_fake_${index}`, type: 'function', function: { name: call.name, arguments: '' } }] }));
    for (const piece of pieces(call.arguments, ARGUMENT_PIECES)) {
      chunks.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
    }
  });
  chunks.push(chunk({}, (reply.toolCalls ?? []).length > 0 ? 'tool_calls' : 'stop'));
  return chunks;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  try {
    return JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function sendError(response: ServerResponse, status: number, message: string) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: { message, type: 'server_error', param: null, code: null } }));
}

/** Sends `text`, lets it reach the client, then destroys the socket mid-body. */
function cutAfter(response: ServerResponse, text: string) {
  response.write(text, () => setTimeout(() => response.socket?.destroy(), 20));
}

function serve(reply: FakeReply, stream: boolean, response: ServerResponse) {
  if (reply.status !== undefined) return sendError(response, reply.status, `Scripted failure ${reply.status}`);
  if (!stream) {
    const body = JSON.stringify(completionBody(reply));
    response.writeHead(200, { 'content-type': 'application/json' });
    if (reply.cut) return cutAfter(response, body.slice(0, Math.floor(body.length / 2)));
    response.end(body);
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunks = streamChunks(reply);
  const sent = reply.cut ? chunks.slice(0, Math.max(2, Math.floor(chunks.length / 2))) : chunks;
  const events = sent.map((payload) => `data: ${payload}\n\n`).join('');
  if (reply.cut) return cutAfter(response, events);
  response.end(`${events}data: [DONE]\n\n`);
}

/**
 * A real HTTP server on 127.0.0.1 (random port) speaking OpenAI's chat-completions API, playing a script
 * of replies in order. A request beyond the script gets a 500 naming the problem.
 */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const replies: FakeReply[] = [];
  const requests: Array<Record<string, unknown>> = [];

  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      return sendError(response, 404, `No route ${request.method} ${request.url}`);
    }
    const body = await readJson(request);
    requests.push(body);
    const reply = replies.shift();
    if (reply === undefined) return sendError(response, 500, 'The fake server has no scripted reply left');
    const answer = () => serve(reply, body.stream === true, response);
    if (reply.delayMs === undefined) return answer();
    loopback.answerLater(response, reply.delayMs, answer);
  });
  const loopback = await listenOnLoopback(server);

  return {
    baseUrl: `http://127.0.0.1:${loopback.port}/v1`,
    requests,
    script: (...more) => void replies.push(...more),
    stop: () => loopback.stop(),
  };
}
