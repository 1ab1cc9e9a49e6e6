import { commandRegistry } from '../../commands/registry';
import { setContextKey } from '../../commands/context';
import { activationOrder } from './activation-order';
import { contributionRegistry } from './contributions';
import { requestBus } from './create-request-bus';
import { definePlugin } from './define-plugin';
import { createPluginScope, type PluginScope, type PluginScopeDeps } from './plugin-scope';
import type { PluginDefinition } from './types';

/** A plugin that could not be activated (or cleanly deactivated); the others carry on. */
export class PluginError extends Error {
  override readonly name = 'PluginError';

  constructor(
    readonly pluginId: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`Plugin '${pluginId}' ${message}`, options);
  }
}

export interface PluginHostOptions extends Partial<PluginScopeDeps> {
  /** Where activation failures and disposal errors go; console.error by default. */
  onError?(error: PluginError): void;
}

interface ActivePlugin {
  definition: PluginDefinition;
  scope: PluginScope;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Activates plugins in dependency order and undoes all a plugin registered when it goes. */
export class PluginHost {
  private readonly deps: PluginScopeDeps;
  private readonly onError: (error: PluginError) => void;
  /** In activation order. */
  private readonly active = new Map<string, ActivePlugin>();

  constructor(options: PluginHostOptions = {}) {
    this.deps = {
      registry: options.registry ?? commandRegistry,
      setContext: options.setContext ?? setContextKey,
      bus: options.bus ?? requestBus,
      contributions: options.contributions ?? contributionRegistry,
      services: options.services,
    };
    this.onError = options.onError ?? ((error) => console.error(error));
  }

  get activeIds(): string[] {
    return [...this.active.keys()];
  }

  isActive(id: string): boolean {
    return this.active.has(id);
  }

  /**
   * Throws, activating nothing, on an unknown requirement or a cycle. A plugin whose activate throws
   * is rolled back and reported, and the plugins that require it are skipped and reported.
   */
  async activate(plugins: readonly PluginDefinition[]): Promise<void> {
    plugins.forEach(definePlugin);
    const failed = new Set<string>();
    for (const definition of activationOrder(plugins, new Set(this.active.keys()))) {
      const blocker = definition.requires?.find((id) => failed.has(id));
      if (blocker) {
        failed.add(definition.id);
        this.onError(new PluginError(definition.id, `was not activated: it requires '${blocker}', which failed to activate`));
        continue;
      }
      const scope = createPluginScope(definition.id, this.deps);
      try {
        await definition.activate(scope.api);
        this.active.set(definition.id, { definition, scope });
      } catch (error) {
        failed.add(definition.id);
        this.disposeScope(definition.id, scope);
        this.onError(new PluginError(definition.id, `failed to activate: ${messageOf(error)}`, { cause: error }));
      }
    }
  }

  /** Deactivates the plugin after the active plugins that require it. */
  deactivate(id: string): void {
    const plugin = this.active.get(id);
    if (!plugin) throw new Error(`Plugin '${id}' is not active`);
    for (const dependent of this.dependentsOf(id).reverse()) {
      if (this.active.has(dependent)) this.deactivate(dependent);
    }
    this.active.delete(id);
    this.disposeScope(id, plugin.scope);
  }

  deactivateAll(): void {
    for (const id of [...this.active.keys()].reverse()) {
      if (this.active.has(id)) this.deactivate(id);
    }
  }

  private dependentsOf(id: string): string[] {
    return [...this.active.values()].filter((p) => p.definition.requires?.includes(id)).map((p) => p.definition.id);
  }

  private disposeScope(id: string, scope: PluginScope): void {
    for (const error of scope.dispose()) {
      this.onError(new PluginError(id, `failed to dispose: ${error.message}`, { cause: error }));
    }
  }
}
