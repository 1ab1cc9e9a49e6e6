import { use$ } from '@legendapp/state/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PlusIcon } from '../../../panels/board-icons';
import { reportCommandFailure, runFromButton } from '../../../panels/run-from-button';
import { boardUi, predicateBoard$ } from './board-state';
import { PREDICATE_TEXTS } from './texts';

const TEXT = PREDICATE_TEXTS.search;

/** The K-number search: Enter adds the device ('predicate.add-device'); its message stays under the box until the user types. */
export function KNumberSearch() {
  const { busy, error } = use$(predicateBoard$.search);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  // The box is disabled while the command runs: give the focus back after, unless the user moved on.
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy && document.activeElement === document.body) input.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const added = await runFromButton('predicate.add-device', { kNumber: text }, (failure) => {
      if (predicateBoard$.search.error.peek() === null) reportCommandFailure(failure);
    });
    if (added) setText('');
  };

  return (
    <form className="cw-k-search" role="search" aria-label={TEXT.label} onSubmit={(event) => void onSubmit(event)}>
      <div className="cw-k-search-field" data-invalid={error !== null}>
        <input
          ref={input}
          type="text"
          value={text}
          disabled={busy}
          placeholder={TEXT.placeholder}
          aria-label={TEXT.label}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? errorId : undefined}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            if (predicateBoard$.search.error.peek() !== null) boardUi.clearSearchError();
          }}
        />
        <button type="submit" className="cw-icon-button" disabled={busy} aria-label={TEXT.submit} title={TEXT.submit}>
          <PlusIcon />
        </button>
      </div>
      {error !== null ? (
        <p id={errorId} role="alert" className="cw-k-search-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
