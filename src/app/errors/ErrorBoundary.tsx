import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorKind } from './errors';
import type { ErrorScreenVariant } from './error-texts';
import { ErrorScreen } from './ErrorScreen';
import { reportError } from './report';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Extra facts for the error report (redacted before it leaves). */
  context?: Record<string, unknown>;
  /** 'page' (default) for whole screens, 'inline' for a panel. */
  variant?: ErrorScreenVariant;
  /** Called when the user retries, before the children render again. */
  onReset?: () => void;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/** Catches render errors below it, reports them redacted, and shows the error screen of their kind. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { ...this.props.context, componentStack: info.componentStack });
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorScreen kind={errorKind(this.state.error)} variant={this.props.variant ?? 'page'} onRetry={this.reset} />
    );
  }
}
