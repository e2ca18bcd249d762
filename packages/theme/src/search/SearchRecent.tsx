import { useId } from 'react';
import { CloseIcon } from '../icons/index.js';
import { RecentIcon } from './icons.js';

export interface SearchRecentProps {
  /** Recent queries, newest first. */
  queries: readonly string[];
  /** Searches for a recent query again. */
  onSelect(query: string): void;
  /** Forgets a recent query. */
  onRemove(query: string): void;
}

/** The idle modal: the reader's recent searches, each removable, or a hint when there are none. */
export function SearchRecent({ queries, onSelect, onRemove }: SearchRecentProps) {
  const id = useId();
  if (queries.length === 0) {
    return (
      <div className="mdd-search-state mdd-search-state--hint">
        <p className="mdd-search-state__title">No recent searches</p>
        <p>Search pages, sections and endpoints of the documentation.</p>
      </div>
    );
  }
  return (
    <section aria-labelledby={id} className="mdd-search-recent">
      <h2 id={id} className="mdd-search-recent__heading">
        Recent searches
      </h2>
      <ul className="mdd-search-recent__list">
        {queries.map((query) => (
          <li key={query} className="mdd-search-recent__item">
            <button type="button" className="mdd-search-recent__query" onClick={() => onSelect(query)}>
              <RecentIcon />
              <bdi>{query}</bdi>
            </button>
            <button
              type="button"
              className="mdd-icon-button mdd-search-recent__remove"
              aria-label={`Remove "${query}" from recent searches`}
              title="Remove from recent searches"
              onClick={() => onRemove(query)}
            >
              <CloseIcon />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
