import type { SearchResultGroup } from '@market-data-docs/search';
import { useMemo, useRef } from 'react';
import { Link } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';
import { HighlightedText } from './HighlightedText.js';
import { hitTrail, resultsLabel } from './hits.js';
import { SearchLoading } from './SearchLoading.js';
import { SearchAnnouncement, SearchError, SearchNoResults } from './SearchStates.js';
import { useFocusFirstNew } from './use-focus-first-new.js';
import { useLoadMore } from './use-load-more.js';
import { useRecentSearches } from './use-recent-searches.js';
import { useSearch } from './use-search.js';

export interface SearchPageResultsProps {
  query: string;
  /** Only hits of this section. */
  section?: string;
  /** Runs another query (a suggestion). */
  onQuery(query: string): void;
  /** Hits per request: the first ones, then each Load more. Default 20. */
  pageSize?: number;
}

function ResultGroup({ group, onOpen }: { group: SearchResultGroup; onOpen(): void }) {
  const { basePath } = useThemeConfig();
  const [first, ...rest] = group.hits;
  const pageHit = first?.type === 'lvl1' ? first : undefined;
  const sectionHits = pageHit ? rest : group.hits;
  return (
    <li className="mdd-search-page__group">
      <h2 className="mdd-search-page__page">
        <Link href={withBase(basePath, group.url)} onClick={onOpen}>
          {pageHit ? <HighlightedText segments={pageHit.title} /> : group.title}
        </Link>
      </h2>
      <p className="mdd-search-page__path">
        {first?.hierarchy.lvl0} › {group.url}
      </p>
      {pageHit && pageHit.snippet.length > 0 ? (
        <p className="mdd-search-page__snippet">
          <HighlightedText segments={pageHit.snippet} />
        </p>
      ) : null}
      {sectionHits.length > 0 ? (
        <ul className="mdd-search-page__hits">
          {sectionHits.map((hit) => (
            <li key={hit.url} className="mdd-search-page__hit">
              <Link
                href={withBase(basePath, hit.url)}
                onClick={onOpen}
                className="mdd-search-page__hit-title"
              >
                <HighlightedText segments={hit.title} />
              </Link>
              <span className="mdd-search-page__trail">{hitTrail(hit).join(' › ')}</span>
              {hit.snippet.length > 0 ? (
                <p className="mdd-search-page__snippet">
                  <HighlightedText segments={hit.snippet} />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The search page's results for a query: count, hits grouped by page, Load more; or the empty and error states. */
export function SearchPageResults({ query, section, onQuery, pageSize = 20 }: SearchPageResultsProps) {
  const options = useMemo(
    () => ({ limit: pageSize, ...(section ? { filters: { section } } : {}) }),
    [pageSize, section],
  );
  const { shown, loading, retry } = useSearch(query, options);
  const first = shown.status === 'results' ? shown.results : undefined;
  const more = useLoadMore(first, shown.query, options);
  const recent = useRecentSearches();
  const onOpen = () => recent.add(shown.query);
  const list = useRef<HTMLOListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const markShown = useFocusFirstNew(list, button, more.status);

  return (
    <>
      {shown.status === 'results' ? (
        <div className="mdd-search-page__results" aria-busy={loading || undefined}>
          <p className="mdd-search-page__count">
            {resultsLabel(shown.results.total)} for "<bdi>{shown.query}</bdi>"
          </p>
          <ol ref={list} className="mdd-search-page__groups">
            {more.groups.map((group) => (
              <ResultGroup key={group.url} group={group} onOpen={onOpen} />
            ))}
          </ol>
          {more.status === 'error' ? <SearchError /> : null}
          {more.hasMore ? (
            <button
              ref={button}
              type="button"
              className="mdd-button mdd-button--outline mdd-search-page__more"
              aria-disabled={more.status === 'loading'}
              onClick={() => {
                if (more.status === 'loading') return;
                markShown();
                more.load();
              }}
            >
              {more.status === 'loading'
                ? 'Loading…'
                : more.status === 'error'
                  ? 'Try again'
                  : 'Load more results'}
            </button>
          ) : null}
        </div>
      ) : shown.status === 'empty' ? (
        <SearchNoResults query={shown.query} suggestions={shown.results.suggestions} onSuggestion={onQuery} />
      ) : shown.status === 'error' ? (
        <SearchError onRetry={retry} />
      ) : (
        <SearchLoading />
      )}
      <SearchAnnouncement shown={shown} pending={loading} />
    </>
  );
}
