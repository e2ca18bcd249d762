import type { SearchClient, SearchOptions, SearchResults } from './contract.js';
import { keepRecent } from './recent.js';

export type SearchState =
  | { status: 'idle'; query: '' }
  /** A search is pending; `results` are the last ones shown, to keep on screen meanwhile. */
  | { status: 'loading'; query: string; results?: SearchResults }
  | { status: 'results'; query: string; results: SearchResults }
  /** Nothing matched; `results.suggestions` may hold queries to offer. */
  | { status: 'empty'; query: string; results: SearchResults }
  | { status: 'error'; query: string; error: unknown };

export interface SearchSessionOptions {
  /** Wait this long after the last keystroke before searching. Default 100 ms. */
  debounceMs?: number;
  /** Longer queries are cut to this many characters. Default 256. */
  maxQueryLength?: number;
  /** Results of this many recent searches are kept and reused. Default 20. */
  cacheSize?: number;
}

export type SearchQueryOptions = Omit<SearchOptions, 'signal'>;

export interface SearchSession {
  /** The input changed: search for it once typing pauses (at once when the results are cached). */
  setQuery(query: string): void;
  /** Filters, limit and offset for the following searches; the current query runs again. */
  setOptions(options: SearchQueryOptions): void;
  /** Search for the current query now (Enter, Retry), without waiting or using the cache. */
  flush(): void;
  getState(): SearchState;
  /** Calls `listener` on every change of state; returns a function that stops it. */
  subscribe(listener: (state: SearchState) => void): () => void;
  /** Stops timers and requests; no more states are reported. */
  dispose(): void;
}

/**
 * Query-side logic of a search box, free of any UI framework: debounced input, the request in
 * flight aborted when a newer query starts, stale answers dropped, a small LRU cache of results.
 */
export function createSearchSession(client: SearchClient, options: SearchSessionOptions = {}): SearchSession {
  const { debounceMs = 100, maxQueryLength = 256, cacheSize = 20 } = options;
  const listeners = new Set<(state: SearchState) => void>();
  const cache = new Map<string, SearchResults>();
  let state: SearchState = { status: 'idle', query: '' };
  let query = '';
  let searchOptions: SearchQueryOptions = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let latest = 0;
  let disposed = false;

  const emit = (next: SearchState) => {
    if (disposed) return;
    state = next;
    for (const listener of [...listeners]) listener(next);
  };
  const keyOf = () => JSON.stringify([query, searchOptions]);
  const show = (results: SearchResults) =>
    emit({ status: results.total ? 'results' : 'empty', query, results });
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
    latest++;
  };
  const lastResults = () => ('results' in state ? state.results : undefined);

  const run = async () => {
    cancel();
    const id = latest;
    const key = keyOf();
    const current = new AbortController();
    controller = current;
    if (state.status !== 'loading' || state.query !== query)
      emit({ status: 'loading', query, results: lastResults() });
    try {
      const results = await client.search(query, { ...searchOptions, signal: current.signal });
      if (id !== latest) return;
      controller = undefined;
      keepRecent(cache, key, results, cacheSize);
      show(results);
    } catch (error) {
      if (id !== latest) return;
      controller = undefined;
      emit({ status: 'error', query, error });
    }
  };

  const update = () => {
    cancel();
    if (!query.trim()) {
      emit({ status: 'idle', query: '' });
      return;
    }
    const cached = cache.get(keyOf());
    if (cached) {
      keepRecent(cache, keyOf(), cached, cacheSize);
      show(cached);
      return;
    }
    emit({ status: 'loading', query, results: lastResults() });
    timer = setTimeout(run, debounceMs);
  };

  return {
    setQuery(next) {
      const capped = String(next).slice(0, maxQueryLength);
      if (capped === query && state.status !== 'error') return;
      query = capped;
      update();
    },
    setOptions(next) {
      searchOptions = { ...next };
      update();
    },
    flush() {
      if (query.trim()) void run();
      else update();
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      cancel();
      disposed = true;
      listeners.clear();
    },
  };
}
