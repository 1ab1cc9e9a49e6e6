import { wasReported } from '../commands/errors';
import { commandRegistry } from '../commands/registry';
import type { ArgsParam, CommandId } from '../commands/types';
import { toast } from './toast';

/** Shows a command's failure as a toast, unless the command has shown it already. */
export function reportCommandFailure(error: unknown): void {
  if (!wasReported(error)) toast.error(error instanceof Error ? error.message : String(error));
}

/**
 * Runs a command the way a button does: through the one execute path with source 'button'. Resolves to
 * whether the command succeeded; a failure goes to `onFailure`, a toast by default.
 */
export function runFromButton<K extends CommandId>(
  id: K,
  args: ArgsParam<K>[0],
  onFailure: (error: unknown) => void = reportCommandFailure,
): Promise<boolean> {
  return commandRegistry.executeUnchecked(id, args, 'button').then(
    () => true,
    (error: unknown) => {
      onFailure(error);
      return false;
    },
  );
}
