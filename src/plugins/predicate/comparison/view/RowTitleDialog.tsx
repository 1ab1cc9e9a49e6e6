import { useState, type FormEvent } from 'react';
import { ContentDialog } from '../../../../panels/ContentDialog';
import { runFromButton } from '../../../../panels/run-from-button';
import { isRowTitle } from '../rules/row-rules';
import { COMPARISON_TEXTS as TEXTS } from '../texts';
import { failureText } from './failure-text';

/** 'Add New Comparison Row': a row title; Save is disabled while it is blank, Escape closes. */
export function RowTitleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setTitle('');
    setError(null);
    onClose();
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!isRowTitle(title)) return;
    if (await runFromButton('predicate.add-comparison-row', { label: title }, (failure) => setError(failureText(failure)))) close();
  }

  return (
    <ContentDialog open={open} onClose={close} title={TEXTS.addRow}>
      <form className="cw-comparison-form" onSubmit={(event) => void save(event)}>
        <label>
          <span>{TEXTS.rowTitle}</span>
          <input autoFocus value={title} onChange={(event) => setTitle(event.target.value)} aria-invalid={error !== null} />
        </label>
        {error && <p className="cw-comparison-form-error" role="alert">{error}</p>}
        <div className="cw-dialog-actions">
          <button type="button" className="cw-button" onClick={close}>
            {TEXTS.cancel}
          </button>
          <button type="submit" className="cw-button cw-button-primary" disabled={!isRowTitle(title)}>
            {TEXTS.save}
          </button>
        </div>
      </form>
    </ContentDialog>
  );
}
