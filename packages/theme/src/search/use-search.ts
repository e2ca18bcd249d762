import {
  createSearchSession,
  type SearchClient,
  type SearchQueryOptions,
  type SearchResults,
  type SearchSession,
  type SearchState,
} from '@market-data-docs/search';
import { useCallback, useEffect, useState } from 'react';
import { useSearchClient } from '../provider/contexts.js';
import { maxQueryLength } from './query.js';

/** What a search box shows: the last settled state, kept on screen while the next search runs. */
export type ShownSearchState =
  | { status: 'idle'; query: '' }
  | { status: 'loading'; query: string }
  | { status: 'results' | 'empty'; query: string; results: SearchResults }
  | { status: 'error'; query: string; error: unknown };

export interface UseSearchResult {
  /** Idle, results, empty or error; `loading` only while nothing earlier can stay on screen. */
  shown: ShownSearchState;
  /** A search for the current query is pending. */
  loading: boolean;
  /** Searches for the current query again now (after a failure). */
  retry(): void;
}

/** Without a client every search fails, so the UI shows its "Unable to fetch results" state. */
const missingClient: SearchClient = {
  search: () => Promise.reject(new Error('No search client: pass searchClient to ThemeProvider')),
};

const idle: ShownSearchState = { status: 'idle', query: '' };

function settled(state: SearchState, previous: ShownSearchState): ShownSearchState {
  if (state.status !== 'loading') return state;
  // Results (or "no results") of the previous query stay until the new ones arrive: no flicker.
  if (previous.status === 'results' || previous.status === 'empty') return previous;
  if (previous.status === 'loading' && previous.query === state.query) return previous;
  return { status: 'loading', query: state.query };
}

/**
 * Asks the theme's `SearchClient` to preload its index when the search box opens, then searches it
 * for `query` as it changes, through a search session of
 * `@market-data-docs/search` (debounced, in-flight requests aborted, stale answers dropped, cached).
 * `options` (filters, limit) are compared by value.
 */
export function useSearch(query: string, options: SearchQueryOptions = {}): UseSearchResult {
  const client = useSearchClient() ?? missingClient;
  const [session, setSession] = useState<SearchSession>();
  const [state, setState] = useState<SearchState>(idle);
  const [shown, setShown] = useState<ShownSearchState>(idle);

  useEffect(() => {
    // The box just opened: the index loads while the reader starts typing.
    client.preload?.().catch(() => {});
    const next = createSearchSession(client, { maxQueryLength });
    const stop = next.subscribe(setState);
    setSession(next);
    return () => {
      stop();
      next.dispose();
    };
  }, [client]);

  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    session?.setOptions(JSON.parse(optionsKey) as SearchQueryOptions);
  }, [session, optionsKey]);
  useEffect(() => {
    session?.setQuery(query);
  }, [session, query]);

  // Until the session has taken the query (first render, new session), it is as good as loading.
  const pending = query.trim() !== '' && state.status === 'idle';
  const current: SearchState = pending ? { status: 'loading', query } : state;
  const next = settled(current, shown);
  if (next !== shown) setShown(next);
  const retry = useCallback(() => session?.flush(), [session]);
  return { shown: next, loading: current.status === 'loading', retry };
}
