import { observe } from '@legendapp/state';
import { session$ } from '../../app/auth/session';
import { suspension$ } from '../../app/auth/suspension';
import { definePlugin } from '../host/define-plugin';
import { accountCommands, SIGNED_IN_KEY } from './commands';
import { prefillProfilerRole } from './profile/role-prefill';

/**
 * The signed-in user's commands, the context key that tells commands whether someone is signed in, the
 * profile's role brought into the device profiler at sign-in, and a suspension forgotten at sign-out.
 */
export const accountPlugin = definePlugin({
  id: 'account',
  activate(api) {
    accountCommands.forEach((command) => api.registerCommand(command));
    let profiledUid: string | null = null;
    api.onDispose(
      observe(() => {
        const status = session$.status.get();
        api.setContext(SIGNED_IN_KEY, status === 'signed-in');
        if (status === 'signed-out') suspension$.set(null);
        const uid = status === 'signed-in' ? (session$.user.peek()?.uid ?? null) : null;
        if (uid === null || uid === profiledUid) return;
        profiledUid = uid;
        // A missing or failing profile leaves the Role as it is: the profiler asks for it anyway.
        void Promise.resolve()
          .then(() => api.services.account.profile())
          .then((profile) => prefillProfilerRole(profile.role))
          .catch(() => undefined);
      }),
    );
  },
});
