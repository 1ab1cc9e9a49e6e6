import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../server/testing/test-app.ts';
import { createEmulatorUser, type EmulatorUser } from '../../../server/testing/emulator-user.ts';
import { servicesFor } from '../../../tests/app-services';
import type { ChatbotRequest, StreamChunk } from '../../api/contracts/ai';
import { session$ } from '../../app/auth/session';
import type { AppServices } from '../../app/services';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { WORKFLOW_STEPS } from '../../app/workflow-steps';
import { SidePanel } from '../../app/workspace/SidePanel';
import { workspace$ } from '../../app/workspace/workspace-store';
import { setContextKey } from '../../commands/context';
import { installKeymap } from '../../commands/keymap';
import { commandRegistry } from '../../commands/registry';
import type { Disposable } from '../../commands/types';
import type { StreamRequestOptions } from '../../api/stream';
import { PluginHost } from '../host/plugin-host';
import { workflowPlugin } from '../workflow';
import { ASSISTANT_REPLYING, NO_ASSISTANT_REPLY } from './commands';
import { assistantPlugin, SELECTED_PRODUCT_CODE_KEY } from './index';
import { ASSISTANT_THREAD_STORAGE_KEY, assistantStatus$, assistantThread$ } from './store';

/**
 * The ClearwayAI panel as the workspace shows it (the side panel's tab), against the real server on loopback:
 * the local engine's chatbot over an empty database, and the REST chat history, with emulator tokens.
 */
const NOTHING_FOUND = 'I found nothing in the imported FDA data for that question.';
const QUESTION = 'What is product code DQY?';

let server: TestApp;
let user: EmulatorUser;
let host: PluginHost;
const cleanups: Disposable[] = [];

