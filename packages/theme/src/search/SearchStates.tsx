import { useId } from 'react';
import { NewTabHint } from '../NewTabHint.js';
import { Link } from '../navigation.js';
import { useThemeConfig } from '../provider/contexts.js';
import { resultsLabel } from './hits.js';
import { feedbackHref } from './query.js';
import type { ShownSearchState } from './use-search.js';

export interface SearchNoResultsProps {
  /** The query that found nothing, shown as text. */
  query: string;
  /** The engine's suggestions; without any, `config.search.suggestions`. At most three are shown. */
  suggestions?: readonly string[];
  /** Runs a suggested query. */
  onSuggestion(query: string): void;
}

/** `No results for "…"`, up to three suggestions and the feedback link (`config.search.feedbackUrl`). */
export function SearchNoResults({ query, suggestions, onSuggestion }: SearchNoResultsProps) {
  const { search } = useThemeConfig();
  const offered = (suggestions?.length ? suggestions : search.suggestions).slice(0, 3);
  const href = search.feedbackUrl && feedbackHref(search.feedbackUrl, query);
  const id = useId();
  return (
    <div className="mdd-search-state">
      <p className="mdd-search-state__title">
        No results for "<bdi>{query}</bdi>"
      </p>
      {offered.length > 0 ? (
        <>
          <p id={id}>Try searching for</p>
          <ul className="mdd-search-suggestions" aria-labelledby={id}>
            {offered.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className="mdd-search-suggestion"
                  onClick={() => onSuggestion(suggestion)}
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {href ? (
        <p>
          Believe this query should return results?{' '}
          <Link href={href}>
            Let us know.
            {/^https?:\/\//.test(href) ? <NewTabHint /> : null}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export interface SearchErrorProps {
  /** Searches again; shown as a Try again button. */
  onRetry?(): void;
}

/** The fetch-failure state: `Unable to fetch results`, a hint at the network and Try again. */
export function SearchError({ onRetry }: SearchErrorProps) {
  return (
    <div className="mdd-search-state">
      <p className="mdd-search-state__title">Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
      {onRetry ? (
        <button type="button" className="mdd-button mdd-button--small mdd-button--outline" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/** Announces the outcome of a search to screen readers (visually hidden live region). */
export function SearchAnnouncement({
  shown,
  pending = false,
}: {
  shown: ShownSearchState;
  /** A newer search is running while older results stay on screen: say nothing until it settles. */
  pending?: boolean;
}) {
  const message =
    shown.status === 'results'
      ? pending
        ? ''
        : resultsLabel(shown.results.total)
      : shown.status === 'empty'
        ? 'No results'
        : shown.status === 'error'
          ? 'Unable to fetch results. You might want to check your network connection.'
          : '';
  return (
    <div className="mdd-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
