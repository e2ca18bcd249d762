import type { SearchQueryOptions, SearchResultGroup, SearchResults } from '@market-data-docs/search';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchClient } from '../provider/contexts.js';
import { mergeGroups } from './hits.js';

interface More {
  /** The first results the pages below continue. */
  first?: SearchResults;
  pages: SearchResults[];
  status: 'idle' | 'loading' | 'error';
}

export interface LoadMore {
  /** The first results' groups followed by every page loaded since, merged by page. */
  groups: SearchResultGroup[];
  /** More hits exist than are shown. */
  hasMore: boolean;
  status: More['status'];
  /** Fetches the next `options.limit` hits (by `offset`). */
  load(): void;
}

const countHits = (results: SearchResults) =>
  results.groups.reduce((sum, group) => sum + group.hits.length, 0);

/**
 * "Load more" after `first`, the results of `query` with `options`: further pages of the same search
 * (by `offset`), forgotten when `first` changes.
 */
export function useLoadMore(
  first: SearchResults | undefined,
  query: string,
  options: SearchQueryOptions,
): LoadMore {
  const client = useSearchClient();
  const [state, setState] = useState<More>({ pages: [], status: 'idle' });
  const more: More = state.first === first ? state : { first, pages: [], status: 'idle' };
  const controller = useRef<AbortController>(undefined);

  // A new first page (another query or filter) cancels the page being loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each `first`
  useEffect(() => () => controller.current?.abort(), [first]);

  const all = first ? [first, ...more.pages] : [];
  const shown = all.reduce((sum, results) => sum + countHits(results), 0);
  const last = all.at(-1);
  const hasMore = first !== undefined && shown < first.total && last !== undefined && countHits(last) > 0;

  const load = useCallback(() => {
    if (!first || !client || more.status === 'loading') return;
    const current = new AbortController();
    controller.current = current;
    setState({ ...more, status: 'loading' });
    client.search(query, { ...options, offset: shown, signal: current.signal }).then(
      (page) =>
        setState((previous) =>
          previous.first === first ? { first, pages: [...previous.pages, page], status: 'idle' } : previous,
        ),
      () => {
        if (current.signal.aborted) return;
        setState((previous) => (previous.first === first ? { ...previous, status: 'error' } : previous));
      },
    );
  }, [client, first, more, options, query, shown]);

  return { groups: mergeGroups(all.map((results) => results.groups)), hasMore, status: more.status, load };
}
