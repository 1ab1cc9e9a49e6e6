import { afterEach, describe, expect, it } from 'vitest';
import { noteSuspension, suspension$ } from './suspension';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => suspension$.set(null));

describe('noteSuspension', () => {
  it("keeps the server's message of a 403 ACCOUNT_SUSPENDED, leaving the answer readable", async () => {
    const response = answer(403, { code: 'ACCOUNT_SUSPENDED', message: 'Your Clearway account is suspended.' });
    await noteSuspension(response);
    expect(suspension$.peek()).toBe('Your Clearway account is suspended.');
    expect(await response.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
  });

  it('ignores every other answer', async () => {
    await noteSuspension(answer(403, { code: 'FORBIDDEN', message: 'Only an administrator can.' }));
    await noteSuspension(answer(200, { code: 'ACCOUNT_SUSPENDED' }));
    await noteSuspension(new Response('not json', { status: 403 }));
    expect(suspension$.peek()).toBeNull();
  });
});
