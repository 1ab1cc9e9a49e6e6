import { useEffect, useRef, useState } from 'react';

interface ProfileStepEditorProps {
  label: string;
  value: string;
  onSave(value: string): void;
  onCancel(): void;
}

/**
 * The inline editor of a completed profile step (SPEC section 2/4), or of a required one still empty: Enter or
 * Save commits, Escape or blur cancels (unlike the standards table, where blur saves), Shift+Enter adds a line.
 */
export function ProfileStepEditor({ label, value, onSave, onCancel }: ProfileStepEditorProps) {
  const [draft, setDraft] = useState(value);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  return (
    <div className="cw-profile-editor">
      <textarea
        ref={input}
        aria-label={`Edit ${label}`}
        value={draft}
        rows={Math.min(6, Math.max(2, Math.ceil(draft.length / 40)))}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={onCancel}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSave(draft);
          }
        }}
      />
      <div className="cw-profile-editor-actions">
        {/* mousedown keeps the focus in the textarea, so that its blur does not cancel the save */}
        <button type="button" className="cw-button cw-button-primary" onMouseDown={(event) => event.preventDefault()} onClick={() => onSave(draft)}>
          Save
        </button>
        <button type="button" className="cw-button" onMouseDown={(event) => event.preventDefault()} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
