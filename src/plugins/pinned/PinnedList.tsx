import { useId, useState } from 'react';
import { use$ } from '@legendapp/state/react';
import type { PinnedSource } from '../../api/contracts/pinned-sources';
import { useCommandContext, useCommands } from '../../commands/hooks';
import { commandRegistry, describeCommand } from '../../commands/registry';
import { runFromButton } from '../../panels/run-from-button';
import { PINNED_TEXTS as TEXT } from './pinned-texts';
import { pinned$ } from './store';
import './pinned.css';

/**
 * The side panel's 'Pinned' list: each of the user's pinned sources opens ('pinned.open') or unpins
 * ('pinned.unpin'). Nothing shows while the pinned commands are not registered or not available.
 */
export function PinnedList() {
  const context = useCommandContext();
  const open = useCommands(commandRegistry).find((command) => command.id === 'pinned.open');
  const pins = use$(pinned$.pins);
  const loaded = use$(pinned$.loaded);
  const problem = use$(pinned$.problem);
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  if (!open || !describeCommand(open, context).visible) return null;

  return (
    <nav className="cw-pinned" aria-label={TEXT.listLabel}>
      <button type="button" className="cw-assistant-disclosure" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((v) => !v)}>
        {TEXT.heading}
        {loaded ? ` (${pins.length})` : ''}
      </button>
      <div id={listId} hidden={!expanded}>
        {problem && (
          <p className="cw-assistant-problem" role="alert">
            {problem}{' '}
            <button type="button" className="cw-assistant-action" onClick={() => void runFromButton('pinned.show', undefined)}>
              {TEXT.retry}
            </button>
          </p>
        )}
        {!loaded && !problem && <p className="cw-muted cw-assistant-note">{TEXT.loading}</p>}
        {loaded && pins.length === 0 && <p className="cw-muted cw-assistant-note">{TEXT.empty}</p>}
        {pins.length > 0 && (
          <ul className="cw-assistant-conversation-list">
            {pins.map((pin) => (
              <PinnedRow key={pin.id} pin={pin} />
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}

function PinnedRow({ pin }: { pin: PinnedSource }) {
  const { label, kind } = pin.source;
  const [busy, setBusy] = useState(false);
  const unpin = async () => {
    setBusy(true);
    if (!(await runFromButton('pinned.unpin', { id: pin.id }))) setBusy(false);
  };
  return (
    <li className="cw-assistant-conversation">
      <button type="button" className="cw-pinned-open" aria-label={TEXT.open(label)} title={label} disabled={busy} onClick={() => void runFromButton('pinned.open', { id: pin.id })}>
        <span className="cw-pinned-kind">{TEXT.kinds[kind]}</span>
        <span className="cw-pinned-label">{label}</span>
      </button>
      <button type="button" className="cw-assistant-action" aria-label={TEXT.unpin(label)} title={TEXT.unpin(label)} disabled={busy} onClick={() => void unpin()}>
        Unpin
      </button>
    </li>
  );
}
