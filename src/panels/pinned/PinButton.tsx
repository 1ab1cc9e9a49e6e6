import { useState } from 'react';
import type { SourceRef } from '../../api/contracts/ai';
import { pinKey } from '../../api/contracts/pinned-sources';
import { useCommandContext, useCommands } from '../../commands/hooks';
import { commandRegistry, describeCommand } from '../../commands/registry';
import { runFromButton } from '../run-from-button';
import { PinIcon } from './PinIcon';
import { isPinnedIn } from './pinned-keys';
import './pin-button.css';

export const PIN_BUTTON_TEXTS = {
  pin: (label: string) => `Pin ${label}`,
  unpin: (label: string) => `Unpin ${label}`,
} as const;

/**
 * Pins its source, or unpins it when it is pinned, through the 'pinned.pin' and 'pinned.unpin' commands
 * (a failure shows as a toast). Nothing shows while those commands are not registered or not available
 * (signed out).
 */
export function PinButton({ source, className = '' }: { source: SourceRef; className?: string }) {
  const context = useCommandContext();
  const commands = useCommands(commandRegistry);
  const [busy, setBusy] = useState(false);
  const pinned = isPinnedIn(context, pinKey(source));
  const command = commands.find((c) => c.id === (pinned ? 'pinned.unpin' : 'pinned.pin'));
  if (!command) return null;
  const { visible, enabled } = describeCommand(command, context);
  if (!visible) return null;
  const label = pinned ? PIN_BUTTON_TEXTS.unpin(source.label) : PIN_BUTTON_TEXTS.pin(source.label);

  async function toggle() {
    setBusy(true);
    if (pinned) await runFromButton('pinned.unpin', { source: { kind: source.kind, id: source.id } });
    else await runFromButton('pinned.pin', { source });
    setBusy(false);
  }

  return (
    <button
      type="button"
      className={`cw-pin-button ${className}`.trim()}
      aria-label={label}
      aria-pressed={pinned}
      title={enabled === true ? label : enabled}
      disabled={busy || enabled !== true}
      onClick={() => void toggle()}
    >
      <PinIcon filled={pinned} />
    </button>
  );
}
