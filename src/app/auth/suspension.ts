import { observable } from '@legendapp/state';

/**
 * Set when the server refuses a call because an administrator suspended the account (403 ACCOUNT_SUSPENDED):
 * the server's message, shown by SuspendedNotice until the user signs out.
 */
export const suspension$ = observable<string | null>(null);

/** Notes a suspension from a 403 answer; other answers pass untouched. */
export async function noteSuspension(response: Response): Promise<void> {
  if (response.status !== 403) return;
  const body: unknown = await response.clone().json().catch(() => null);
  if (typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'ACCOUNT_SUSPENDED') {
    const message = (body as { message?: unknown }).message;
    suspension$.set(typeof message === 'string' ? message : 'Your account is suspended.');
  }
}
