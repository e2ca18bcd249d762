import type { SearchHit, SearchResultGroup } from '@market-data-docs/search';
import type { MouseEvent } from 'react';
import { HighlightedText } from './HighlightedText.js';
import { hitTrail, resultsLabel } from './hits.js';
import { EnterIcon, HashIcon, PageIcon } from './icons.js';

/** One choice of the listbox: a hit, or (without `hit`) the search page. */
export interface SearchOption {
  href: string;
  hit?: SearchHit;
}

export interface SearchResultsListboxProps {
  id: string;
  groups: readonly SearchResultGroup[];
  /** Every matching hit, for `See all {total} results`. */
  total: number;
  /** The hits in display order, then the search page; indexes match `active`. */
  options: readonly SearchOption[];
  /** Index of the highlighted option (aria-activedescendant of the input), -1 for none. */
  active: number;
  optionId(index: number): string;
  /** A newer search is running; these results are from the previous query. */
  busy?: boolean;
  /** The pointer moved over an option. */
  onActivate(index: number): void;
  /** An option was clicked (a plain click: Ctrl, ⌘, Shift or a middle click open the link as usual). */
  onChoose(index: number): void;
}

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/**
 * The modal's results: hits grouped by page (title, where it lives, snippet), then `See all`. Each
 * option is a link (`<a role="option" href>`): Ctrl/⌘/middle click and the context menu work, a plain
 * click opens it in the app; focus stays in the input (`aria-activedescendant`).
 */
export function SearchResultsListbox({
  id,
  groups,
  total,
  options,
  active,
  optionId,
  busy,
  onActivate,
  onChoose,
}: SearchResultsListboxProps) {
  const optionProps = (index: number) => ({
    id: optionId(index),
    role: 'option',
    href: options[index]?.href,
    tabIndex: -1,
    'aria-selected': index === active,
    // Keep focus in the input while clicking.
    onMouseDown: (event: MouseEvent) => {
      if (!opensElsewhere(event)) event.preventDefault();
    },
    onMouseMove: () => {
      if (index !== active) onActivate(index);
    },
    onClick: (event: MouseEvent) => {
      if (opensElsewhere(event)) return;
      event.preventDefault();
      onChoose(index);
    },
  });
  let index = 0;
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search results"
      aria-busy={busy || undefined}
      className="mdd-search-results"
    >
      {groups.map((group, groupIndex) => {
        const labelId = `${id}-group-${groupIndex}`;
        const place = group.hits[0]?.hierarchy.lvl0;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not of form fields
          <div key={group.url} role="group" aria-labelledby={labelId} className="mdd-search-results__group">
            <div id={labelId} className="mdd-search-results__page">
              <span className="mdd-search-results__page-title">{group.title}</span>
              {place ? <span className="mdd-search-results__route">{place}</span> : null}
            </div>
            {group.hits.map((hit) => {
              const props = optionProps(index++);
              const trail = hitTrail(hit);
              return (
                <a key={hit.url} {...props} className="mdd-search-hit">
                  <span className="mdd-search-hit__icon">
                    {hit.type === 'lvl1' ? <PageIcon /> : <HashIcon />}
                  </span>
                  <span className="mdd-search-hit__text">
                    <span className="mdd-search-hit__title">
                      <HighlightedText segments={hit.title} />
                    </span>
                    {trail.length ? <span className="mdd-search-hit__trail">{trail.join(' › ')}</span> : null}
                    {hit.snippet.length > 0 ? (
                      <span className="mdd-search-hit__snippet">
                        <HighlightedText segments={hit.snippet} />
                      </span>
                    ) : null}
                  </span>
                  <EnterIcon className="mdd-search-hit__enter" />
                </a>
              );
            })}
          </div>
        );
      })}
      <a {...optionProps(index)} className="mdd-search-hit mdd-search-hit--all">
        <span className="mdd-search-hit__text">See all {resultsLabel(total)}</span>
        <EnterIcon className="mdd-search-hit__enter" />
      </a>
    </div>
  );
}
