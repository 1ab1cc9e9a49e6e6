import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyButton } from './CopyButton';

describe('CopyButton', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    // The system clipboard is the outer edge; jsdom has none.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

  it('copies the text and shows Copied for exactly 3000 ms', async () => {
    render(<CopyButton text="K123456" />);
    await click('Copy');
    expect(writeText).toHaveBeenCalledWith('K123456');
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button')).toHaveTextContent('Copy');
  });

  it('counts the 3000 ms from the latest click', async () => {
    render(<CopyButton text="DQY" label="Copy code" />);
    await click('Copy code');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await click('Copied');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button')).toHaveTextContent('Copy code');
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    render(<CopyButton text="x" />);
    await click('Copy');
    expect(screen.getByRole('button')).toHaveTextContent('Copy failed');
  });
});
