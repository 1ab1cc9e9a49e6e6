import { useEffect } from 'react';
import { errorKind } from './errors';
import { ErrorScreen } from './ErrorScreen';
import { reportError } from './report';

export interface RouteErrorComponentProps {
  error: unknown;
  reset: () => void;
}

/** A TanStack Router `errorComponent`: reports the route's error and shows the full-page screen of its kind. */
export function RouteErrorComponent({ error, reset }: RouteErrorComponentProps) {
  useEffect(() => {
    reportError(error, { source: 'route', path: globalThis.location?.pathname });
  }, [error]);
  return <ErrorScreen kind={errorKind(error)} variant="page" onRetry={reset} />;
}
