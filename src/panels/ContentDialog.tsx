import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import './panels.css';

export interface ContentDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** 'large' for dialogs that hold a graph or a table (the predicate View Details). */
  size?: 'large';
}

/**
 * A modal dialog for content (details, research text): focus is trapped, Escape and the close button close
 * it, the body scrolls when taller than the screen. Confirmations use ConfirmDialog.
 */
export function ContentDialog({ open, onClose, title, children, size }: ContentDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => next || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="cw-dialog-backdrop" />
        {/* Radix must be told that the dialog has no Description element. */}
        <Dialog.Content className="cw-dialog cw-content-dialog" data-size={size} aria-describedby={undefined}>
          <header className="cw-content-dialog-header">
            <Dialog.Title className="cw-dialog-title">{title}</Dialog.Title>
            <Dialog.Close className="cw-content-dialog-close" aria-label="Close">
              ×
            </Dialog.Close>
          </header>
          <div className="cw-content-dialog-body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
