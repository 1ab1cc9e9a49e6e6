import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workflow$, workflowStatus$, NAVIGATOR_LOADER_FALLBACK_MS } from '../workflow/store';
import { StepNavigator } from './StepNavigator';

describe('StepNavigator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    workflow$.restored.set(true);
    workflowStatus$.set({ processing: false, message: null });
  });

  it('shows a loader until stored state is restored, at most for the fallback delay', () => {
    workflow$.restored.set(false);
    render(<StepNavigator />);
    expect(screen.getByRole('progressbar', { name: 'Restoring your workspace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    act(() => vi.advanceTimersByTime(NAVIGATOR_LOADER_FALLBACK_MS));
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('shows the navigator as soon as the state is restored', () => {
    workflow$.restored.set(false);
    render(<StepNavigator />);
    act(() => workflow$.restored.set(true));
    expect(screen.getByRole('navigation', { name: 'Workflow steps' })).toBeInTheDocument();
  });

  it("reads 'Processing...' on both buttons while a step action runs", () => {
    render(<StepNavigator />);
    act(() => workflowStatus$.processing.set(true));
    const buttons = screen.getAllByRole('button', { name: 'Processing...' });
    expect(buttons).toHaveLength(2);
    buttons.forEach((b) => expect(b).toBeDisabled());
  });

  it('shows the current message in a status region', () => {
    render(<StepNavigator />);
    act(() => workflowStatus$.message.set('To proceed, select a Scenario first!'));
    expect(screen.getByRole('status')).toHaveTextContent('To proceed, select a Scenario first!');
  });
});
