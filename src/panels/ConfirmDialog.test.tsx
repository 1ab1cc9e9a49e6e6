import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

const handlers = () => ({ onConfirm: vi.fn(), onCancel: vi.fn() });

describe('ConfirmDialog', () => {
  it('renders nothing while closed', () => {
    render(<ConfirmDialog open={false} message="Sure?" {...handlers()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('defaults to Confirm / Cancel, is a labelled modal and focuses Cancel', () => {
    render(<ConfirmDialog open message="Delete this scenario?" {...handlers()} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Delete this scenario?');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('takes a custom title and labels, and styles a destructive action', async () => {
    const { onConfirm, onCancel } = handlers();
    render(
      <ConfirmDialog
        open
        title="Delete Item"
        message="This cannot be undone."
        confirmLabel="Delete"
        cancelLabel="Keep"
        destructive
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Delete Item' })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveClass('cw-panel-button--danger');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape and on the backdrop, and keeps Tab on its buttons', async () => {
    const { onConfirm, onCancel } = handlers();
    render(<ConfirmDialog open message="Sure?" onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while busy: both buttons disabled, the busy label shows, Escape and backdrop do nothing', async () => {
    const { onConfirm, onCancel } = handlers();
    render(
      <ConfirmDialog
        open
        message="Sure?"
        confirmLabel="Delete"
        busy
        busyLabel="Deleting..."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await userEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
