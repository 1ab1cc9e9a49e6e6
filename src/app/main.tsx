import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { EnvironmentConfigurationError, loadClientEnv } from './config/env';
import { ConfigErrorScreen } from './config/ConfigErrorScreen';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { ServicesProvider } from './services';
import { bootstrap } from './bootstrap';
import '../panels/panels.css';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

async function start() {
  let env;
  try {
    env = loadClientEnv();
  } catch (error) {
    if (error instanceof EnvironmentConfigurationError) {
      root.render(<ConfigErrorScreen error={error} />);
      return;
    }
    throw error;
  }
  const { services, queryClient, router } = await bootstrap(env);
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <ServicesProvider services={services}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ServicesProvider>
      </ErrorBoundary>
    </StrictMode>,
  );
}

void start();
