import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import './panels.css';

export interface ContentDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title, linked as the dialog's description. */
  description?: ReactNode;
  /** 'wide' for dialogs with lists and sections (scenario details). */
  size?: 'normal' | 'wide';
  children: ReactNode;
}

/**
 * A modal dialog for content (details, research text): focus is trapped, Escape and the close button close
 * it, the body scrolls when taller than the screen. Confirmations use ConfirmDialog.
 */
export function ContentDialog({ open, onClose, title, description, size = 'normal', children }: ContentDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => next || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="cw-dialog-backdrop" />
        <Dialog.Content
          className={`cw-dialog cw-content-dialog cw-content-dialog--${size}`}
          // Radix links its Description itself; without one it must be told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="cw-content-dialog-header">
            <Dialog.Title className="cw-dialog-title">{title}</Dialog.Title>
            <Dialog.Close className="cw-content-dialog-close" aria-label="Close">
              ×
            </Dialog.Close>
          </header>
          {description ? (
            <Dialog.Description className="cw-dialog-message">{description}</Dialog.Description>
          ) : null}
          <div className="cw-content-dialog-body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
