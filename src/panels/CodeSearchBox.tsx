import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PlusIcon } from './board-icons';
import './board-parts.css';

export interface CodeSearchBoxProps {
  label: string;
  placeholder: string;
  submitLabel: string;
  /** True while the search runs: the box is disabled. */
  busy: boolean;
  /** The message shown under the box (a refusal or 'search failed'), or null. */
  error: string | null;
  /** The user typed again: the last message no longer applies. */
  onEdit(): void;
  /** Runs the search; resolves to whether the box should be emptied. */
  submit(text: string): Promise<boolean>;
  maxLength?: number;
  /** Shown in capitals as typed (product codes). */
  upperCase?: boolean;
}

/**
 * A board's code search (a product code, a K-number): Enter submits; the message stays under the box until
 * the user types again; the focus comes back to the box when the search ends, unless the user moved on.
 */
export function CodeSearchBox({ label, placeholder, submitLabel, busy, error, onEdit, submit, maxLength, upperCase = false }: CodeSearchBoxProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  // The box is disabled while the search runs, which takes the focus away.
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy && document.activeElement === document.body) input.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit(text)) setText('');
  };

  return (
    <form className="cw-code-search" role="search" aria-label={label} onSubmit={(event) => void onSubmit(event)}>
      <div className="cw-code-search-field" data-invalid={error !== null} data-upper={upperCase}>
        <input
          ref={input}
          type="text"
          value={text}
          maxLength={maxLength}
          disabled={busy}
          placeholder={placeholder}
          aria-label={label}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? errorId : undefined}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            if (error !== null) onEdit();
          }}
        />
        <button type="submit" className="cw-icon-button" disabled={busy} aria-label={submitLabel} title={submitLabel}>
          <PlusIcon />
        </button>
      </div>
      {error !== null ? (
        <p id={errorId} role="alert" className="cw-code-search-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
