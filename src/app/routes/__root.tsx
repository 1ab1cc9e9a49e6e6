import { createRootRoute } from '@tanstack/react-router';
import { AppShell } from '../shell/AppShell';
import { ErrorScreen } from '../errors/ErrorScreen';
import { RouteErrorComponent } from '../errors/RouteErrorComponent';

export const Route = createRootRoute({
  component: AppShell,
  notFoundComponent: () => <ErrorScreen kind="other" variant="page" />,
  errorComponent: RouteErrorComponent,
});
