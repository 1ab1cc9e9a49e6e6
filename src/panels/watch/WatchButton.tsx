import { useState } from 'react';
import type { WatchKind } from '../../api/contracts/watch';
import { useCommandContext, useCommands } from '../../commands/hooks';
import { commandRegistry, describeCommand } from '../../commands/registry';
import { runFromButton } from '../run-from-button';
import { isWatchedIn } from './watch-keys';
import './watch-button.css';

export const WATCH_BUTTON_TEXTS = {
  /** The visible text; `what` tells two buttons side by side apart ('device', 'applicant'). */
  watch: (what?: string) => (what ? `Watch ${what}` : 'Watch'),
  watching: (what?: string) => (what ? `Watching ${what}` : 'Watching'),
  watchLabel: (label: string) => `Watch ${label}`,
  watchingLabel: (label: string) => `Watching ${label}`,
  watchingTitle: (label: string) => `Watching ${label}: new clearances, recalls and MDR spikes show in the Watch panel`,
} as const;

/**
 * Watches a product code, K-number or applicant through the 'watch.add' command (a failure shows as a toast);
 * once watched it reads 'Watching'. Nothing shows while the command is not registered or not available (signed out).
 */
export function WatchButton({
  kind,
  value,
  label = value,
  what,
  className = '',
}: {
  kind: WatchKind;
  value: string;
  label?: string;
  /** Named in the visible text where another Watch button stands beside this one. */
  what?: string;
  className?: string;
}) {
  const context = useCommandContext();
  const commands = useCommands(commandRegistry);
  const [busy, setBusy] = useState(false);
  const command = commands.find((c) => c.id === 'watch.add');
  if (!command) return null;
  const { visible, enabled } = describeCommand(command, context);
  if (!visible) return null;
  const watched = isWatchedIn(context, kind, value);
  const name = watched ? WATCH_BUTTON_TEXTS.watchingLabel(label) : WATCH_BUTTON_TEXTS.watchLabel(label);
  const title = watched ? WATCH_BUTTON_TEXTS.watchingTitle(label) : name;

  async function watch() {
    setBusy(true);
    await runFromButton('watch.add', { kind, value });
    setBusy(false);
  }

  return (
    <button
      type="button"
      className={`cw-watch-button ${className}`.trim()}
      aria-label={name}
      aria-pressed={watched}
      title={enabled === true ? title : enabled}
      disabled={busy || watched || enabled !== true}
      onClick={() => void watch()}
    >
      {watched ? WATCH_BUTTON_TEXTS.watching(what) : WATCH_BUTTON_TEXTS.watch(what)}
    </button>
  );
}
