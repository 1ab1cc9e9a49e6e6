import { useEffect, useRef, useState } from 'react';
import { isSubmitKey, useAutoGrow } from './use-composer-input';

export const EDIT_INPUT_LABEL = 'Edit your message';

/**
 * The edit composer of SPEC section 2: Cancel and Update. Update takes the trimmed text and is disabled
 * while it is blank or unchanged; Escape cancels and Enter (without Shift) updates.
 */
export function EditComposer({ original, onCancel, onUpdate }: { original: string; onCancel(): void; onUpdate(content: string): void }) {
  const [value, setValue] = useState(original);
  const ref = useRef<HTMLTextAreaElement>(null);
  useAutoGrow(ref, value);
  useEffect(() => {
    const element = ref.current;
    element?.focus();
    element?.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const content = value.trim();
  const canUpdate = content !== '' && content !== original.trim();
  const update = () => {
    if (canUpdate) onUpdate(content);
  };

  return (
    <form
      className="cw-chat-edit"
      onSubmit={(event) => {
        event.preventDefault();
        update();
      }}
    >
      <textarea
        ref={ref}
        className="cw-chat-input"
        aria-label={EDIT_INPUT_LABEL}
        rows={1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          } else if (isSubmitKey(event)) {
            event.preventDefault();
            update();
          }
        }}
      />
      <div className="cw-chat-edit-actions">
        <button type="button" className="cw-button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="cw-button cw-button-primary" disabled={!canUpdate}>
          Update
        </button>
      </div>
    </form>
  );
}
