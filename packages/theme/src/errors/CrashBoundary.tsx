import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface CrashScreenProps {
  /** The error the page threw: its message is shown. */
  error: Error;
  /** Try again: renders the page anew. */
  onRetry(): void;
}

/** What `CrashBoundary` shows: "This page crashed.", the error message and Try again. */
export function CrashScreen({ error, onRetry }: CrashScreenProps) {
  return (
    <div className="mdd-error-page" role="alert">
      <h1>This page crashed.</h1>
      <p className="mdd-error-page__message">{error.message}</p>
      <button type="button" className="mdd-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export interface CrashBoundaryProps {
  children?: ReactNode;
  /** When this value changes (e.g. the route), a crash screen resets and the children render again. */
  resetKey?: unknown;
  /** Reports the error, e.g. to monitoring. */
  onError?(error: Error, info: ErrorInfo): void;
}

interface CrashBoundaryState {
  error: Error | null;
  resetKey: unknown;
}

/** Catches rendering errors below it and shows `CrashScreen`; Try again re-renders the children. */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<CrashBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: CrashBoundaryProps, state: CrashBoundaryState) {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  retry = () => this.setState({ error: null });

  override render() {
    if (this.state.error) return <CrashScreen error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