beforeAll(async () => {
  server = await buildTestApp();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(() => server?.close());

/** A brand-new signed-in user per test, so that each test sees only its own conversations. */
async function signIn(): Promise<AppServices> {
  user = await createEmulatorUser();
  session$.set({ status: 'signed-in', user: { uid: user.uid, email: user.email } });
  return servicesFor(server, () => user.idToken);
}

async function start(services: AppServices) {
  host = new PluginHost({
    services,
    onError: (error) => {
      throw error;
    },
  });
  await host.activate([workflowPlugin, assistantPlugin]);
  render(<SidePanel step={WORKFLOW_STEPS[0]} />);
  return screen.findByRole('textbox', { name: 'Message ClearwayAI' });
}

beforeEach(() => {
  clearAllCache({ reload: false });
});

afterEach(() => {
  host?.deactivateAll();
  cleanups.splice(0).forEach((cleanup) => cleanup.dispose());
  session$.set({ status: 'loading', user: null });
});

const thread = () => screen.getByRole('log', { name: 'ClearwayAI conversation' });
const conversations = () => screen.getByRole('navigation', { name: 'Saved conversations' });
const savedTurns = async (services: AppServices, id: string) =>
  (await services.chat.messages(id)).map(({ role, content }) => ({ role, content }));

/**
 * The real stream, held after its first chunk until released or aborted: the local engine answers an empty
 * database in one go, and stopping needs a reply still being written.
 */
function holdAfterFirstChunk(services: AppServices) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const chatbot = (request: ChatbotRequest, options: StreamRequestOptions = {}): AsyncIterable<StreamChunk> => {
    const signal = options.signal!;
    const aborted = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    return (async function* () {
      let first = true;
      for await (const chunk of services.stream.chatbot(request, options)) {
        yield chunk;
        if (!first) continue;
        first = false;
        await Promise.race([released, aborted]);
        if (signal.aborted) return;
      }
    })();
  };
  return { services: { ...services, stream: { ...services.stream, chatbot } }, release };
}

describe('the ClearwayAI panel', { timeout: 30_000 }, () => {
  it('sends a message, streams the reply, saves both and lists the new conversation', async () => {
    const services = await signIn();
    const input = await start(services);
    const userEvents = userEvent.setup();
    expect(screen.getByRole('tab', { name: 'ClearwayAI', selected: true })).toBeInTheDocument();
    expect(await within(conversations()).findByText('No saved conversations yet.')).toBeInTheDocument();

    await userEvents.type(input, `${QUESTION}{Enter}`);
    expect(input).toHaveValue('');
    expect(within(thread()).getByText(QUESTION)).toBeInTheDocument();
    expect(await within(thread()).findByText(new RegExp(NOTHING_FOUND.replace(/[.()]/g, '\\$&')))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument());
    // The reply's sources event came too: nothing cited, so no source list is shown.
    expect(assistantThread$.messages.peek()[1]).toMatchObject({ role: 'assistant', sources: [] });
    expect(within(thread()).queryByRole('list', { name: 'Sources' })).not.toBeInTheDocument();

    // The conversation is on the server, titled by the question, with both messages, and in the list.
    const conversationLink = await within(conversations()).findByRole('button', { name: QUESTION });
    expect(conversationLink.closest('li')).toHaveAttribute('aria-current', 'true');
    const conversationId = assistantThread$.conversationId.peek()!;
    const [saved] = await services.chat.list();
    expect(saved).toMatchObject({ id: conversationId, title: QUESTION });
    await waitFor(async () =>
      expect(await savedTurns(services, conversationId)).toEqual([
        { role: 'user', content: QUESTION },
        { role: 'assistant', content: expect.stringContaining(NOTHING_FOUND) },
      ]),
    );
    // Each thread message knows its id in the saved conversation, so feedback on it names that message.
    const savedIds = (await services.chat.messages(conversationId)).map((message) => message.id);
    await waitFor(() => expect(assistantThread$.messages.peek().map((message) => message.savedId)).toEqual(savedIds));

    // The thread is kept in browser storage.
    const stored = JSON.parse(localStorage.getItem(ASSISTANT_THREAD_STORAGE_KEY)!);
    expect(stored).toMatchObject({ owner: user.uid, conversationId, messages: [{ role: 'user', content: QUESTION }, { role: 'assistant' }] });
  });

  it('sends the thread so far as history and the selected product code, and continues the same conversation', async () => {
    const services = await signIn();
    const input = await start(services);
    const userEvents = userEvent.setup();
    const requests: ChatbotRequest[] = [];
    const chatbot = services.stream.chatbot;
    services.stream.chatbot = (request, options) => {
      requests.push(request);
      return chatbot(request, options);
    };
    // Saving is held back, so that the second question is sent while the first turn is still being saved.
    let openSaves = () => {};
    const savesHeld = new Promise<void>((resolve) => (openSaves = resolve));
    const append = services.chat.append;
    services.chat.append = async (message) => {
      await savesHeld;
      return append(message);
    };
    cleanups.push(setContextKey(SELECTED_PRODUCT_CODE_KEY, 'DQY'));

    await userEvents.type(input, 'First question{Enter}');
    await waitFor(() => expect(assistantStatus$.streaming.peek()).toBe(false));
    await userEvents.type(input, 'Second question{Enter}');
    await waitFor(() => expect(within(thread()).getAllByText(new RegExp(NOTHING_FOUND.slice(0, 30)))).toHaveLength(2));
    expect(within(thread()).getByText('Second question')).toBeInTheDocument();
    openSaves();

    expect(requests[0]).toEqual({ message: 'First question', history: [], product_code: 'DQY' });
    expect(requests[1]).toMatchObject({
      message: 'Second question',
      history: [{ role: 'user', content: 'First question' }, { role: 'assistant', content: expect.stringContaining(NOTHING_FOUND) }],
    });
    await within(conversations()).findByRole('button', { name: 'First question' });
    const list = await services.chat.list();
    expect(list).toHaveLength(1);
    await waitFor(async () =>
      expect(await savedTurns(services, list[0]!.id)).toEqual(
        assistantThread$.messages.peek().map(({ role, content }) => ({ role, content })),
      ),
    );
    expect(await savedTurns(services, list[0]!.id)).toHaveLength(4);
  });

  it('stop ends the reply, keeps and saves what arrived, and shows no error', async () => {
    const signedIn = await signIn();
    const held = holdAfterFirstChunk(signedIn);
    const input = await start(held.services);
    const userEvents = userEvent.setup();
    expect(commandRegistry.describe('assistant.stop', commandRegistry.context())?.enabled).toBe(NO_ASSISTANT_REPLY);

    await userEvents.type(input, `${QUESTION}{Enter}`);
    const stop = await screen.findByRole('button', { name: 'Stop reply' });
    await waitFor(() => expect(within(thread()).getByText(/I found nothing/)).toBeInTheDocument());
    expect(commandRegistry.describe('assistant.stop', commandRegistry.context())?.enabled).toBe(true);
    expect(commandRegistry.describe('assistant.send', commandRegistry.context())?.enabled).toBe(ASSISTANT_REPLYING);
    const arrived = assistantThread$.messages.peek().at(-1)!.content;

    await userEvents.click(stop);
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeInTheDocument();
    held.release();
    expect(assistantThread$.messages.peek().map(({ role, content, kind }) => ({ role, content, kind }))).toEqual([
      { role: 'user', content: QUESTION, kind: undefined },
      { role: 'assistant', content: arrived, kind: undefined },
    ]);
    expect(screen.queryByText(/error/i)).not.toBeInTheDocument();
    // Nothing after the stop was applied: the sources event that followed the first line never arrived.
    expect(assistantThread$.messages.peek()[1]!.sources).toBeUndefined();
    const conversationId = assistantThread$.conversationId.peek()!;
    await waitFor(async () =>
      expect(await savedTurns(signedIn, conversationId)).toEqual([
        { role: 'user', content: QUESTION },
        { role: 'assistant', content: arrived },
      ]),
    );
  });

  it("shows the server's refusal verbatim in the thread and loses nothing else", async () => {
    const services = await signIn();
    const input = await start(services);
    const userEvents = userEvent.setup();
    // A malformed scenario code makes the server refuse the request before streaming (400).
    cleanups.push(setContextKey(SELECTED_PRODUCT_CODE_KEY, 'DQ1'));

    await userEvents.type(input, `${QUESTION}{Enter}`);
    const error = await within(thread()).findByText(/^HTTP 400: Bad Request - /);
    expect(error).toHaveClass('cw-chat-error');
    const body = JSON.parse(error.textContent!.replace(/^HTTP 400: Bad Request - /, ''));
    expect(body).toMatchObject({ field: 'body.product_code', requestId: expect.stringMatching(/^req_/) });
    expect(within(thread()).getByText(QUESTION)).toBeInTheDocument();

    // The question is still saved; the error is not a turn of the conversation.
    const conversationId = await waitFor(() => assistantThread$.conversationId.peek() ?? Promise.reject(new Error('not saved yet')));
    await waitFor(async () => expect(await savedTurns(services, conversationId)).toEqual([{ role: 'user', content: QUESTION }]));
  });

  it('opens, pins, renames and deletes saved conversations', async () => {
    const services = await signIn();
    const older = await services.chat.create('Catheter questions');
    await services.chat.append({ conversation_id: older.id, role: 'user', content: 'What is DQY?' });
    await services.chat.append({ conversation_id: older.id, role: 'assistant', content: 'A catheter.' });
    const newer = await services.chat.create('Recall questions');
    await start(services);
    const userEvents = userEvent.setup();
    const titles = () => within(conversations()).getAllByRole('listitem').map((item) => item.querySelector('.cw-assistant-conversation-title')?.textContent);

    await within(conversations()).findByRole('button', { name: 'Catheter questions' });
    expect(titles()).toEqual(['Recall questions', 'Catheter questions']);

    // Open: the thread shows the saved messages.
    await userEvents.click(within(conversations()).getByRole('button', { name: 'Catheter questions' }));
    expect(await within(thread()).findByText('A catheter.')).toBeInTheDocument();
    expect(assistantThread$.conversationId.peek()).toBe(older.id);

    // Pin: pinned first, on the server too; then unpin.
    await userEvents.click(within(conversations()).getByRole('button', { name: 'Pin Catheter questions' }));
    await waitFor(() => expect(titles()).toEqual(['Catheter questions', 'Recall questions']));
    expect(within(conversations()).getByRole('img', { name: 'Pinned' })).toBeInTheDocument();
    expect((await services.chat.get(older.id)).is_pinned).toBe(true);
    await userEvents.click(within(conversations()).getByRole('button', { name: 'Unpin Catheter questions' }));
    await waitFor(() => expect(within(conversations()).queryByRole('img', { name: 'Pinned' })).not.toBeInTheDocument());
    expect((await services.chat.get(older.id)).is_pinned).toBe(false);

    // Rename inline: Escape leaves the title; Enter saves the trimmed one.
    await userEvents.click(within(conversations()).getByRole('button', { name: 'Rename Recall questions' }));
    await userEvents.type(screen.getByRole('textbox', { name: 'Conversation title' }), ' now{Escape}');
    expect(within(conversations()).getByRole('button', { name: 'Recall questions' })).toBeInTheDocument();
    await userEvents.click(within(conversations()).getByRole('button', { name: 'Rename Recall questions' }));
    const title = screen.getByRole('textbox', { name: 'Conversation title' });
    await userEvents.clear(title);
    expect(within(conversations()).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvents.type(title, '  Recalls of DQY  {Enter}');
    expect(await within(conversations()).findByRole('button', { name: 'Recalls of DQY' })).toBeInTheDocument();
    expect((await services.chat.get(newer.id)).title).toBe('Recalls of DQY');

    // Delete: Cancel keeps it; Delete removes it, and the open one leaves the thread empty.
    await userEvents.click(within(conversations()).getByRole('button', { name: 'Delete Catheter questions' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete conversation' });
    expect(dialog).toHaveTextContent('"Catheter questions" and all its messages will be deleted.');
    await userEvents.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(conversations()).getByRole('button', { name: 'Catheter questions' })).toBeInTheDocument();

    await userEvents.click(within(conversations()).getByRole('button', { name: 'Delete Catheter questions' }));
    await userEvents.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(titles()).toEqual(['Recalls of DQY']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await services.chat.list()).map((c) => c.id)).toEqual([newer.id]);
    expect(assistantThread$.peek()).toMatchObject({ conversationId: null, messages: [] });
    expect(within(thread()).getByRole('heading', { name: 'Ask ClearwayAI' })).toBeInTheDocument();
  });

  it('shows why a list action failed, and keeps the list', async () => {
    const services = await signIn();
    const conversation = await services.chat.create('Gone elsewhere');
    await start(services);
    const userEvents = userEvent.setup();
    await within(conversations()).findByRole('button', { name: 'Gone elsewhere' });
    // Deleted behind the panel's back (another tab): opening it now fails with the server's answer.
    await services.chat.remove(conversation.id);

    await userEvents.click(within(conversations()).getByRole('button', { name: 'Gone elsewhere' }));
    expect(await within(conversations()).findByRole('alert')).toHaveTextContent('Could not open the conversation: Conversation not found');
    expect(assistantThread$.conversationId.peek()).toBeNull();
  });

  it("'New conversation' empties the thread and the next message starts a new server conversation", async () => {
    const services = await signIn();
    const input = await start(services);
    const userEvents = userEvent.setup();
    await userEvents.type(input, 'First question{Enter}');
    await within(conversations()).findByRole('button', { name: 'First question' });
    await waitFor(() => expect(assistantStatus$.streaming.peek()).toBe(false));

    await userEvents.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(await within(thread()).findByRole('heading', { name: 'Ask ClearwayAI' })).toBeInTheDocument();
    expect(assistantThread$.conversationId.peek()).toBeNull();

    await userEvents.click(within(thread()).getByRole('button', { name: 'What is product code DQY?' }));
    await within(conversations()).findByRole('button', { name: 'What is product code DQY?' });
    expect((await services.chat.list()).map((c) => c.title).sort()).toEqual(['First question', 'What is product code DQY?']);
  });

  it("the focus shortcut shows the side panel and focuses the composer; 'assistant.send' refuses a blank message", async () => {
    const services = await signIn();
    const input = await start(services);
    const userEvents = userEvent.setup();
    cleanups.push(installKeymap(window, { openPalette: () => {} }));
    act(() => workspace$.sideCollapsed.set(true));
    expect(input).not.toHaveFocus();

    await userEvents.keyboard('{Control>}{Shift>}L{/Shift}{/Control}');
    expect(workspace$.sideCollapsed.peek()).toBe(false);
    await waitFor(() => expect(input).toHaveFocus());

    await expect(commandRegistry.execute('assistant.send', { text: '   ' }, 'test')).rejects.toThrow('Message cannot be empty.');
    expect(assistantThread$.messages.peek()).toEqual([]);
  });

  it('drops a thread of another user who used this browser before', async () => {
    const services = await signIn();
    assistantThread$.set({ owner: 'someone-else', conversationId: 'conv_theirs', messages: [{ id: 'x', role: 'user', content: 'Their question', createdAt: new Date().toISOString() }] });
    await start(services);
    expect(within(thread()).queryByText('Their question')).not.toBeInTheDocument();
    expect(assistantThread$.peek()).toMatchObject({ conversationId: null, messages: [] });
  });
});
