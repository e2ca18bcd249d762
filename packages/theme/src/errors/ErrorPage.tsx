export interface ErrorPageProps {
  /** The error to describe; its message is shown under the title. */
  error?: Error | string;
  /** When given, a Try again button calls it. */
  onRetry?(): void;
}

/** Full-page error screen titled "Page Error", e.g. when a page's data cannot be loaded. */
export function ErrorPage({ error, onRetry }: ErrorPageProps) {
  const message = typeof error === 'string' ? error : error?.message;
  return (
    <div className="mdd-error-page">
      <h1>Page Error</h1>
      {message ? <p className="mdd-error-page__message">{message}</p> : null}
      {onRetry ? (
        <button type="button" className="mdd-button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
