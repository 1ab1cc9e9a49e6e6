import { describe, expect, it } from 'vitest';
import type { StreamChunk } from './contracts/ai';
import { readStreamChunks, StreamError } from './stream';

const encoder = new TextEncoder();

/** A 200 response whose body arrives as exactly these network pieces. */
function streamed(pieces: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

async function collect(chunks: AsyncIterable<StreamChunk>): Promise<StreamChunk[]> {
  const all: StreamChunk[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

async function failure(chunks: AsyncIterable<StreamChunk>): Promise<unknown> {
  return collect(chunks).then(
    (all) => {
      throw new Error(`expected a failure, got ${JSON.stringify(all)}`);
    },
    (error: unknown) => error,
  );
}

const toolCall = {
  id: 'call_1',
  name: 'update_device_profile',
  arguments: { field: 'device_name', value: 'PulseRing', confidence_score: 95 },
};

describe('readStreamChunks', () => {
  it('rebuilds lines split across network pieces, with and without the data: prefix, LF and CRLF', async () => {
    const chunks = await collect(
      readStreamChunks(
        streamed([
          'data: {"content":"Hel',
          'lo\\n","is_complete":false}\n\n',
          '{"content":"world","is_complete":false}\r\n\r',
          '\ndata:{"content":"","is_complete":false,"event":"tool_call","tool_call":',
          `${JSON.stringify(toolCall)}}\r\n`,
          'data: {"content":"","is_complete":true}\n\ndata: [DONE]\n\n',
        ]),
      ),
    );
    expect(chunks).toEqual([
      { content: 'Hello\n', is_complete: false },
      { content: 'world', is_complete: false },
      { content: '', is_complete: false, event: 'tool_call', tool_call: toolCall },
      { content: '', is_complete: true },
    ]);
  });

  it('decodes a character whose bytes are split between two pieces', async () => {
    const bytes = encoder.encode('data: {"content":"café","is_complete":false}\n');
    const cut = bytes.indexOf(0xc3) + 1;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    expect(await collect(readStreamChunks(new Response(body)))).toEqual([{ content: 'café', is_complete: false }]);
  });

  it('reads a last line that has no newline', async () => {
    const lines = ['data: {"content":"a","is_complete":false}\n', 'data: {"content":"b","is_complete":true}'];
    const chunks = await collect(readStreamChunks(streamed(lines)));
    expect(chunks).toEqual([
      { content: 'a', is_complete: false },
      { content: 'b', is_complete: true },
    ]);
  });

  it('skips blank lines and [DONE], and yields an empty list for a stream of nothing else', async () => {
    expect(await collect(readStreamChunks(streamed(['\n\n   \r\ndata:\n', 'data: [DONE]\n[DONE]\n'])))).toEqual([]);
  });

  it('yields a line that is not JSON as content, prefix stripped and trimmed', async () => {
    const chunks = await collect(readStreamChunks(streamed(['data:   plain words here  \n', 'no prefix {not json\n'])));
    expect(chunks).toEqual([
      { content: 'plain words here', is_complete: false },
      { content: 'no prefix {not json', is_complete: false },
    ]);
  });

  it('yields JSON that is not a chunk as its text', async () => {
    const chunks = await collect(
      readStreamChunks(streamed(['data: {"message":"hi"}\n', 'data: 42\n', 'data: {"content":"x","is_complete":"no"}\n'])),
    );
    expect(chunks).toEqual([
      { content: '{"message":"hi"}', is_complete: false },
      { content: '42', is_complete: false },
      { content: '{"content":"x","is_complete":"no"}', is_complete: false },
    ]);
  });

  it('keeps a chunk whose text merely quotes the error delimiter', async () => {
    const line = JSON.stringify({ content: 'The log said [ERROR] twice.', is_complete: false });
    expect(await collect(readStreamChunks(streamed([`data: ${line}\n`])))).toEqual([
      { content: 'The log said [ERROR] twice.', is_complete: false },
    ]);
  });

  it('an [ERROR] line throws the text after the delimiter, after the chunks before it', async () => {
    const seen: StreamChunk[] = [];
    const stream = readStreamChunks(
      streamed([
        'data: {"content":"partial","is_complete":false}\n',
        'data: [ERROR]  The model stopped.  \n',
        'data: {"content":"never","is_complete":false}\n',
      ]),
    );
    const error = await (async () => {
      try {
        for await (const chunk of stream) seen.push(chunk);
      } catch (caught) {
        return caught;
      }
    })();
    expect(seen).toEqual([{ content: 'partial', is_complete: false }]);
    expect(error).toBeInstanceOf(StreamError);
    expect(error).toMatchObject({ name: 'StreamError', message: 'The model stopped.' });
  });

  it("an [ERROR] line without text throws 'Stream error occurred'", async () => {
    const error = await failure(readStreamChunks(streamed(['data: [ERROR]\n'])));
    expect(error).toBeInstanceOf(StreamError);
    expect((error as Error).message).toBe('Stream error occurred');
    const spaced = await failure(readStreamChunks(streamed(['data: [ERROR]    \r\n'])));
    expect((spaced as Error).message).toBe('Stream error occurred');
  });

  it('a non-OK response throws HTTP status, status text and body', async () => {
    const response = new Response('{"message":"Message cannot be empty."}', { status: 400, statusText: 'Bad Request' });
    const error = await failure(readStreamChunks(response));
    expect(error).toBeInstanceOf(StreamError);
    expect((error as Error).message).toBe('HTTP 400: Bad Request - {"message":"Message cannot be empty."}');
  });

  it('a response without a body throws the streaming-not-supported message', async () => {
    const error = await failure(readStreamChunks(new Response(null, { status: 200 })));
    expect(error).toBeInstanceOf(StreamError);
    expect((error as Error).message).toBe('Response body is null - streaming not supported');
  });

  it("a reader that fails mid-stream throws 'Stream processing error' after the chunks already read", async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1) controller.enqueue(encoder.encode('data: {"content":"first","is_complete":false}\n'));
        else throw new TypeError('socket hang up');
      },
    });
    const seen: StreamChunk[] = [];
    let error: unknown;
    try {
      for await (const chunk of readStreamChunks(new Response(body))) seen.push(chunk);
    } catch (caught) {
      error = caught;
    }
    expect(seen).toEqual([{ content: 'first', is_complete: false }]);
    expect(error).toBeInstanceOf(StreamError);
    expect(error).toMatchObject({ message: 'Stream processing error', cause: expect.objectContaining({ message: 'socket hang up' }) });
  });

  it('an abort mid-stream ends the iteration at once, yields nothing more and cancels the body', async () => {
    let cancelled: unknown = 'not cancelled';
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      // An endless reply: one chunk per pull, never closed by the server.
      pull(controller) {
        sent += 1;
        controller.enqueue(encoder.encode(`data: {"content":"line ${sent}","is_complete":false}\n`));
      },
      cancel(reason) {
        cancelled = reason;
      },
    });
    const controller = new AbortController();
    const seen: string[] = [];
    for await (const chunk of readStreamChunks(new Response(body), controller.signal)) {
      seen.push(chunk.content);
      if (seen.length === 3) controller.abort();
    }
    expect(seen).toEqual(['line 1', 'line 2', 'line 3']);
    expect(cancelled).toBeInstanceOf(Error);
    expect((cancelled as Error).name).toBe('AbortError');
  });

  it('an abort while waiting for the next piece ends the iteration without an error', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('data: {"content":"only","is_complete":false}\n'));
        // ...and then nothing more arrives.
      },
    });
    const controller = new AbortController();
    const seen: string[] = [];
    const done = (async () => {
      for await (const chunk of readStreamChunks(new Response(body), controller.signal)) seen.push(chunk.content);
      return 'ended';
    })();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual(['only']);
    controller.abort();
    await expect(done).resolves.toBe('ended');
    expect(seen).toEqual(['only']);
  });

  it('an already aborted signal yields nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const response = streamed(['data: {"content":"a","is_complete":false}\n']);
    expect(await collect(readStreamChunks(response, controller.signal))).toEqual([]);
  });
});
