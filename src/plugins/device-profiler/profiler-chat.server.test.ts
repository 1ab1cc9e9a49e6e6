import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../server/testing/test-app.ts';
import { createEmulatorUser, type EmulatorUser } from '../../../server/testing/emulator-user.ts';
import { servicesFor } from '../../../tests/app-services';
import type { AppServices } from '../../app/services';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { profilerChatStatus$, profilerThread$ } from './chat-store';
import { createProfilerChat, PROFILER_CONVERSATION_TITLE, type ProfilerChat } from './profiler-chat';
import { profile$ } from './store';
import { TOOL_UPDATE_DELAY_MS } from './tool-calls';

/** The profiler chat against the real server on loopback: the local engine's interview, the REST chat history. */
let server: TestApp;
let user: EmulatorUser;
let services: AppServices;
let chat: ProfilerChat;

beforeAll(async () => {
  server = await buildTestApp();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  user = await createEmulatorUser();
  services = servicesFor(server, () => user.idToken);
}, 60_000);
afterAll(() => server?.close());

beforeEach(() => {
  clearAllCache({ reload: false });
  chat?.dispose();
  chat = createProfilerChat({ services });
});

const messages = () => profilerThread$.messages.peek();
const lastReply = () => messages().at(-1)!;
const field = (name: keyof ReturnType<typeof profile$.steps.peek>) => profile$.steps[name].peek();
/** Sends like the user, then waits for the tool calls' delayed updates. */
async function answer(text: string) {
  await chat.send(text);
  await new Promise((resolve) => setTimeout(resolve, TOOL_UPDATE_DELAY_MS + 50));
}

describe('the device profiler chat', () => {
  it('fills every field through a whole interview and ends with a finalised profile', { timeout: 60_000 }, async () => {
    await answer('Start the device profiler!');
    expect(lastReply()).toMatchObject({ role: 'assistant' });
    expect(lastReply().content).toContain('What is your role in bringing this device to market?');

    await answer("I'm the manufacturer");
    await answer("It's called PulseRing");
    expect(field('device_name')).toMatchObject({ data: 'PulseRing', label: 'Device Name' });
    expect(field('device_name').confidence_score).toBeGreaterThanOrEqual(80);

    await answer('A ring-shaped pulse oximeter with an optical sensor, a battery and a Bluetooth radio.');
    await answer('Intended to measure SpO2 and pulse rate in adults at home.');
    await answer('SpO2 range 70-100%, accuracy +/-2%, weight 4 g');
    await answer('It shines red and infrared light through the finger and computes saturation from the absorbance ratio.');
    await answer('ISO 80601-2-61 and K213456');
    await answer('skip');
    expect(lastReply().content).toContain('Shall I finalize this profile?');

    await answer('yes');
    expect(lastReply().kind).toBe('finalize');
    expect(lastReply().content).toContain('Your device profile is finalized');

    const steps = profile$.steps.peek();
    expect(steps.role.data).not.toBe('');
    expect(steps.description.data).toContain('pulse oximeter');
    expect(steps.intended_use.data).toContain('SpO2');
    expect(steps.key_specifications.data).toContain('70-100%');
    expect(steps.functionality.data).toContain('infrared');
    expect(steps.references.data).toContain('80601-2-61');
    expect(steps.finalize).toMatchObject({ data: true, confidence_score: 1 });

    // Every user turn and every reply is recorded, in order, in one server conversation.
    const conversationId = profilerThread$.conversationId.peek();
    expect(conversationId).not.toBeNull();
    await vi.waitFor(async () => {
      const saved = await services.chat.messages(conversationId!);
      expect(saved.map(({ role, content }) => ({ role, content }))).toEqual(messages().map(({ role, content }) => ({ role, content })));
    });
    const list = await services.chat.list();
    expect(list.find((c) => c.id === conversationId)?.title).toBe(PROFILER_CONVERSATION_TITLE);
  });

  it('applies waiting profile updates before the next question, however fast the user answers', async () => {
    await chat.send('Start the device profiler!');
    await chat.send("I'm the manufacturer");
    await chat.send("It's called PulseRing");
    expect(lastReply().content).toContain('How would you describe the device');
    expect(field('role').data).toBe('Manufacturer');
    await new Promise((resolve) => setTimeout(resolve, TOOL_UPDATE_DELAY_MS + 50));
    expect(field('device_name').data).toBe('PulseRing');
  });

  it('ignores a blank message and the same message sent again within 400 ms', async () => {
    await chat.send('   ');
    expect(messages()).toEqual([]);
    await chat.send('Start the device profiler!');
    await chat.send('Start the device profiler!');
    expect(messages().filter((m) => m.role === 'user')).toHaveLength(1);
  });

  it('editing a sent message drops what followed and asks again', async () => {
    await answer('Start the device profiler!');
    await answer('skip');
    await answer("It's called PulseRing");
    const nameMessage = messages().filter((m) => m.role === 'user')[2]!;
    await chat.edit(nameMessage.id, "It's called OxiBand");
    await new Promise((resolve) => setTimeout(resolve, TOOL_UPDATE_DELAY_MS + 50));

    expect(messages().filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['Start the device profiler!', 'skip', "It's called OxiBand"]);
    expect(lastReply().role).toBe('assistant');
    expect(field('device_name').data).toBe('OxiBand');
  });

  it('stop aborts the reply and keeps what arrived, with no error', async () => {
    const sending = chat.send('Start the device profiler!');
    expect(profilerChatStatus$.streaming.peek()).toBe(true);
    chat.stop();
    await sending;
    expect(profilerChatStatus$.streaming.peek()).toBe(false);
    expect(messages().some((m) => m.kind === 'error')).toBe(false);
    expect(messages()[0]).toMatchObject({ role: 'user', content: 'Start the device profiler!' });
  });

  it('shows a refused request verbatim in the thread', async () => {
    const refused = createProfilerChat({ services: servicesFor(server, () => 'not.a.token') });
    await refused.send('Start the device profiler!');
    expect(lastReply()).toMatchObject({ role: 'assistant', kind: 'error' });
    expect(lastReply().content).toMatch(/^HTTP 401: Unauthorized - \{/);
    refused.dispose();
  });
});
