import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorBody, REQUEST_ID_HEADER } from '../../src/api/contracts/error-body.ts';
import { createServer } from './create-server.ts';

// Event-stream answers (the chat replies) whose first line never comes: found under the load bench, where the
// bench's clients left mid-reply and each left two error lines and a 500 in the server log.
const logged: Array<{ level: number; msg: string; err?: { code?: string } }> = [];
const app = createServer({
  logger: { level: 'info', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
  bodyLimitBytes: 1024,
});
const eventStream = (lines: () => AsyncGenerator<string>) =>
  async (_request: unknown, reply: { header(name: string, value: string): { send(payload: Readable): unknown } }) =>
    reply.header('content-type', 'text/event-stream; charset=utf-8').send(Readable.from(lines()));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

app.post(
  '/fails-before-its-first-line',
  eventStream(async function* () {
    await wait(10);
    throw new Error('engine down');
  }),
);
app.post(
  '/first-line-after-300-ms',
  eventStream(async function* () {
    await wait(300);
    yield 'data: late\n\n';
  }),
);

let origin: string;
beforeAll(async () => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

const errorsLogged = () => logged.filter((line) => line.level >= 50);

it('answers a stream that fails before its first line with the JSON error body and its request id', async () => {
  const response = await fetch(`${origin}/fails-before-its-first-line`, { method: 'POST' });
  expect(response.status).toBe(500);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const body = ErrorBody.assert(await response.json());
  expect(body).toMatchObject({ status: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' });
  expect(body.requestId).toBe(response.headers.get(REQUEST_ID_HEADER));
  expect(errorsLogged().map((line) => line.msg)).toEqual(['request failed']);
});

it('logs a client that leaves before the first line as gone, not as a server error', async () => {
  logged.length = 0;
  const client = httpRequest(`${origin}/first-line-after-300-ms`, { method: 'POST', headers: { 'content-type': 'application/json' } });
  client.once('error', () => {});
  client.end(JSON.stringify({ message: 'What is DQY?' }));
  await wait(50);
  client.destroy();
  await wait(400);
  expect(errorsLogged()).toEqual([]);
  expect(logged.map((line) => line.msg)).toContain('the client went away before the answer');
});
