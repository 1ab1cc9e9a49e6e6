import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../src/api/query-policy';
import { ServicesProvider, type AppServices } from '../src/app/services';

/**
 * Renders a screen inside the providers main.tsx gives it: the services and a fresh query client with the
 * app's retry policy, retrying at once instead of after the usual back-off.
 */
export function renderWithServices(ui: ReactElement, services: AppServices): RenderResult {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  return render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </ServicesProvider>,
  );
}
