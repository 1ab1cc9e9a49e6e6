import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorUser, type EmulatorUser } from '../../../server/testing/emulator-user.ts';
import { buildTestApp, type TestApp } from '../../../server/testing/test-app.ts';
import { servicesAt } from '../../../tests/app-services';
import { ApiError, AppError, AuthError } from '../../app/errors/errors';
import type { AuthProvider } from '../auth-provider';
import { chatApi } from './chat';
import { createConversationRecorder } from './chat-recorder';
import { API_BASE_PATHS } from '../contracts/api-bases';
import type { ChatRole } from '../contracts/chat';
import { deviceProfilesApi } from './device-profiles';

/** The chat-history and device-profile clients against the real server on loopback, with emulator tokens. */
let server: TestApp;
let origin: string;
const requested: string[] = [];

beforeAll(async () => {
  server = await buildTestApp();
  server.app.server.on('request', (request: { method?: string; url?: string }) => requested.push(`${request.method} ${request.url}`));
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(() => server?.close());

const clientsWith = (auth: AuthProvider) => servicesAt(origin, auth).clients;

const clientsOf = (user: EmulatorUser) => clientsWith({ getIdToken: async () => user.idToken });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

describe('chat client against the real server', () => {
  it('creates, reads, lists, pins, renames, appends to and removes conversations', async () => {
    const chat = chatApi(clientsOf(await createEmulatorUser()));

    const named = await chat.create('  Catheter questions ');
    expect(named).toMatchObject({ title: 'Catheter questions', is_pinned: false });
    const untitled = await chat.create();
    expect(untitled.title).toBe('New conversation');
    expect((await chat.list()).map(({ id }) => id)).toEqual([untitled.id, named.id]);

    const pinned = await chat.pin(named.id, true);
    expect(pinned).toMatchObject({ id: named.id, is_pinned: true });
    expect((await chat.list()).map(({ id }) => id)).toEqual([named.id, untitled.id]);
    expect((await chat.pin(named.id, false)).is_pinned).toBe(false);

    expect(await chat.rename(untitled.id, ' Predicates ')).toMatchObject({ id: untitled.id, title: 'Predicates' });

    const question = await chat.append({ conversation_id: named.id, role: 'user', content: 'What is DQY?' });
    const answer = await chat.append({ conversation_id: named.id, role: 'assistant', content: 'A catheter code.' });
    expect(question).toMatchObject({ conversation_id: named.id, role: 'user', content: 'What is DQY?' });
    const messages = await chat.messages(named.id);
    expect(messages.map(({ id }) => id)).toEqual([question.id, answer.id]);
    expect(await chat.get(named.id)).toMatchObject({ id: named.id, title: 'Catheter questions', messages });

    await expect(chat.remove(named.id)).resolves.toBeUndefined();
    expect((await chat.list()).map(({ id }) => id)).toEqual([untitled.id]);
    const gone = await rejection(chat.get(named.id));
    expect(gone).toBeInstanceOf(ApiError);
    expect(gone).toMatchObject({ status: 404, message: 'Conversation not found' });
  });

  it("answers 404 for every call on another user's conversation and changes nothing", async () => {
    const alice = chatApi(clientsOf(await createEmulatorUser()));
    const bob = chatApi(clientsOf(await createEmulatorUser()));
    const private_ = await alice.create('Alice only');
    await alice.append({ conversation_id: private_.id, role: 'user', content: 'secret' });

    const attempts = [
      bob.get(private_.id),
      bob.messages(private_.id),
      bob.pin(private_.id, true),
      bob.rename(private_.id, 'Taken'),
      bob.append({ conversation_id: private_.id, role: 'user', content: 'intrusion' }),
      bob.remove(private_.id),
    ];
    for (const error of await Promise.all(attempts.map(rejection))) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 404 });
    }
    expect(await bob.list()).toEqual([]);
    expect(await alice.get(private_.id)).toMatchObject({ title: 'Alice only', is_pinned: false, messages: [{ content: 'secret' }] });
  });

  it('puts ids into paths URL-encoded', async () => {
    const chat = chatApi(clientsOf(await createEmulatorUser()));
    const error = await rejection(chat.messages('a/b?c#d'));
    expect(error).toMatchObject({ status: 404 });
    expect(requested).toContain(`GET ${API_BASE_PATHS.rest}/chat/conversation/a%2Fb%3Fc%23d/messages`);
  });

  it("refuses a blank title and a blank message with the server's messages", async () => {
    const chat = chatApi(clientsOf(await createEmulatorUser()));
    const conversation = await chat.create('Kept');
    expect(await rejection(chat.rename(conversation.id, '   '))).toMatchObject({ status: 400, message: 'Title cannot be empty.' });
    expect(await rejection(chat.append({ conversation_id: conversation.id, role: 'user', content: ' ' }))).toMatchObject({
      status: 400,
      message: 'Message cannot be empty.',
    });
    expect(await chat.get(conversation.id)).toMatchObject({ title: 'Kept', messages: [] });
  });
});

