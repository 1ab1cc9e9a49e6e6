import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { DeviceHit } from '../../api/contracts/data';
import { usDate } from '../../api/text/us-date';
import { LIBRARY_TEXTS, SEARCH_MIN_CHARS } from './library-texts';
import { useDeviceSearch, type DeviceSearchState } from './use-device-search';

const TEXT = LIBRARY_TEXTS.search;

function hitsOf(state: DeviceSearchState): readonly DeviceHit[] {
  if (state.status === 'found') return state.hits;
  if (state.status === 'searching') return state.hits ?? [];
  return [];
}

function SearchStatus({ state }: { state: DeviceSearchState }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'failed':
      return (
        <p className="cw-library-search-status" role="alert">
          {TEXT.failed(state.message)}
        </p>
      );
    case 'searching':
      return state.hits === null ? (
        <p className="cw-library-search-status cw-muted" role="status">
          {TEXT.searching}
        </p>
      ) : null;
    case 'found':
      return state.hits.length === 0 ? (
        <p className="cw-library-search-status cw-muted" role="status">
          {TEXT.none(state.text)}
        </p>
      ) : null;
  }
}

function HitLabel({ hit }: { hit: DeviceHit }) {
  return (
    <>
      <span className="cw-library-hit-k">{hit.k_number}</span>
      <span className="cw-library-hit-name">{hit.device_name ?? TEXT.unnamed}</span>
      <span className="cw-library-hit-meta">
        {[hit.applicant, hit.product_code, hit.decision_date ? usDate(hit.decision_date) : null].filter(Boolean).join(' · ')}
      </span>
    </>
  );
}

/**
 * The page's type-ahead (a combobox): K-number prefix, device name or applicant; arrows move through the
 * hits, Enter opens the active one (the first when none is active), Escape closes the list. Enter while the
 * hits of the text typed are still on their way waits for them and opens their first: the hits on screen
 * then belong to the text before.
 */
export function DeviceSearchBox({ onOpen }: { onOpen: (kNumber: string) => void }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  /** The text whose first hit Enter asked for before its hits arrived. */
  const [enterFor, setEnterFor] = useState<string | null>(null);
  const state = useDeviceSearch(text);
  const hits = hitsOf(state);
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = open && hits.length > 0;

  const choose = (hit: DeviceHit | undefined) => {
    if (!hit) return;
    setOpen(false);
    setActive(-1);
    onOpen(hit.k_number);
  };

  useEffect(() => {
    if (enterFor === null || state.status === 'searching') return;
    setEnterFor(null);
    if (state.status === 'found' && state.text === enterFor) choose(state.hits[0]);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (hits.length === 0 ? -1 : (index + step + hits.length) % hits.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (state.status === 'found') choose(hits[active] ?? hits[0]);
      else if (state.status === 'searching') setEnterFor(text.trim());
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="cw-library-search" role="search">
      <input
        type="search"
        role="combobox"
        className="cw-library-search-input"
        aria-label={TEXT.label}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={TEXT.placeholder}
        value={text}
        autoComplete="off"
        spellCheck={false}
        minLength={SEARCH_MIN_CHARS}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
          setEnterFor(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={TEXT.results} className="cw-library-hits" hidden={!expanded}>
        {hits.map((hit, index) => (
          <li
            key={hit.k_number}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="cw-library-hit"
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(hit);
            }}
            onMouseEnter={() => setActive(index)}
          >
            <HitLabel hit={hit} />
          </li>
        ))}
      </ul>
      <SearchStatus state={state} />
    </div>
  );
}
