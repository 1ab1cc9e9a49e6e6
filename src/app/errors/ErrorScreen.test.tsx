import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorScreen } from './ErrorScreen';
import { reloadPage } from './reload';

// The browser's navigation is the outer edge here: jsdom cannot reload.
vi.mock('./reload', () => ({ reloadPage: vi.fn() }));

const CASES = [
  {
    kind: 'connection',
    page: ['Connection Lost', 'Check your internet connection and reload the page.'],
    inline: ['Connection Issue', 'Check your internet connection and reload the page.'],
    action: 'Retry Connection',
  },
  {
    kind: 'session',
    page: ['Session Ended', 'Your session has been terminated for security reasons. Please sign in again.'],
    inline: ['Session Issue', 'Your session has expired. Please sign in again.'],
    action: 'Go to Sign In',
  },
  {
    kind: 'server',
    page: ['Server Error', 'The system is experiencing a temporary problem. Please try again shortly.'],
    inline: ['Server Issue', "There's a problem communicating with the server. Please try again later."],
    action: 'Try Again',
  },
  {
    kind: 'other',
    page: ['Page Error', 'A problem occurred while loading this page...'],
    inline: ['Unexpected Error', 'A problem occurred while loading this page...'],
    action: 'Refresh Page',
  },
] as const;

const VARIANTS = [
  { variant: 'page', level: 1 },
  { variant: 'inline', level: 2 },
] as const;

describe('ErrorScreen', () => {
  beforeEach(() => vi.mocked(reloadPage).mockClear());

  describe.each(CASES)('$kind', (texts) => {
    it.each(VARIANTS)('$variant: shows the SPEC texts and the common actions', ({ variant, level }) => {
      render(<ErrorScreen kind={texts.kind} variant={variant} />);
      const alert = screen.getByRole('alert');
      const [title, message] = texts[variant];
      expect(within(alert).getByRole('heading', { level })).toHaveTextContent(title);
      expect(within(alert).getByText(message)).toBeInTheDocument();
      expect(
        within(alert).getByRole(texts.kind === 'session' ? 'link' : 'button', { name: texts.action }),
      ).toBeVisible();
      expect(within(alert).getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
      expect(within(alert).getAllByRole('button', { name: 'Refresh Page' })).toHaveLength(1);
      expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
        'href',
        'mailto:support@clearway.app',
      );
    });
  });

  it.each(['connection', 'server'] as const)('%s: the retry action calls onRetry', async (kind) => {
    const onRetry = vi.fn();
    render(<ErrorScreen kind={kind} variant="inline" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: CASES.find((c) => c.kind === kind)!.action }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads when there is no onRetry', async () => {
    render(<ErrorScreen kind="server" variant="page" />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('session links to the sign-in page', () => {
    render(<ErrorScreen kind="session" variant="page" />);
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  it('Refresh Page reloads, even when a retry is offered', async () => {
    const onRetry = vi.fn();
    render(<ErrorScreen kind="connection" variant="page" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
