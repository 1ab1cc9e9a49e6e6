import { createApiClients } from '../api/clients';
import { createQueryClient } from '../api/query-policy';
import { installKeymap } from '../commands/keymap';
import { openPalette } from '../commands/palette/palette-store';
import { trackRecentCommands } from '../commands/palette/recent';
import { commandRegistry } from '../commands/registry';
import { PluginHost } from '../plugins/host/plugin-host';
import { builtinPlugins } from '../plugins';
import { reportCommandFailure } from '../panels/run-from-button';
import { toast } from '../panels/toast';
import { keepStoredStateToItsOwner } from './auth/state-owner';
import { startAuth } from './auth/auth-actions';
import { sessionAuthProvider } from './auth/session';
import type { ClientEnv } from './config/env';
import { createAppRouter } from './router';
import { createAppServices } from './services';
import { setNavigator } from './workflow/navigation';

/** Wires the app together: auth, API clients, plugins, keymap and the router's navigation port. */
export async function bootstrap(env: ClientEnv) {
  void startAuth(env).catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)));
  const services = createAppServices({
    clients: createApiClients({ env, auth: sessionAuthProvider }),
    aiBaseUrl: env.aiApiUrl,
    auth: sessionAuthProvider,
  });
  const queryClient = createQueryClient();
  const router = createAppRouter();
  setNavigator((path, search) => void router.navigate({ to: path, ...(search ? { search } : {}) }));

  // Before the plugins, whose server syncs must only ever see the signed-in user's own work.
  keepStoredStateToItsOwner();
  await new PluginHost({ services }).activate(builtinPlugins);
  trackRecentCommands(commandRegistry);
  installKeymap(window, {
    openPalette,
    onBlocked: (_id, reason) => toast.info(reason),
    onError: (_id, error) => reportCommandFailure(error),
  });
  return { services, queryClient, router };
}
