import { observe } from '@legendapp/state';
import { session$ } from '../../app/auth/session';
import type { PluginApi } from '../host/types';
import { PAYMENTS_ENABLED_KEY } from './commands';

/**
 * Keeps PAYMENTS_ENABLED_KEY to what the server says for the signed-in user (GET /payments/plans): false
 * while signed out, while asking, and when the server cannot be asked.
 */
export function watchPaymentsAvailability(api: PluginApi): void {
  let latestAsk = 0;
  let active = true;
  api.onDispose(() => {
    active = false;
  });
  api.onDispose(
    observe(() => {
      const signedIn = session$.status.get() === 'signed-in';
      const ask = ++latestAsk;
      api.setContext(PAYMENTS_ENABLED_KEY, false);
      if (!signedIn) return;
      // Only the latest ask counts (a sign-out may come first), and none after deactivation.
      const answer = (enabled: boolean) => {
        if (active && ask === latestAsk) api.setContext(PAYMENTS_ENABLED_KEY, enabled);
      };
      try {
        api.services.payments.plans().then((overview) => answer(overview.payments_enabled), () => answer(false));
      } catch {
        // A host started without services (some tests): payments stay off.
      }
    }),
  );
}
