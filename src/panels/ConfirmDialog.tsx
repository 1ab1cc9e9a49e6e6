import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import './panels.css';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as a dangerous action (delete). */
  destructive?: boolean;
  /** While true both buttons are disabled, Escape does nothing and the confirm button reads busyLabel. */
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation dialog of SPEC section 2 (Confirm/Cancel, destructive variant). */
export function ConfirmDialog({
  open,
  title = 'Confirm',
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) cancelRef.current?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onCancel();
    } else if (event.key === 'Tab') {
      // Keep focus on the two buttons while the dialog is open.
      event.preventDefault();
      const next = document.activeElement === cancelRef.current ? confirmRef.current : cancelRef.current;
      next?.focus();
    }
  };

  return (
    <div className="cw-dialog-backdrop" onKeyDown={onKeyDown} onClick={() => busy || onCancel()}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        aria-busy={busy}
        className="cw-dialog"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className="cw-dialog-title">
          {title}
        </h2>
        <p id={messageId} className="cw-dialog-message">
          {message}
        </p>
        <div className="cw-dialog-actions">
          <button ref={cancelRef} type="button" className="cw-panel-button" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            ref={confirmRef}
            type="button"
            className={`cw-panel-button ${destructive ? 'cw-panel-button--danger' : 'cw-panel-button--primary'}`}
            disabled={busy}
            onClick={onConfirm}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
