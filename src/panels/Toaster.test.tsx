import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, toasts$, TOAST_DURATION_MS } from './toast';
import { Toaster } from './Toaster';

describe('toasts', () => {
  beforeEach(() => toasts$.set([]));
  afterEach(() => vi.useRealTimers());

  it('show each kind in a polite status region', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Scenario DQY successfully deleted');
      toast.error('Delete scenario failed.');
      toast.info('No new scenarios found.');
      toast.warning('Failed to fetch predicates for DQY, continuing with other data.');
    });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByText('Scenario DQY successfully deleted').parentElement).toHaveClass(
      'cw-toast--success',
    );
    expect(within(region).getByText('Delete scenario failed.').parentElement).toHaveClass('cw-toast--error');
    expect(within(region).getByText('No new scenarios found.').parentElement).toHaveClass('cw-toast--info');
    expect(
      within(region).getByText('Failed to fetch predicates for DQY, continuing with other data.').parentElement,
    ).toHaveClass('cw-toast--warning');
  });

  it('dismiss themselves after 5 s', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Device K123456 successfully added');
    });
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Device K123456 successfully added')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Device K123456 successfully added')).not.toBeInTheDocument();
  });

  it('dismiss on their button, leaving the others', async () => {
    render(<Toaster />);
    act(() => {
      toast.info('first');
      toast.info('second');
    });
    const first = screen.getByText('first').parentElement!;
    await userEvent.click(within(first).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    expect(screen.getByText('second')).toBeInTheDocument();
  });
});
