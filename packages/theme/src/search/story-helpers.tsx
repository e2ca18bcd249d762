import type { SearchClient } from '@market-data-docs/search';
import type { Decorator } from '@storybook/react';
import { SearchClientContext } from '../provider/contexts.js';
import { recentSearchesStorageKey } from './storage.js';

/** Stories only: provides a (fake) search client to the story. */
export const withSearchClient =
  (client: SearchClient): Decorator =>
  (Story) => (
    <SearchClientContext value={client}>
      <Story />
    </SearchClientContext>
  );

/** Stories only: a `beforeEach` that stores recent searches and removes them afterwards. */
export const withRecentSearches = (queries: string[]) => () => {
  localStorage.setItem(recentSearchesStorageKey, JSON.stringify(queries));
  return () => localStorage.removeItem(recentSearchesStorageKey);
};

/** Stories only: a `beforeEach` that adds search parameters to the URL and removes them afterwards. */
export const withUrlSearch = (params: Record<string, string>) => () => {
  const before = window.location.href;
  const url = new URL(before);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, '', url);
  return () => window.history.replaceState(window.history.state, '', before);
};
