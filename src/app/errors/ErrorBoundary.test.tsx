import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './ErrorBoundary';
import { ApiError, NetworkError } from './errors';
import { REDACTED } from './redaction';
import { setErrorReportSink, type ErrorReport } from './report';
import { RouteErrorComponent } from './RouteErrorComponent';

vi.mock('./reload', () => ({ reloadPage: vi.fn() }));

const reports: ErrorReport[] = [];
const restoreSink = setErrorReportSink((report) => reports.push(report));
afterAll(restoreSink);
afterEach(() => {
  reports.length = 0;
  vi.restoreAllMocks();
});

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

// React logs caught render errors to console.error; keep the test output readable.
const quietReact = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('ErrorBoundary', () => {
  it('shows the page screen of the error kind and reports it with the context redacted', () => {
    quietReact();
    render(
      <ErrorBoundary context={{ step: 'risk', accessToken: 'secret-token' }}>
        <Thrower error={new ApiError('Internal', { status: 503, requestId: 'req_9' })} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Server Error');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      name: 'ApiError',
      status: 503,
      requestId: 'req_9',
      context: { step: 'risk', accessToken: REDACTED },
    });
    expect(JSON.stringify(reports[0])).not.toContain('secret-token');
    expect((reports[0]!.context as { componentStack?: string }).componentStack).toContain('Thrower');
  });

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(reports).toHaveLength(0);
  });

  it('retrying resets it and renders the children again', async () => {
    quietReact();
    let online = false;
    const onReset = vi.fn(() => {
      online = true;
    });
    function Flaky() {
      if (!online) throw new NetworkError();
      return <p>Recovered</p>;
    }
    render(
      <ErrorBoundary variant="inline" onReset={onReset}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Connection Issue');
    await userEvent.click(screen.getByRole('button', { name: 'Retry Connection' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});

describe('RouteErrorComponent', () => {
  it('shows the page screen of the error kind, reports once and retries through reset', async () => {
    const reset = vi.fn();
    render(<RouteErrorComponent error={new NetworkError()} reset={reset} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Connection Lost');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ name: 'NetworkError', context: { source: 'route' } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry Connection' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
