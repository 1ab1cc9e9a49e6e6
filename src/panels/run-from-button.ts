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

/**
 * Runs a search box's command (add a product code, a K-number). A refusal the command wrote under the box
 * (`refusal()` no longer null) stays there rather than also showing as a toast. Resolves to whether the
 * command succeeded without a refusal, so the box can be emptied.
 */
export async function runSearchCommand<K extends CommandId>(id: K, args: ArgsParam<K>[0], refusal: () => string | null): Promise<boolean> {
  const done = await runFromButton(id, args, (failure) => {
    if (refusal() === null) reportCommandFailure(failure);
  });
  return done && refusal() === null;
}
