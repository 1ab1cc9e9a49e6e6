import { tinykeys, type KeyBindingMap } from 'tinykeys';
import { CommandDisabledError } from './errors';
import { PALETTE_TOGGLE_ID } from './palette/palette-commands';
import { commandRegistry, describeCommand, type AnyCommand, type CommandRegistry } from './registry';
import { requiresArgs } from './requires-args';
import type { Disposable } from './types';

export { formatKeys } from './format-keys';

export interface KeymapOptions {
  registry?: CommandRegistry;
  /** Opens the palette; with an id, on that command's argument page (a shortcut of a command with a prompt). */
  openPalette(commandId?: string): void;
  /** A shortcut was pressed while its command is disabled. */
  onBlocked?(commandId: string, reason: string): void;
  /** The command run by a shortcut failed. Defaults to console.error. */
  onError?(commandId: string, error: unknown): void;
}

/** Binds every registered command's `keys` on target, rebinding whenever the registry changes. */
export function installKeymap(target: Window | HTMLElement, options: KeymapOptions): Disposable {
  const registry = options.registry ?? commandRegistry;
  const reportError = options.onError ?? ((commandId, error) => console.error(`Command '${commandId}' failed`, error));

  const bind = () => tinykeys(target, bindingsFor(registry.list(), dispatch));
  let unbind = bind();
  const subscription = registry.onDidChange(() => {
    unbind();
    unbind = bind();
  });

  function dispatch(commands: readonly AnyCommand[], event: KeyboardEvent): void {
    const candidates = isTyping(event.target) ? commands.filter((c) => c.id === PALETTE_TOGGLE_ID) : commands;
    const context = registry.context();
    // As in VS Code, among commands sharing a key the last registered visible one wins.
    const chosen = candidates.map((c) => describeCommand(c, context)).findLast((d) => d.visible);
    if (!chosen) return;
    event.preventDefault();
    const { id } = chosen.command;
    if (chosen.enabled !== true) {
      options.onBlocked?.(id, chosen.enabled);
    } else if (requiresArgs(chosen.command)) {
      options.openPalette(id);
    } else {
      registry.executeUnchecked(id, undefined, 'keyboard').catch((error: unknown) => {
        if (error instanceof CommandDisabledError) options.onBlocked?.(id, error.reason);
        else reportError(id, error);
      });
    }
  }

  return {
    dispose() {
      subscription.dispose();
      unbind();
    },
  };
}

type Dispatch = (commands: readonly AnyCommand[], event: KeyboardEvent) => void;

function bindingsFor(commands: readonly AnyCommand[], dispatch: Dispatch): KeyBindingMap {
  const byKey = new Map<string, AnyCommand[]>();
  for (const command of commands) {
    // A shortcut cannot supply arguments; only a prompt (on the palette's argument page) can.
    if (requiresArgs(command) && !command.prompt) continue;
    for (const key of command.keys ?? []) byKey.set(key, [...(byKey.get(key) ?? []), command]);
  }
  const bindings: KeyBindingMap = {};
  for (const [key, bound] of byKey) bindings[key] = (event) => dispatch(bound, event);
  return bindings;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.matches('input, textarea, select') ||
    target.closest('[contenteditable]:not([contenteditable="false"])') !== null
  );
}
