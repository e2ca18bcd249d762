import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { reloadOnce } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';
import { capQuery, queryInputProps } from './query.js';
import { SearchLoading } from './SearchLoading.js';
import { SearchSectionFilter } from './SearchSectionFilter.js';
import { SearchIcon } from './search-icon.js';
import { type SearchSection, sectionsFromNavbar } from './sections.js';
import { useLocationSearch } from './use-location-search.js';

const loadResults = () => import('./SearchPageResults.js');
// Code gone after a deploy: the page is loaded afresh once (the query is in its URL), loading meanwhile.
const SearchPageResults = lazy(() =>
  loadResults().then(
    (module) => ({ default: module.SearchPageResults }),
    (error: unknown) => {
      if (reloadOnce(window.location.href)) return new Promise<never>(() => {});
      throw error;
    },
  ),
);

export interface SearchPageProps {
  /** Choices of the section filter besides All. Default: the navbar's top-level routes. */
  sections?: readonly SearchSection[];
}

/**
 * The `/search` page: "Search the documentation", a search field and the section filter, both kept
 * in the URL (`?q=…&section=…`, replaced as the reader types), then the results grouped by page with
 * Load more. The server renders it idle; the query is read from the URL right after hydration, and
 * text typed into the box before then is searched for (and written to the URL).
 */
export function SearchPage({ sections }: SearchPageProps) {
  const config = useThemeConfig();
  const choices = sections ?? sectionsFromNavbar(config);
  const [params, setParams] = useLocationSearch();
  const query = capQuery(params.get('q') ?? '');
  const requested = params.get('section');
  const section = choices.find((choice) => choice.id === requested)?.id;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    loadResults().catch(() => {});
    // Text typed into the box before hydration (the server rendered it empty) is searched for.
    const typed = input.current;
    if (typed && typed.value !== typed.defaultValue) {
      const next = new URLSearchParams(window.location.search);
      next.set('q', capQuery(typed.value));
      setParams(next);
    }
  }, [setParams]);

  const update = (nextQuery: string, nextSection: string | undefined) => {
    const next = new URLSearchParams(params);
    if (nextQuery) next.set('q', nextQuery);
    else next.delete('q');
    if (nextSection) next.set('section', nextSection);
    else next.delete('section');
    setParams(next);
  };

  return (
    <div className="mdd-search-page">
      <h1>Search the documentation</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and older browsers */}
      <form
        role="search"
        action={withBase(config.basePath, '/search')}
        method="get"
        className="mdd-search-page__form"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={`${id}-input`} className="mdd-search-page__icon">
          <SearchIcon />
          <span className="mdd-visually-hidden">Search docs</span>
        </label>
        <input
          id={`${id}-input`}
          className="mdd-search-page__input"
          type="search"
          name="q"
          {...queryInputProps}
          ref={input}
          value={query}
          onChange={(event) => update(capQuery(event.target.value), section)}
        />
        {section ? <input type="hidden" name="section" value={section} /> : null}
      </form>
      <SearchSectionFilter sections={choices} selected={section} onSelect={(next) => update(query, next)} />
      {query.trim() ? (
        <Suspense fallback={<SearchLoading />}>
          <SearchPageResults query={query} section={section} onQuery={(next) => update(next, section)} />
        </Suspense>
      ) : (
        <p className="mdd-search-page__hint">Type to search pages, sections and endpoints.</p>
      )}
    </div>
  );
}
