export interface LoadingErrorProps {
  /** What went wrong; its message is shown. */
  error: Error | string;
  /** Called by the Retry button. */
  onRetry(): void;
}

/** Shown where something failed to load: the error text and a Retry button. */
export function LoadingError({ error, onRetry }: LoadingErrorProps) {
  return (
    <div className="mdd-loading-error" role="alert">
      <p className="mdd-loading-error__message">{typeof error === 'string' ? error : error.message}</p>
      <button type="button" className="mdd-button mdd-button--small" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
