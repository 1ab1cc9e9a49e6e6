import { type } from 'arktype';
import { vi } from 'vitest';
import { commandRegistry } from '../../commands/registry';

/** The context key the real 'feedback.give' is enabled by (the account plugin sets it). */
export const SIGNED_IN = 'auth.signedIn';

/**
 * For the feedback buttons' tests: a stand-in 'feedback.give' in the app's registry (the real command is tested
 * in src/plugins/feedback), enabled while SIGNED_IN is true, recording its arguments in `give`.
 */
export function stubGiveFeedback() {
  const give = vi.fn<(args: unknown) => Promise<void>>(async () => {});
  const registration = commandRegistry.register<unknown>({
    id: 'feedback.give',
    title: 'Give feedback',
    category: 'Feedback',
    args: type('object | undefined'),
    enabled: (context) => (context[SIGNED_IN] === true ? true : 'You are not signed in'),
    run: (args) => give(args),
  });
  return { give, registration };
}
