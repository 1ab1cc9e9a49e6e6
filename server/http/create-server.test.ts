import { type } from 'arktype';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN_TEXT_MESSAGE, ErrorBody, NUL_TEXT_MESSAGE, REQUEST_ID_HEADER } from '../../src/api/contracts/error-body.ts';
import { createServer } from './create-server.ts';
import { NotFoundError } from './errors.ts';
import { parse } from './validate.ts';

const REQUEST_ID = /^req_[A-Za-z0-9_-]{6,64}$/;
const NewNote = type({ title: 'string > 0' });

const app = createServer({ logger: false, bodyLimitBytes: 64 });
app.post('/notes', async (request) => parse(NewNote, request.body, 'body'));
app.get('/notes/:id', async (request) => {
  throw new NotFoundError(`No note ${(request.params as { id: string }).id}`);
});
app.get('/boom', async () => {
  throw new Error('connect ECONNREFUSED 10.0.0.7:5432 (password=hunter2)');
});

beforeAll(() => app.ready());
afterAll(() => app.close());

function errorBodyOf(payload: string): ErrorBody {
  return ErrorBody.assert(JSON.parse(payload));
}

describe('request ids', () => {
  it('gives every response a fresh req_ id', async () => {
    const first = await app.inject({ method: 'POST', url: '/notes', payload: { title: 'a' } });
    const second = await app.inject({ method: 'POST', url: '/notes', payload: { title: 'b' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers[REQUEST_ID_HEADER]).toMatch(REQUEST_ID);
    expect(second.headers[REQUEST_ID_HEADER]).toMatch(REQUEST_ID);
    expect(first.headers[REQUEST_ID_HEADER]).not.toBe(second.headers[REQUEST_ID_HEADER]);
  });

  it('keeps a well-formed incoming id, in the header and in an error body', async () => {
    const response = await app.inject({ url: '/notes/7', headers: { [REQUEST_ID_HEADER]: 'req_client-42_abc' } });
    expect(response.headers[REQUEST_ID_HEADER]).toBe('req_client-42_abc');
    expect(errorBodyOf(response.payload).requestId).toBe('req_client-42_abc');
  });

  it.each(['abc', 'req_x', 'req_has spaces', `req_${'a'.repeat(65)}`, 'REQ_abcdefg'])(
    'replaces a malformed incoming id (%s)',
    async (incoming) => {
      const response = await app.inject({ url: '/notes/7', headers: { [REQUEST_ID_HEADER]: incoming } });
      expect(response.headers[REQUEST_ID_HEADER]).not.toBe(incoming);
      expect(response.headers[REQUEST_ID_HEADER]).toMatch(REQUEST_ID);
    },
  );
});

describe('texts the database could not store', () => {
  it('answers a NUL character in a body, a path or a query with 400 naming the field, before the route runs', async () => {
    const inBody = await app.inject({ method: 'POST', url: '/notes', payload: { title: 'a\u0000' } });
    expect([inBody.statusCode, errorBodyOf(inBody.payload).field, errorBodyOf(inBody.payload).message]).toEqual([400, 'body.title', NUL_TEXT_MESSAGE]);
    const inPath = await app.inject({ url: '/notes/a%00b' });
    expect([inPath.statusCode, errorBodyOf(inPath.payload).field]).toEqual([400, 'params.id']);
    const inQuery = await app.inject({ url: '/notes/7?q=%00' });
    expect([inQuery.statusCode, errorBodyOf(inQuery.payload).field]).toEqual([400, 'query.q']);
  });

  it('answers half of a surrogate pair (JSON can carry one) with 400 naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/notes', headers: { 'content-type': 'application/json' }, payload: '{"title":"x\\ud800"}' });
    expect([response.statusCode, errorBodyOf(response.payload).field, errorBodyOf(response.payload).message]).toEqual([400, 'body.title', BROKEN_TEXT_MESSAGE]);
  });
});

describe('the error handler', () => {
  it('answers a validation failure with 400 naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/notes', payload: { title: '' } });
    const body = errorBodyOf(response.payload);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({
      message: 'body.title must be non-empty',
      code: 'VALIDATION_ERROR',
      status: 400,
      field: 'body.title',
      requestId: response.headers[REQUEST_ID_HEADER],
    });
  });

  it('answers a missing thing with 404 NOT_FOUND', async () => {
    const response = await app.inject({ url: '/notes/7' });
    expect(response.statusCode).toBe(404);
    expect(errorBodyOf(response.payload)).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'No note 7' });
  });

  it('hides the details of an internal error', async () => {
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(errorBodyOf(response.payload)).toEqual({
      message: 'Internal server error',
      code: 'INTERNAL_ERROR',
      status: 500,
      requestId: response.headers[REQUEST_ID_HEADER],
    });
    expect(response.payload).not.toContain('hunter2');
  });

  it('keeps the message of a client error Fastify raises', async () => {
    const badJson = await app.inject({
      method: 'POST',
      url: '/notes',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(errorBodyOf(badJson.payload)).toMatchObject({ code: 'BAD_REQUEST', status: 400 });

    const tooLarge = await app.inject({ method: 'POST', url: '/notes', payload: { title: 'x'.repeat(100) } });
    expect(tooLarge.statusCode).toBe(413);
    expect(errorBodyOf(tooLarge.payload)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });

    const wrongType = await app.inject({
      method: 'POST',
      url: '/notes',
      headers: { 'content-type': 'application/xml' },
      payload: '<title/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(errorBodyOf(wrongType.payload)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 });
  });
});
