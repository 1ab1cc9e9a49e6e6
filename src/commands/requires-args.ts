import type { Command } from './types';

/** True when the command cannot run without arguments (it has `args` and they reject undefined). */
export function requiresArgs(command: Command<unknown>): boolean {
  return command.args !== undefined && !command.args.allows(undefined);
}
