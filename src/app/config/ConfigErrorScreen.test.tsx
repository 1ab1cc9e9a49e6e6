import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ConfigErrorScreen } from './ConfigErrorScreen';
import { EnvironmentConfigurationError } from './env';

describe('ConfigErrorScreen', () => {
  it('shows the title, the message and what to set', () => {
    const error = new EnvironmentConfigurationError([{ variable: 'VITE_REST_API_URL', problem: 'is not set' }]);
    render(<ConfigErrorScreen error={error} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Environment Configuration Error');
    expect(screen.getByText('Environment Configuration Error: VITE_REST_API_URL is not set')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('VITE_REST_API_URL: an absolute path such as /api/rest/v1');
  });
});