describe('device-profile client against the real server', () => {
  const body = {
    role: 'Manufacturer',
    device_name: 'PulseRing',
    description: 'A ring that measures pulse.',
    intended_use: 'Intended to measure pulse rate in adults at home.',
    attachments: [{ name: 'spec.pdf' }],
    confidence: { device_name: 95 },
  };

  it('saves, reads by id and by name, updates, lists and removes a profile', async () => {
    const profiles = deviceProfilesApi(clientsOf(await createEmulatorUser()));

    const saved = await profiles.save(body);
    expect(saved).toMatchObject({ ...body, key_specifications: '', functionality: '', references: '' });
    expect(await profiles.get({ profileId: saved.profile_id })).toEqual(saved);
    expect(await profiles.get({ deviceName: ' PulseRing ' })).toEqual(saved);
    // The id wins over the name when both are given.
    expect(await profiles.get({ profileId: saved.profile_id, deviceName: 'no such device' })).toEqual(saved);

    const updated = await profiles.save({ ...body, functionality: 'Optical sensor.' }, saved.profile_id);
    expect(updated).toMatchObject({ profile_id: saved.profile_id, functionality: 'Optical sensor.' });
    const other = await profiles.save({ device_name: 'CuffLess' }, '   ');
    expect(other.profile_id).not.toBe(saved.profile_id);
    expect((await profiles.list()).map(({ profile_id }) => profile_id)).toEqual([other.profile_id, saved.profile_id]);

    await expect(profiles.remove({ deviceName: 'CuffLess' })).resolves.toBeUndefined();
    await expect(profiles.remove({ profileId: saved.profile_id })).resolves.toBeUndefined();
    expect(await profiles.list()).toEqual([]);
    const gone = await rejection(profiles.get({ profileId: saved.profile_id }));
    expect(gone).toBeInstanceOf(ApiError);
    expect(gone).toMatchObject({ status: 404, message: 'Device profile not found' });
  });

  it("answers 404 for another user's profile, by id and by name, and changes nothing", async () => {
    const alice = deviceProfilesApi(clientsOf(await createEmulatorUser()));
    const bob = deviceProfilesApi(clientsOf(await createEmulatorUser()));
    const mine = await alice.save(body);

    const attempts = [
      bob.get({ profileId: mine.profile_id }),
      bob.get({ deviceName: 'PulseRing' }),
      bob.save({ device_name: 'Hijacked' }, mine.profile_id),
      bob.remove({ profileId: mine.profile_id }),
      bob.remove({ deviceName: 'PulseRing' }),
    ];
    for (const error of await Promise.all(attempts.map(rejection))) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 404 });
    }
    expect(await bob.list()).toEqual([]);
    expect(await alice.get({ profileId: mine.profile_id })).toEqual(mine);
  });

  it("refuses get and remove without an id or a name before calling the server", async () => {
    const profiles = deviceProfilesApi(clientsOf(await createEmulatorUser()));
    const before = requested.length;
    for (const key of [{}, { profileId: '  ', deviceName: '' }, { deviceName: '   ' }]) {
      for (const call of [profiles.get(key), profiles.remove(key)]) {
        const error = await rejection(call);
        expect(error).toBeInstanceOf(AppError);
        expect((error as Error).message).toBe('Either profileId or deviceName must be provided');
      }
    }
    expect(requested.length).toBe(before);
  });
});

