import type { ReactNode } from 'react';
import { useCommandContext, useCommands } from '../commands/hooks';
import { formatKeys } from '../commands/format-keys';
import { commandRegistry, describeCommand } from '../commands/registry';
import type { ArgsParam, CommandId } from '../commands/types';
import { runFromButton } from './run-from-button';

type CommandButtonProps<K extends CommandId> = {
  command: K;
  className?: string;
  children: ReactNode;
  /** Accessible name when the children are an icon. */
  label?: string;
} & (ArgsParam<K> extends [args?: undefined] ? { args?: undefined } : { args: ArgsParam<K>[0] });

/**
 * A button that runs a registered command through the one execute path (source 'button'): disabled with
 * the command's reason, its shortcut in the tooltip, a failure the command has not shown already as a toast.
 */
export function CommandButton<K extends CommandId>({ command: id, args, className = 'cw-button', children, label }: CommandButtonProps<K>) {
  const context = useCommandContext();
  const command = useCommands(commandRegistry).find((c) => c.id === id);
  if (!command) return null;
  const { visible, enabled } = describeCommand(command, context);
  if (!visible) return null;
  const shortcut = command.keys?.[0];
  const tooltip = enabled === true ? [label ?? command.title, shortcut && `(${formatKeys(shortcut)})`].filter(Boolean).join(' ') : enabled;
  return (
    <button
      type="button"
      className={className}
      disabled={enabled !== true}
      title={tooltip}
      aria-label={label}
      onClick={() => void runFromButton(id, args)}
    >
      {children}
    </button>
  );
}
