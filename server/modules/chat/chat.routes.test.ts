import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatMessage, ChatMessageList, Conversation, ConversationList, ConversationWithMessages } from '../../../src/api/contracts/chat.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../testing/emulator-user.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

const BASE = '/api/rest/v1/chat';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

function send(user: EmulatorUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) {
  return testApp.app.inject({ method, url: `${BASE}${path}`, headers: bearer(user), ...(payload && { payload }) });
}

async function ok(user: EmulatorUser, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object): Promise<unknown> {
  const response = await send(user, method, path, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const createConversation = async (user: EmulatorUser, title?: string) =>
  Conversation.assert(await ok(user, 'POST', '/conversation', title === undefined ? {} : { title }));

const appendMessage = async (user: EmulatorUser, conversation_id: string, role: 'user' | 'assistant', content: string) =>
  ChatMessage.assert(await ok(user, 'POST', '/message', { conversation_id, role, content }));

describe('chat conversations', () => {
  it('creates, lists, pins, renames, appends to and deletes a conversation', async () => {
    const alice = await createEmulatorUser();
    const first = await createConversation(alice, '  Catheter questions ');
    expect(first).toMatchObject({ title: 'Catheter questions', is_pinned: false });
    expect(first.id).toMatch(/^conv_/);
    const second = await createConversation(alice);
    expect(second.title).toBe('New conversation');

    const listed = () => ok(alice, 'GET', '/user-conversations').then((list) => ConversationList.assert(list).map(({ id }) => id));
    expect(await listed()).toEqual([second.id, first.id]);

    const pinned = Conversation.assert(await ok(alice, 'PUT', `/conversation/${first.id}/pin`, { is_pinned: true }));
    expect(pinned.is_pinned).toBe(true);
    expect(await listed()).toEqual([first.id, second.id]);

    const renamed = Conversation.assert(await ok(alice, 'PUT', `/conversation/${second.id}/title`, { new_title: ' Renamed ' }));
    expect(renamed.title).toBe('Renamed');

    const question = await appendMessage(alice, first.id, 'user', '  What is a predicate? ');
    const answer = await appendMessage(alice, first.id, 'assistant', 'A legally marketed device.');
    expect(question).toMatchObject({ conversation_id: first.id, role: 'user', content: 'What is a predicate?' });
    expect(question.id).toMatch(/^msg_/);

    const messages = ChatMessageList.assert(await ok(alice, 'GET', `/conversation/${first.id}/messages`));
    expect(messages.map(({ id }) => id)).toEqual([question.id, answer.id]);
    const whole = ConversationWithMessages.assert(await ok(alice, 'GET', `/conversation/${first.id}`));
    expect(whole).toMatchObject({ id: first.id, is_pinned: true, messages });

    expect((await send(alice, 'DELETE', `/conversation/${first.id}`)).statusCode).toBe(204);
    expect((await send(alice, 'GET', `/conversation/${first.id}`)).statusCode).toBe(404);
    expect(await listed()).toEqual([second.id]);
    const orphans = await testApp.db.selectFrom('chat_messages').select('id').where('conversation_id', '=', first.id).execute();
    expect(orphans).toEqual([]);
  });

  it('rejects blank titles and messages, a bad role and a missing pin flag', async () => {
    const alice = await createEmulatorUser();
    const { id } = await createConversation(alice);

    const blankTitle = await send(alice, 'PUT', `/conversation/${id}/title`, { new_title: '   ' });
    expect(blankTitle.statusCode).toBe(400);
    expect(blankTitle.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Title cannot be empty.', field: 'body.new_title' });

    const blankMessage = await send(alice, 'POST', '/message', { conversation_id: id, role: 'user', content: ' \n ' });
    expect(blankMessage.statusCode).toBe(400);
    expect(blankMessage.json()).toMatchObject({ message: 'Message cannot be empty.', field: 'body.content' });

    const badRole = await send(alice, 'POST', '/message', { conversation_id: id, role: 'system', content: 'hi' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json()).toMatchObject({ field: 'body.role' });

    const noFlag = await send(alice, 'PUT', `/conversation/${id}/pin`, {});
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json()).toMatchObject({ field: 'body.is_pinned' });
  });

  it("answers 404 for another user's conversation and never lists it", async () => {
    const [alice, bob] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    const secret = await createConversation(alice, 'Secret');
    await appendMessage(alice, secret.id, 'user', 'confidential');

    const attempts = [
      send(bob, 'GET', `/conversation/${secret.id}`),
      send(bob, 'GET', `/conversation/${secret.id}/messages`),
      send(bob, 'PUT', `/conversation/${secret.id}/pin`, { is_pinned: true }),
      send(bob, 'PUT', `/conversation/${secret.id}/title`, { new_title: 'Mine now' }),
      send(bob, 'POST', '/message', { conversation_id: secret.id, role: 'user', content: 'hello' }),
      send(bob, 'DELETE', `/conversation/${secret.id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Conversation not found' });
      expect(response.body).not.toContain('confidential');
    }
    expect(ConversationList.assert(await ok(bob, 'GET', '/user-conversations'))).toEqual([]);

    const untouched = ConversationWithMessages.assert(await ok(alice, 'GET', `/conversation/${secret.id}`));
    expect(untouched).toMatchObject({ title: 'Secret', is_pinned: false });
    expect(untouched.messages.map(({ content }) => content)).toEqual(['confidential']);
  });
});
