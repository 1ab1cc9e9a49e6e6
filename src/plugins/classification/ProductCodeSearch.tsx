import { use$ } from '@legendapp/state/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { reportCommandFailure, runFromButton } from '../../panels/run-from-button';
import { scenarioBoard$ } from './board-state';
import { PlusIcon } from '../../panels/board-icons';
import { BOARD_TEXTS } from './board-texts';
import { boardUi } from './board-ui';

const TEXT = BOARD_TEXTS.search;
/** SPEC section 5: the box takes at most the 3 letters of a product code. */
const PRODUCT_CODE_LENGTH = 3;

/**
 * The board's product-code search: Enter adds the code as a scenario ('classification.add-product-code'
 * validates and looks it up). The command's message shows under the box until the user types again.
 */
export function ProductCodeSearch() {
  const { busy, error } = use$(scenarioBoard$.search);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  // The box is disabled while the command runs, which takes the focus away: give it back after, unless the
  // user has moved on to something else.
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy && document.activeElement === document.body) input.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const added = await runFromButton('classification.add-product-code', { productCode: text }, (error) => {
      // A refusal (invalid, listed, not found) is the command's message in the box, not a toast.
      if (scenarioBoard$.search.error.peek() === null) reportCommandFailure(error);
    });
    if (added && scenarioBoard$.search.error.peek() === null) setText('');
  };

  return (
    <form className="cw-product-code-search" role="search" aria-label={TEXT.label} onSubmit={(event) => void onSubmit(event)}>
      <div className="cw-product-code-field" data-invalid={error !== null}>
        <input
          ref={input}
          type="text"
          value={text}
          maxLength={PRODUCT_CODE_LENGTH}
          disabled={busy}
          placeholder={TEXT.placeholder}
          aria-label={TEXT.label}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? errorId : undefined}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            if (scenarioBoard$.search.error.peek() !== null) boardUi.clearSearchError();
          }}
        />
        <button type="submit" className="cw-icon-button" disabled={busy} aria-label={TEXT.submit} title={TEXT.submit}>
          <PlusIcon />
        </button>
      </div>
      {error !== null ? (
        <p id={errorId} role="alert" className="cw-product-code-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
