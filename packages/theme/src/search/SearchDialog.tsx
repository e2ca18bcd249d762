import type { SearchResults } from '@market-data-docs/search';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useDelayedFlag } from '../hooks/use-delayed-flag.js';
import { useFocusTrap } from '../hooks/use-focus-trap.js';
import { useScrollLock } from '../hooks/use-scroll-lock.js';
import { useNavigation } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';
import { capQuery, queryInputProps, searchPageHref } from './query.js';
import { SearchLoading } from './SearchLoading.js';
import { SearchModalFooter } from './SearchModalFooter.js';
import { SearchRecent } from './SearchRecent.js';
import { type SearchOption, SearchResultsListbox } from './SearchResultsListbox.js';
import { SearchAnnouncement, SearchError, SearchNoResults } from './SearchStates.js';
import { SearchIcon } from './search-icon.js';
import { type SearchSection, sectionsFromNavbar } from './sections.js';
import { useRecentSearches } from './use-recent-searches.js';
import { useSearch } from './use-search.js';

export interface SearchDialogProps {
  /**
   * Closes the modal: Esc, a click outside it, Cancel, or once a result is opened. The opener
   * unmounts the modal and takes focus back.
   */
  onClose(): void;
  /** Query in the input when the modal opens. Default empty (recent searches). */
  initialQuery?: string;
}

/** Hits shown in the modal; `See all` leads to the search page for the rest. */
const modalLimit = 10;

/** The navbar section the reader is in (`/api/stocks/candles`: API), if any. */
function sectionOf(route: string, sections: readonly SearchSection[]): SearchSection | undefined {
  return sections.find((s) => route === `/${s.id}` || route.startsWith(`/${s.id}/`));
}

function optionsOf(results: SearchResults | undefined, basePath: string, query: string): SearchOption[] {
  if (!results) return [];
  const options: SearchOption[] = results.groups.flatMap((group) =>
    group.hits.map((hit) => ({ href: withBase(basePath, hit.url), hit })),
  );
  options.push({ href: searchPageHref(basePath, query) });
  return options;
}

/**
 * The search dialog: a combobox input over a listbox of results grouped by page. Arrow keys move
 * through the results, Enter opens one (client-side), Ctrl/⌘+Enter opens the search page; focus
 * is trapped and the page behind does not scroll. Idle, it lists the reader's recent searches. On a
 * page of a navbar section, that section's pages come first when they match as well (a toggle,
 * "API first", widens the search to every section alike).
 */
export function SearchDialog({ onClose, initialQuery = '' }: SearchDialogProps) {
  const config = useThemeConfig();
  const { basePath } = config;
  const navigation = useNavigation();
  const [query, setQuery] = useState(() => capQuery(initialQuery));
  const here = sectionOf(navigation.route, sectionsFromNavbar(config));
  const [everywhere, setEverywhere] = useState(false);
  const searchOptions = useMemo(
    () => ({ limit: modalLimit, ...(here && !everywhere ? { context: { section: here.id } } : {}) }),
    [here, everywhere],
  );
  const { shown, loading, retry } = useSearch(query, searchOptions);
  const recent = useRecentSearches();
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const busy = useDelayedFlag(loading, 150);
  useFocusTrap(dialog, true, onClose);
  useScrollLock(true);

  const results = shown.status === 'results' ? shown.results : undefined;
  const options = useMemo(() => optionsOf(results, basePath, query), [results, basePath, query]);
  // The highlight is a link chosen for one query: typing clears it, so Enter never opens a result of
  // the previous query that is still on screen while the new one loads. Results that come later for
  // the same query (those of its last letters) keep it on that link if they hold it, else clear it.
  const [highlight, setHighlight] = useState<{ query: string; href: string }>();
  const active = highlight?.query === query ? options.findIndex((o) => o.href === highlight.href) : -1;
  const setActive = (index: number) => {
    const option = options[index];
    setHighlight(option && { query, href: option.href });
  };
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = active >= 0 && active < options.length ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const open = (href: string) => {
    recent.add(query);
    onClose();
    navigation.navigate(href);
  };
  const openSearchPage = () => {
    if (query.trim()) open(searchPageHref(basePath, query));
  };
  const runQuery = (next: string) => {
    setQuery(capQuery(next));
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active < 0 && step < 0 ? count - 1 : (active + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (event.ctrlKey || event.metaKey || !option) openSearchPage();
      else open(option.href);
    }
  };

  const listboxId = `${id}-results`;
  const expanded = results !== undefined;

  return (
    <div className="mdd-search-modal">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only way out; keyboards have Esc and Cancel */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: same */}
      <div className="mdd-search-modal__backdrop" onClick={onClose} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
        className="mdd-search-modal__dialog"
      >
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and older browsers */}
        <form
          role="search"
          className="mdd-search-modal__form"
          onSubmit={(event) => {
            event.preventDefault();
            openSearchPage();
          }}
        >
          <label htmlFor={`${id}-input`} className="mdd-search-modal__icon">
            {busy ? <span className="mdd-search-spinner" aria-hidden="true" /> : <SearchIcon />}
            <span className="mdd-visually-hidden">Search docs</span>
          </label>
          <input
            ref={input}
            id={`${id}-input`}
            className="mdd-search-modal__input"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listboxId : undefined}
            aria-activedescendant={activeId}
            {...queryInputProps}
            value={query}
            onChange={(event) => setQuery(capQuery(event.target.value))}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="mdd-search-modal__cancel" onClick={onClose}>
            Cancel
          </button>
        </form>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <div className="mdd-search-modal__body" tabIndex={0}>
          {shown.status === 'idle' ? (
            <SearchRecent
              queries={recent.queries}
              onSelect={runQuery}
              onRemove={(removed) => {
                recent.remove(removed);
                input.current?.focus();
              }}
            />
          ) : shown.status === 'loading' ? (
            <SearchLoading />
          ) : shown.status === 'error' ? (
            <SearchError onRetry={retry} />
          ) : shown.status === 'empty' ? (
            <SearchNoResults
              query={shown.query}
              suggestions={shown.results.suggestions}
              onSuggestion={runQuery}
            />
          ) : (
            <>
              {here ? (
                <p className="mdd-search-scope">
                  <button
                    type="button"
                    className="mdd-search-scope__toggle"
                    aria-pressed={!everywhere}
                    title={`Pages of ${here.label} first when they match as well; off: every section alike`}
                    onClick={() => {
                      setEverywhere((value) => !value);
                      input.current?.focus();
                    }}
                  >
                    {here.label} first
                  </button>
                </p>
              ) : null}
              <SearchResultsListbox
                id={listboxId}
                groups={shown.results.groups}
                total={shown.results.total}
                options={options}
                active={active}
                optionId={optionId}
                busy={loading}
                onActivate={setActive}
                onChoose={(index) => {
                  const option = options[index];
                  if (option) open(option.href);
                }}
              />
            </>
          )}
        </div>
        <SearchModalFooter />
        <SearchAnnouncement shown={shown} />
      </div>
    </div>
  );
}
