import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { unreachableServices } from '../../../tests/app-services';
import type { CreateFeedbackBody, Feedback } from '../../api/contracts/feedback';
import { ApiError } from '../../app/errors/errors';
import { beginSession, endSession } from '../../app/auth/session';
import { CommandArgsError, CommandDisabledError } from '../../commands/errors';
import { commandRegistry } from '../../commands/registry';
import { requiresArgs } from '../../commands/requires-args';
import { accountPlugin } from '../account';
import { PluginHost } from '../host/plugin-host';
import { feedbackPlugin } from './index';
import { closeFeedbackDialog, feedbackDialog$ } from './store';

/** 'feedback.give' with the real plugins and registry; the feedback service is a stand-in that records the calls. */
const stored = (body: CreateFeedbackBody): Feedback => ({
  id: 'fb_1',
  created_at: '2026-11-25T10:00:00.000Z',
  ...body,
  comment: body.comment ?? null,
});
const give = vi.fn(async (body: CreateFeedbackBody) => stored(body));
let host: PluginHost;

beforeAll(async () => {
  const services = unreachableServices();
  host = new PluginHost({ services: { ...services, feedback: { ...services.feedback, give } } });
  await host.activate([accountPlugin, feedbackPlugin]);
});
beforeEach(() => beginSession({ uid: 'u-feedback', email: 'feedback@example.test' }, async () => 'token'));
afterEach(() => {
  give.mockClear();
  closeFeedbackDialog();
});
afterAll(() => {
  endSession();
  host.deactivateAll();
});

const run = (args?: unknown, source: 'test' | 'palette' | 'button' = 'test') => commandRegistry.executeUnchecked('feedback.give', args, source);

describe("'feedback.give'", () => {
  it('sends a rating with its subject and trimmed comment', async () => {
    const subject = { kind: 'message', surface: 'profiler', conversation_id: 'conv_9', message_id: 'm-1' } as const;
    await run({ subject, rating: 'down', comment: '  Asked for the role twice.  ' }, 'button');
    expect(give).toHaveBeenCalledExactlyOnceWith({ rating: 'down', comment: 'Asked for the role twice.', subject });
    expect(feedbackDialog$.subject.peek()).toBeNull();
  });

  it('is about Clearway in general without a subject, and a blank or missing comment is none', async () => {
    await run({ rating: 'up' });
    await run({ rating: 'up', comment: '   ' });
    expect(give.mock.calls).toEqual([
      [{ rating: 'up', comment: null, subject: { kind: 'general' } }],
      [{ rating: 'up', comment: null, subject: { kind: 'general' } }],
    ]);
  });

  it('without a rating opens the feedback dialog on its subject (the palette and the user menu), sending nothing', async () => {
    const command = commandRegistry.get('feedback.give')!;
    expect(command).toMatchObject({ title: 'Give feedback', category: 'Feedback' });
    expect(requiresArgs(command)).toBe(false);

    await run(undefined, 'palette');
    expect(feedbackDialog$.subject.peek()).toEqual({ kind: 'general' });
    const firstOpening = feedbackDialog$.opening.peek();

    const onScenario = { kind: 'result', step: 'scenarios', product_code: 'DQY', result: 'scn_1' } as const;
    await run({ subject: onScenario });
    expect(feedbackDialog$.subject.peek()).toEqual(onScenario);
    expect(feedbackDialog$.opening.peek()).toBe(firstOpening + 1);
    expect(give).not.toHaveBeenCalled();
  });

  it('refuses bad arguments before any call', async () => {
    await expect(run({ rating: 'meh' })).rejects.toBeInstanceOf(CommandArgsError);
    await expect(run({ rating: 'up', subject: { kind: 'result', step: 'risk', product_code: 'dqy', result: 'x' } })).rejects.toBeInstanceOf(
      CommandArgsError,
    );
    await expect(run({ rating: 'up', comment: 'x'.repeat(2_001) })).rejects.toBeInstanceOf(CommandArgsError);
    expect(give).not.toHaveBeenCalled();
  });

  it("rejects with the server's reason when the feedback cannot be stored", async () => {
    const refused = new ApiError('Texts cannot contain NUL characters', { status: 400, code: 'VALIDATION_ERROR', field: 'body.comment' });
    give.mockRejectedValueOnce(refused);
    await expect(run({ rating: 'down', comment: 'x' })).rejects.toBe(refused);
  });

  it('is disabled while nobody is signed in', async () => {
    endSession();
    await expect(run({ rating: 'up' })).rejects.toBeInstanceOf(CommandDisabledError);
    expect(commandRegistry.describe('feedback.give', commandRegistry.context())?.enabled).toBe('You are not signed in');
    expect(give).not.toHaveBeenCalled();
  });
});
