import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { workflow$ } from '../workflow/store';
import { FirstRunWelcome } from './FirstRunWelcome';

describe('FirstRunWelcome', () => {
  afterEach(() => workflow$.started.set(false));

  it('shows until the user has started, then never again', async () => {
    render(<FirstRunWelcome />);
    expect(screen.getByRole('heading', { name: 'Welcome to Clearway' })).toBeInTheDocument();
    expect(screen.getByText(/Product Info → Scenario → Predicate → Risk → Tests & Standards → Finalize/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));

    expect(workflow$.started.peek()).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Welcome to Clearway' })).toBeNull();
  });

  it('stays hidden for a user who started before', () => {
    act(() => workflow$.started.set(true));
    render(<FirstRunWelcome />);
    expect(screen.queryByRole('heading', { name: 'Welcome to Clearway' })).toBeNull();
  });
});
