import { ArkErrors } from 'arktype';
import { getContext } from './context';
import { CommandArgsError, CommandDisabledError, CommandNotFoundError } from './errors';
import type { CommandArgs, CommandContext, CommandEnv, CommandId, CommandSource, Command, Disposable } from './types';

/** '<plugin>.<verb>' */
const COMMAND_ID = /^[a-z][a-z0-9-]*\.[a-z][a-zA-Z0-9-]*$/;

export const NOT_AVAILABLE_REASON = 'Not available here';

export type AnyCommand = Command<unknown>;

/** How a command stands in a given context, for views (palette, menus, buttons). */
export interface CommandDescription {
  command: AnyCommand;
  visible: boolean;
  /** true, or the reason it cannot run; a hidden command is never enabled. */
  enabled: true | string;
}

/** One call of execute, successful or not. */
export interface CommandExecution {
  id: string;
  source: CommandSource;
  args: unknown;
  /** Start time, epoch milliseconds. */
  at: number;
  ok: boolean;
  error?: unknown;
}

export interface CommandRegistryOptions {
  /** Where when/enabled/run read the context from; defaults to the shared context keys. */
  getContext?: () => CommandContext;
}

export class CommandRegistry {
  private readonly commands = new Map<string, AnyCommand>();
  private readonly changeListeners = new Set<() => void>();
  private readonly executionListeners = new Set<(execution: CommandExecution) => void>();
  private readonly readContext: () => CommandContext;
  private listCache: readonly AnyCommand[] | undefined;

  constructor(options: CommandRegistryOptions = {}) {
    this.readContext = options.getContext ?? getContext;
  }

  register<A>(command: Command<A>): Disposable {
    const registered: AnyCommand = command;
    const { id } = registered;
    if (!COMMAND_ID.test(id)) throw new Error(`Command id '${id}' must look like '<plugin>.<verb>'`);
    if (this.commands.has(id)) throw new Error(`Command '${id}' is already registered`);
    if (registered.prompt && !registered.args) throw new Error(`Command '${id}' has a prompt but no args type`);
    this.commands.set(id, registered);
    this.changed();
    let disposed = false;
    return {
      dispose: () => {
        if (disposed) return;
        disposed = true;
        if (this.commands.get(id) !== registered) return;
        this.commands.delete(id);
        this.changed();
      },
    };
  }

  get(id: string): AnyCommand | undefined {
    return this.commands.get(id);
  }

  /** In registration order; the same array until a command is registered or disposed. */
  list(): readonly AnyCommand[] {
    return (this.listCache ??= [...this.commands.values()]);
  }

  /** The current context, as when/enabled/run see it. */
  context(): CommandContext {
    return this.readContext();
  }

  describe(id: string, context: CommandContext): CommandDescription | undefined {
    const command = this.commands.get(id);
    return command && describeCommand(command, context);
  }

  listFor(context: CommandContext): CommandDescription[] {
    return this.list().map((command) => describeCommand(command, context));
  }

  onDidChange(listener: () => void): Disposable {
    return subscribe(this.changeListeners, listener);
  }

  onDidExecute(listener: (execution: CommandExecution) => void): Disposable {
    return subscribe(this.executionListeners, listener);
  }

  execute<K extends CommandId>(id: K, args: CommandArgs[K], source: CommandSource): Promise<void> {
    return this.executeUnchecked(id, args, source);
  }

  /** The one execute path: lookup, when/enabled, args check, run; every call emits one execution event. */
  async executeUnchecked(id: string, args: unknown, source: CommandSource): Promise<void> {
    const at = Date.now();
    try {
      await this.run(id, args, source);
    } catch (error) {
      this.emit({ id, source, args, at, ok: false, error });
      throw error;
    }
    this.emit({ id, source, args, at, ok: true });
  }

  private async run(id: string, args: unknown, source: CommandSource): Promise<void> {
    const command = this.commands.get(id);
    if (!command) throw new CommandNotFoundError(id);
    const context = this.readContext();
    const { enabled } = describeCommand(command, context);
    if (enabled !== true) throw new CommandDisabledError(id, enabled);
    const env: CommandEnv = {
      source,
      context,
      execute: (nextId: string, ...nextArgs: unknown[]) => this.executeUnchecked(nextId, nextArgs[0], source),
    };
    await command.run(checkArgs(command, args), env);
  }

  private changed(): void {
    this.listCache = undefined;
    for (const listener of [...this.changeListeners]) listener();
  }

  private emit(execution: CommandExecution): void {
    for (const listener of [...this.executionListeners]) {
      try {
        listener(execution);
      } catch (error) {
        // A faulty listener must not change the outcome of the command it observes.
        console.error('onDidExecute listener failed', error);
      }
    }
  }
}

export function describeCommand(command: AnyCommand, context: CommandContext): CommandDescription {
  const visible = command.when?.(context) ?? true;
  const enabled = visible ? (command.enabled?.(context) ?? true) : NOT_AVAILABLE_REASON;
  return { command, visible, enabled };
}

function checkArgs(command: AnyCommand, args: unknown): unknown {
  if (!command.args) {
    if (args !== undefined) throw new CommandArgsError(command.id, `Command '${command.id}' takes no arguments`);
    return undefined;
  }
  const checked = command.args(args);
  if (checked instanceof ArkErrors) throw new CommandArgsError(command.id, checked.summary);
  return checked;
}

function subscribe<L>(listeners: Set<L>, listener: L): Disposable {
  listeners.add(listener);
  return { dispose: () => void listeners.delete(listener) };
}

/** The app's registry; plugins register into it through the host. */
export const commandRegistry = new CommandRegistry();
