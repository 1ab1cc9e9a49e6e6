import { useState, type FormEvent } from 'react';
import { ContentDialog } from '../../../../panels/ContentDialog';
import { runFromButton } from '../../../../panels/run-from-button';
import { questionRefusal } from '../rules/row-rules';
import { COMPARISON_TEXTS as TEXTS } from '../texts';

export interface QuestionDialogProps {
  open: boolean;
  onClose: () => void;
  productCode: string;
  selectedKNumbers: readonly string[];
}

/**
 * 'Ask a question to compare'. A refused question ('Prompt cannot be empty.', ...) is said here; an accepted
 * one closes the dialog at once and its row in the table shows the progress and the outcome.
 */
export function QuestionDialog({ open, onClose, productCode, selectedKNumbers }: QuestionDialogProps) {
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setPrompt('');
    setError(null);
    onClose();
  }

  function ask(event: FormEvent) {
    event.preventDefault();
    const refused = questionRefusal(prompt, productCode, selectedKNumbers);
    if (refused) {
      setError(refused);
      return;
    }
    void runFromButton('predicate.ask-comparison', { prompt });
    close();
  }

  return (
    <ContentDialog open={open} onClose={close} title={TEXTS.askQuestion}>
      <form className="cw-comparison-form" onSubmit={ask}>
        <input
          autoFocus
          aria-label={TEXTS.askQuestion}
          placeholder={TEXTS.askPlaceholder}
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          aria-invalid={error !== null}
        />
        {error && <p className="cw-comparison-form-error" role="alert">{error}</p>}
        <div className="cw-dialog-actions">
          <button type="button" className="cw-button" onClick={close}>
            {TEXTS.cancel}
          </button>
          <button type="submit" className="cw-button cw-button-primary">
            {TEXTS.ask}
          </button>
        </div>
      </form>
    </ContentDialog>
  );
}
