import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Feedback, FeedbackList, type FeedbackSubject } from '../../../src/api/contracts/feedback.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../testing/emulator-user.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

const BASE = '/api/rest/v1/feedback';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

function send(user: EmulatorUser | null, method: 'GET' | 'POST', path: string, payload?: object) {
  return testApp.app.inject({ method, url: `${BASE}${path}`, headers: user ? bearer(user) : {}, ...(payload && { payload }) });
}

async function give(user: EmulatorUser, body: object): Promise<Feedback> {
  const response = await send(user, 'POST', '/feedback', body);
  expect(response.statusCode, response.body).toBe(201);
  return Feedback.assert(response.json());
}

async function list(user: EmulatorUser, query = ''): Promise<FeedbackList> {
  const response = await send(user, 'GET', `/feedbacks${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return FeedbackList.assert(response.json());
}

async function refused(user: EmulatorUser, body: object) {
  const response = await send(user, 'POST', '/feedback', body);
  expect(response.statusCode, response.body).toBe(400);
  return response.json() as { code: string; message: string; field?: string };
}

const onMessage: FeedbackSubject = { kind: 'message', surface: 'chatbot', conversation_id: 'conv_abc', message_id: 'b1f6c0de-4c1e-4a57-9d1d-2f7c1e0a9b11' };
const onRisk: FeedbackSubject = { kind: 'result', step: 'risk', product_code: 'DQY', result: '2026-11-25T09:30:00.000Z' };
const general: FeedbackSubject = { kind: 'general' };

describe('giving feedback', () => {
  it('stores a thumbs down with its comment on an assistant message (201) and reads it back', async () => {
    const alice = await createEmulatorUser();
    const given = await give(alice, { rating: 'down', comment: '  The cited regulation is wrong.\n', subject: onMessage });
    expect(given).toMatchObject({ rating: 'down', comment: 'The cited regulation is wrong.', subject: onMessage });
    expect(given.id).toMatch(/^fb_/);
    expect(Date.parse(given.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const read = await send(alice, 'GET', `/feedback/${given.id}`);
    expect(read.statusCode).toBe(200);
    expect(Feedback.assert(read.json())).toEqual(given);
  });

  it('stores each kind of subject; a missing, null or blank comment is null; unknown keys are refused, naming each', async () => {
    const alice = await createEmulatorUser();
    expect(await give(alice, { rating: 'up', subject: onRisk })).toMatchObject({ comment: null, subject: onRisk });
    expect(await give(alice, { rating: 'up', comment: null, subject: general })).toMatchObject({ comment: null, subject: general });
    const predicate = { kind: 'result', step: 'predicates', product_code: 'DQY', result: 'K213456' };
    const extra = await send(alice, 'POST', '/feedback', { rating: 'down', subject: { ...predicate, extra: 1 }, score: 5 });
    expect([extra.statusCode, extra.json()]).toMatchObject([400, { message: 'body.subject.extra is an unknown field; body.score is an unknown field' }]);
    const stored = await give(alice, { rating: 'down', comment: '   ', subject: predicate });
    expect(stored).toMatchObject({ comment: null, subject: predicate });
    const profiler = { kind: 'message', surface: 'profiler', conversation_id: null, message_id: 'msg_1' };
    expect((await give(alice, { rating: 'up', subject: profiler })).subject).toEqual(profiler);
    expect(await give(alice, { rating: 'up', comment: 'x'.repeat(2_000), subject: general })).toMatchObject({ comment: 'x'.repeat(2_000) });
  });

  it('refuses each bad field with 400 naming it, and stores nothing', async () => {
    const alice = await createEmulatorUser();
    const cases: Array<[body: object, field: string]> = [
      [{ subject: general }, 'body.rating'],
      [{ rating: 'meh', subject: general }, 'body.rating'],
      [{ rating: 'up', comment: 'x'.repeat(2_001), subject: general }, 'body.comment'],
      [{ rating: 'up', comment: 42, subject: general }, 'body.comment'],
      [{ rating: 'up' }, 'body.subject'],
      [{ rating: 'up', subject: { kind: 'opinion' } }, 'body.subject.kind'],
      [{ rating: 'up', subject: { ...onMessage, surface: 'email' } }, 'body.subject.surface'],
      [{ rating: 'up', subject: { ...onMessage, message_id: '' } }, 'body.subject.message_id'],
      [{ rating: 'up', subject: { ...onMessage, message_id: 'a b' } }, 'body.subject.message_id'],
      [{ rating: 'up', subject: { ...onMessage, conversation_id: 'x'.repeat(101) } }, 'body.subject.conversation_id'],
      [{ rating: 'up', subject: { ...onRisk, step: 'report' } }, 'body.subject.step'],
      [{ rating: 'up', subject: { ...onRisk, product_code: 'dqy' } }, 'body.subject.product_code'],
      [{ rating: 'up', subject: { ...onRisk, product_code: 'DQYZ' } }, 'body.subject.product_code'],
      [{ rating: 'up', subject: { ...onRisk, result: '' } }, 'body.subject.result'],
      [{ rating: 'up', subject: { ...onRisk, result: 'two words' } }, 'body.subject.result'],
    ];
    for (const [body, field] of cases) {
      expect(await refused(alice, body), JSON.stringify(body)).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    const named = await refused(alice, { rating: 'meh', subject: general });
    expect(named.message).toContain('body.rating');
    expect((await list(alice)).total).toBe(0);
  });

  it('refuses a NUL character in the comment with 400 naming the comment', async () => {
    const alice = await createEmulatorUser();
    expect(await refused(alice, { rating: 'down', comment: 'bad\u0000text', subject: general })).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'body.comment',
      message: 'Texts cannot contain NUL characters',
    });
    expect((await list(alice)).feedbacks).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const response = await send(null, 'POST', '/feedback', { rating: 'up', subject: general });
    expect(response.statusCode).toBe(401);
  });
});

describe("reading one's feedback", () => {
  it("answers 404 for another user's feedback and for an unknown id, without showing it", async () => {
    const [alice, bob] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    const secret = await give(alice, { rating: 'down', comment: 'confidential remark', subject: onMessage });
    for (const path of [`/feedback/${secret.id}`, '/feedback/fb_unknown']) {
      const response = await send(bob, 'GET', path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Feedback not found' });
      expect(response.body).not.toContain('confidential');
    }
    expect((await send(alice, 'GET', '/feedback/fb_unknown')).statusCode).toBe(404);
  });

  it("lists only the caller's own, newest first, page by page", async () => {
    const [alice, bob] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    const given: Feedback[] = [];
    for (const rating of ['up', 'down', 'up'] as const) given.push(await give(alice, { rating, subject: general }));
    const bobs = await give(bob, { rating: 'down', comment: 'Bob only', subject: onRisk });

    const all = await list(alice);
    expect(all).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(all.feedbacks.map(({ id }) => id)).toEqual(given.map(({ id }) => id).reverse());
    expect(all.feedbacks).not.toContainEqual(bobs);

    const second = await list(alice, '?page=2&limit=2');
    expect(second).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(second.feedbacks.map(({ id }) => id)).toEqual([given[0]!.id]);
    expect((await list(alice, '?page=3&limit=2')).feedbacks).toEqual([]);

    expect(await list(bob)).toEqual({ feedbacks: [bobs], page: 1, limit: 20, total: 1 });
  });

  it('refuses a bad page or limit with 400 naming it', async () => {
    const alice = await createEmulatorUser();
    for (const [query, field] of [
      ['?page=0', 'query.page'],
      ['?page=two', 'query.page'],
      ['?limit=101', 'query.limit'],
      ['?limit=1.5', 'query.limit'],
    ] as const) {
      const response = await send(alice, 'GET', `/feedbacks${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
  });
});
