import { commandRegistry } from '../../commands/registry';
import type { ArgsParam, CommandId } from '../../commands/types';

/** A panel button runs its command through the registry, like the palette and the shortcuts do. */
export function runFromButton<K extends CommandId>(id: K, ...args: ArgsParam<K>): Promise<void> {
  return commandRegistry.executeUnchecked(id, args[0], 'button');
}
