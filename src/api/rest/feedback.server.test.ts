import { NUL_TEXT_MESSAGE } from '../contracts/error-body.ts';
import { describe, expect, it } from 'vitest';
import { useClientTestServer } from '../../../tests/client-test-server';
import type { EmulatorUser } from '../../../server/testing/emulator-user.ts';
import { ApiError } from '../../app/errors/errors';
import { FEEDBACK_MESSAGES, type FeedbackSubject } from '../contracts/feedback';

/** The feedback client (services.feedback) against the real server on loopback. */
const running = useClientTestServer();
const clientOf = (user: EmulatorUser) => running.servicesOf(user).feedback;
const onStandards: FeedbackSubject = { kind: 'result', step: 'standards', product_code: 'DQY', result: '2026-11-25T10:00:00.000Z' };

describe('feedback client against the real server', () => {
  it("gives feedback, reads it back and lists only the signed-in user's own", async () => {
    const feedback = clientOf(running.alice);
    const given = await feedback.give({ rating: 'down', comment: 'Misses ISO 10993-1.', subject: onStandards });
    expect(given).toMatchObject({ rating: 'down', comment: 'Misses ISO 10993-1.', subject: onStandards });
    expect(await feedback.get(given.id)).toEqual(given);

    const later = await feedback.give({ rating: 'up', subject: { kind: 'general' } });
    const listed = await feedback.list({ limit: 1 });
    expect(listed).toMatchObject({ page: 1, limit: 1 });
    expect(listed.feedbacks).toEqual([later]);
    expect((await feedback.list({ page: 2, limit: 1 })).feedbacks[0]?.id).not.toBe(later.id);

    expect((await clientOf(running.bob).list()).feedbacks.map(({ id }) => id)).not.toContain(given.id);
  });

  it("surfaces another user's id as a 404 and a bad field as a 400 naming it", async () => {
    const secret = await clientOf(running.alice).give({ rating: 'up', subject: { kind: 'general' } });
    const other = clientOf(running.bob).get(secret.id);
    await expect(other).rejects.toBeInstanceOf(ApiError);
    await expect(other).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: FEEDBACK_MESSAGES.notFound });

    const nul = clientOf(running.bob).give({ rating: 'down', comment: 'a\u0000b', subject: { kind: 'general' } });
    await expect(nul).rejects.toMatchObject({ status: 400, field: 'body.comment', message: NUL_TEXT_MESSAGE });
  });
});
