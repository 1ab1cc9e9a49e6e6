import { batch } from '@legendapp/state';
import type { Command, Disposable } from '../../commands/types';
import type { ContributionRegistry } from './contributions';
import type { RequestBus } from './request-bus';
import type { AppServices } from '../../app/services';
import type { PluginApi } from './types';

export interface CommandRegistrar {
  register<A>(command: Command<A>): Disposable;
}

export interface PluginScopeDeps {
  registry: CommandRegistrar;
  setContext(key: string, value: unknown): Disposable;
  bus: RequestBus;
  contributions: ContributionRegistry;
  /** The API clients; plugins that call the server need them. */
  services?: AppServices;
}

export interface PluginScope {
  readonly api: PluginApi;
  /** Undoes everything the plugin registered, newest first; returns the errors of failed disposals. */
  dispose(): Error[];
}

/** The api handed to one plugin, recording all it registers so that it can be undone. */
export function createPluginScope(pluginId: string, deps: PluginScopeDeps): PluginScope {
  const undo: Array<() => void> = [];
  const contextKeys = new Map<string, Disposable>();
  let closed = false;

  const assertOpen = () => {
    if (closed) throw new Error(`Plugin '${pluginId}' is no longer active`);
  };

  const track = (disposable: Disposable): Disposable => {
    let disposed = false;
    const once = () => {
      if (disposed) return;
      disposed = true;
      undo.splice(undo.indexOf(once), 1);
      disposable.dispose();
    };
    undo.push(once);
    return { dispose: once };
  };

  const register = (add: () => Disposable): Disposable => {
    assertOpen();
    return track(add());
  };

  const api: PluginApi = {
    pluginId,
    registerCommand: (command) => register(() => deps.registry.register(command)),
    registerStep: (step) => register(() => deps.contributions.registerStep(step)),
    registerSidePanel: (panel) => register(() => deps.contributions.registerSidePanel(panel)),
    setContext(key, value) {
      assertOpen();
      batch(() => {
        contextKeys.get(key)?.dispose();
        contextKeys.set(key, track(deps.setContext(key, value)));
      });
    },
    bus: {
      handle: (domain, action, handler) => register(() => deps.bus.handle(domain, action, handler)),
      request: (domain, action, payload, options) => deps.bus.request(domain, action, payload, options),
    },
    get services() {
      if (!deps.services) throw new Error(`Plugin '${pluginId}' needs the API services, but the plugin host was given none`);
      return deps.services;
    },
    onDispose(dispose) {
      assertOpen();
      track({ dispose });
    },
  };

  return {
    api,
    dispose() {
      closed = true;
      const errors: Error[] = [];
      while (undo.length > 0) {
        try {
          undo[undo.length - 1]!();
        } catch (error) {
          errors.push(error instanceof Error ? error : new Error(String(error)));
        }
      }
      contextKeys.clear();
      return errors;
    },
  };
}