describe('conversation recorder against the real server', () => {
  it('creates the conversation on the first message only, and keeps the order of calls made at once', async () => {
    const chat = chatApi(clientsOf(await createEmulatorUser()));
    const announced: string[] = [];
    const recorder = createConversationRecorder(chat, { title: 'Profiler: PulseRing', onConversation: (id) => announced.push(id) });
    expect(recorder.conversationId).toBeNull();
    expect(await chat.list()).toEqual([]);

    const turns: [ChatRole, string][] = [
      ['user', 'Start the device profiler!'],
      ['assistant', 'Hello there! What is your role?'],
      ['user', 'Manufacturer'],
      ['assistant', 'What is the name of your device?'],
    ];
    const recorded = await Promise.all(turns.map(([role, text]) => recorder.record(role, text)));

    const [conversation, ...others] = await chat.list();
    expect(others).toEqual([]);
    expect(conversation).toMatchObject({ id: recorder.conversationId, title: 'Profiler: PulseRing' });
    expect(announced).toEqual([conversation!.id]);
    const messages = await chat.messages(conversation!.id);
    expect(messages.map(({ role, content }) => [role, content])).toEqual(turns);
    expect(messages).toEqual(recorded);
  });

  it('continues a conversation it is given without creating another', async () => {
    const chat = chatApi(clientsOf(await createEmulatorUser()));
    const existing = await chat.create('Earlier');
    const announced: string[] = [];
    const recorder = createConversationRecorder(chat, {
      title: 'Unused',
      conversationId: existing.id,
      onConversation: (id) => announced.push(id),
    });
    await recorder.record('user', 'One more question');
    expect((await chat.list()).map(({ id, title }) => [id, title])).toEqual([[existing.id, 'Earlier']]);
    expect((await chat.messages(existing.id)).map(({ content }) => content)).toEqual(['One more question']);
    expect(announced).toEqual([]);
  });

  it('a failed create rejects that call only and the next call creates the conversation', async () => {
    const user = await createEmulatorUser();
    let tokenValid = false;
    const chat = chatApi(clientsWith({ getIdToken: async () => (tokenValid ? user.idToken : 'not.a.token') }));
    const recorder = createConversationRecorder(chat, { title: 'Retried' });

    expect(await rejection(recorder.record('user', 'lost'))).toBeInstanceOf(AuthError);
    expect(recorder.conversationId).toBeNull();

    tokenValid = true;
    expect(await chat.list()).toEqual([]);
    const kept = await recorder.record('user', 'kept');
    expect(recorder.conversationId).toBe(kept.conversation_id);
    expect((await chat.list()).map(({ title }) => title)).toEqual(['Retried']);
    expect((await chat.messages(kept.conversation_id)).map(({ content }) => content)).toEqual(['kept']);
  });

  it('a failed append in the middle rejects that call only; the calls after it still run, in order', async () => {
    const user = await createEmulatorUser();
    // The queue asks for tokens in call order: create, append 1, then append 2 (and its forced refresh) fail.
    let tokenRequests = 0;
    const chat = chatApi(
      clientsWith({
        getIdToken: async () => {
          tokenRequests += 1;
          return tokenRequests === 3 || tokenRequests === 4 ? 'not.a.token' : user.idToken;
        },
      }),
    );
    const recorder = createConversationRecorder(chat, { title: 'Gaps' });
    const [first, second, third] = await Promise.allSettled([
      recorder.record('user', 'first'),
      recorder.record('assistant', 'second'),
      recorder.record('user', 'third'),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second).toMatchObject({ status: 'rejected', reason: expect.any(AuthError) });
    expect(third.status).toBe('fulfilled');
    expect((await chat.messages(recorder.conversationId!)).map(({ content }) => content)).toEqual(['first', 'third']);
  });

  it('refuses a blank message before any call, so no empty conversation is left behind', async () => {
    const chat = chatApi(clientsOf(await createEmulatorUser()));
    const recorder = createConversationRecorder(chat, { title: 'Blank' });
    const error = await rejection(recorder.record('assistant', '  \n '));
    expect(error).toMatchObject({ message: 'Message cannot be empty.', status: 400 });
    expect(recorder.conversationId).toBeNull();
    expect(await chat.list()).toEqual([]);
  });
});
