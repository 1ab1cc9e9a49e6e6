import { use$ } from '@legendapp/state/react';
import { useState, type KeyboardEvent } from 'react';
import { runFromButton } from '../../../panels/run-from-button';
import { isPlaceholder, type EditableField } from '../rules/table-rules';
import { standardsBoard$ } from './board-state';
import { STANDARDS_TEXTS as TEXT } from './texts';

interface EditableCellProps {
  index: number;
  field: EditableField;
  value: string;
  /** The cell's accessible name: its column and row. */
  label: string;
}

/**
 * A cell edited in place (SPEC section 2): a click opens it; Enter or leaving it saves, Escape cancels. Only
 * a typed draft is saved (SPEC section 5), through 'tests-standards.edit-cell'.
 */
export function EditableCell({ index, field, value, label }: EditableCellProps) {
  const editing = use$(() => {
    const cell = standardsBoard$.editing.get();
    return cell?.index === index && cell.field === field;
  });
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const close = () => {
    setDraft(undefined);
    standardsBoard$.editing.set(null);
  };
  const save = () => {
    if (draft !== undefined) void runFromButton('tests-standards.edit-cell', { index, field, value: draft });
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  if (!editing) {
    return (
      <button type="button" className="cw-standards-cell" aria-label={label} onClick={() => standardsBoard$.editing.set({ index, field })}>
        {isPlaceholder(value) ? <span className="cw-standards-placeholder">{TEXT.placeholders[field]}</span> : value}
      </button>
    );
  }
  return (
    <textarea
      className="cw-standards-input"
      aria-label={label}
      // The cell was opened by the user's click or by 'Add row': the focus belongs in it.
      autoFocus
      rows={Math.min(6, Math.max(2, Math.ceil((draft ?? value).length / 30)))}
      value={draft ?? value}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={save}
    />
  );
}
