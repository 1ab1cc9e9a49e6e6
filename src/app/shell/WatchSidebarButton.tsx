import { useCommandContext, useCommands } from '../../commands/hooks';
import { commandRegistry, describeCommand } from '../../commands/registry';
import { runFromButton } from '../../panels/run-from-button';
import { unseenIn } from '../../panels/watch/watch-keys';
import '../../panels/watch/watch-button.css';
import { EyeIcon } from './icons';

export const WATCH_SIDEBAR_TEXTS = {
  label: 'Watch',
  unseen: (count: number) => `Watch: ${count} new ${count === 1 ? 'event' : 'events'} not yet seen`,
} as const;

/** The sidebar's Watch button ('watch.open') with the count of events not yet seen; absent without the command. */
export function WatchSidebarButton() {
  const context = useCommandContext();
  const command = useCommands(commandRegistry).find((c) => c.id === 'watch.open');
  if (!command || !describeCommand(command, context).visible) return null;
  const unseen = unseenIn(context);
  const label = unseen > 0 ? WATCH_SIDEBAR_TEXTS.unseen(unseen) : WATCH_SIDEBAR_TEXTS.label;
  return (
    <button type="button" className="cw-sidebar-item" title={label} aria-label={label} onClick={() => void runFromButton('watch.open', undefined)}>
      <EyeIcon />
      <span className="cw-sidebar-label">{WATCH_SIDEBAR_TEXTS.label}</span>
      {unseen > 0 && (
        <span className="cw-watch-badge" data-testid="watch-unseen">
          {unseen > 99 ? '99+' : unseen}
        </span>
      )}
    </button>
  );
}
