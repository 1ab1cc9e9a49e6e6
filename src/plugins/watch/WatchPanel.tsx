import { use$ } from '@legendapp/state/react';
import type { WatchEvent, WatchItem } from '../../api/contracts/watch';
import { CommandButton } from '../../panels/CommandButton';
import { runFromButton } from '../../panels/run-from-button';
import { watch$ } from './store';
import { eventSummary, recallPage, WATCH_TEXTS as TEXT } from './watch-texts';
import './watch.css';

/** Where an event's record opens: a 510(k) on the Predicate Devices page, a recall on FDA's site, a spike on the Risk step. */
function EventLink({ event }: { event: WatchEvent }) {
  const summary = eventSummary(event);
  if (event.kind === 'clearance') {
    return (
      <button type="button" className="cw-watch-link" onClick={() => void runFromButton('predicate-library.open-device', { kNumber: event.details.k_number })}>
        {summary}
      </button>
    );
  }
  const url = event.kind === 'recall' ? recallPage(event.details.recall_event_id) : null;
  if (url) {
    return (
      <a className="cw-watch-link" href={url} target="_blank" rel="noopener noreferrer">
        {summary}
      </a>
    );
  }
  if (event.kind === 'mdr_spike') {
    return (
      <button type="button" className="cw-watch-link" onClick={() => void runFromButton('risk.open', undefined)}>
        {summary}
      </button>
    );
  }
  return <span>{summary}</span>;
}

function EventRow({ event }: { event: WatchEvent }) {
  return (
    <li className="cw-watch-event" data-seen={event.seen}>
      <div className="cw-watch-event-head">
        <span className="cw-muted">
          {event.item.label}
          {event.occurred_on ? ` · ${event.occurred_on}` : ''}
        </span>
        {!event.seen && (
          <CommandButton command="watch.mark-seen" args={{ ids: [event.id] }} className="cw-watch-small" label={`${TEXT.markSeen}: ${eventSummary(event)}`}>
            {TEXT.markSeen}
          </CommandButton>
        )}
      </div>
      <EventLink event={event} />
    </li>
  );
}

function ItemRow({ item }: { item: WatchItem }) {
  return (
    <li className="cw-watch-item">
      <span>
        <span className="cw-muted">{TEXT.kinds[item.kind]}</span> {item.label}
      </span>
      <CommandButton command="watch.remove" args={{ id: item.id }} className="cw-watch-small" label={TEXT.stopWatching(item.label)}>
        ×
      </CommandButton>
    </li>
  );
}

/** The side panel 'Watch': what is new for the user's watched items, newest first, and the items themselves. */
export default function WatchPanel() {
  const { items, events, total, unseen, loaded, problem } = use$(watch$);
  return (
    <section className="cw-watch" aria-label={TEXT.panelTitle}>
      {problem && (
        <p role="alert">
          {problem}{' '}
          <CommandButton command="watch.open" className="cw-watch-small">
            {TEXT.retry}
          </CommandButton>
        </p>
      )}
      {!loaded && !problem && <p className="cw-muted">{TEXT.loading}</p>}
      {loaded && (
        <>
          <div className="cw-watch-bar">
            <h3>{TEXT.events}</h3>
            {unseen > 0 && (
              <CommandButton command="watch.mark-seen" args={{ all: true }} className="cw-watch-small">
                {TEXT.markAllSeen}
              </CommandButton>
            )}
          </div>
          {events.length === 0 ? (
            <p className="cw-muted">{TEXT.noEvents}</p>
          ) : (
            <ul className="cw-watch-events">
              {events.map((event) => (
                <EventRow key={event.id} event={event} />
              ))}
            </ul>
          )}
          {total > events.length && <p className="cw-muted">{TEXT.more(events.length, total)}</p>}
          <h3>{TEXT.watched}</h3>
          {items.length === 0 ? (
            <p className="cw-muted">{TEXT.noItems}</p>
          ) : (
            <ul className="cw-watch-items">
              {items.map((item) => (
                <ItemRow key={item.id} item={item} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
