import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';

describe('the fake OpenAI-compatible server', () => {
  let server: FakeOpenAiServer;
  let client: OpenAI;

  beforeEach(async () => {
    server = await startFakeOpenAiServer();
    client = new OpenAI({ baseURL: server.baseUrl, apiKey: 'test', maxRetries: 0, timeout: 2_000 });
  });
  afterEach(() => server.stop());

  const ask = { model: 'm', messages: [{ role: 'user' as const, content: 'hello' }] };

  it('plays plain content and records what it was asked', async () => {
    server.script({ content: '{"answer":1}' });
    const completion = await client.chat.completions.create(ask);
    expect(completion.choices[0]?.message.content).toBe('{"answer":1}');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.messages).toEqual(ask.messages);
  });

  it('streams content and tool calls split across chunks', async () => {
    const args = JSON.stringify({ field: 'device_name', value: 'Pulse oximeter', confidence_score: 90 });
    server.script({ content: 'Recorded the name.\nNext question?', toolCalls: [{ name: 'update_device_profile', arguments: args }] });
    const stream = await client.chat.completions.create({ ...ask, stream: true });
    let text = '';
    let argumentText = '';
    let argumentChunks = 0;
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta;
      text += delta?.content ?? '';
      for (const call of delta?.tool_calls ?? []) {
        if (call.function?.arguments) {
          argumentText += call.function.arguments;
          argumentChunks += 1;
        }
      }
    }
    expect(text).toBe('Recorded the name.\nNext question?');
    expect(argumentText).toBe(args);
    expect(argumentChunks).toBeGreaterThan(1);
    expect(server.requests[0]?.stream).toBe(true);
  });

  it('answers a scripted HTTP 500 and a request beyond the script with errors', async () => {
    server.script({ status: 500 });
    await expect(client.chat.completions.create(ask)).rejects.toSatisfy((error) => error instanceof APIError && error.status === 500);
    await expect(client.chat.completions.create(ask)).rejects.toThrow(/no scripted reply left/);
  });

  it('delays past the client timeout', async () => {
    server.script({ content: 'late', delayMs: 5_000 });
    const hurried = new OpenAI({ baseURL: server.baseUrl, apiKey: 'test', maxRetries: 0, timeout: 200 });
    await expect(hurried.chat.completions.create(ask)).rejects.toBeInstanceOf(APIConnectionTimeoutError);
  });

  it('cuts a stream mid-way', async () => {
    server.script({ content: 'This reply is long enough to be cut somewhere in the middle of it.', cut: true });
    const stream = await client.chat.completions.create({ ...ask, stream: true });
    let text = '';
    const read = async () => {
      for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
    };
    await expect(read()).rejects.toThrow();
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThan(66);
  });
});
