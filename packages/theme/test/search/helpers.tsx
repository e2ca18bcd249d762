import type { SearchClient } from '@market-data-docs/search';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ThemeConfig } from '../../src/config.js';
import { themeConfig } from '../../src/fixtures/index.js';
import type { Navigation } from '../../src/navigation.js';
import { ThemeProvider } from '../../src/provider/ThemeProvider.js';
import { createFakeSearchClient } from '../../src/search/fake-search-client.js';
import { testNavigation } from '../render.js';

export interface SearchRenderOptions {
  client?: SearchClient | null;
  navigation?: Navigation;
  config?: Partial<ThemeConfig>;
}

export function withSearch(ui: ReactElement, options: SearchRenderOptions = {}) {
  const client = options.client === null ? undefined : (options.client ?? createFakeSearchClient());
  return (
    <ThemeProvider
      config={{ ...themeConfig, ...options.config }}
      navigation={options.navigation ?? testNavigation()}
      searchClient={client}
    >
      {ui}
    </ThemeProvider>
  );
}

/** Renders inside `ThemeProvider` with the site's configuration and a fake search client. */
export function renderSearch(ui: ReactElement, options: SearchRenderOptions = {}) {
  const navigation = options.navigation ?? testNavigation();
  return { ...render(withSearch(ui, { ...options, navigation })), navigation };
}

/** The text of an element and its descendants, e.g. `No results for "…"` around a <bdi>. */
export const byTextContent = (text: string) => (_: string, element: Element | null) =>
  element !== null &&
  element.textContent === text &&
  [...element.children].every((child) => child.textContent !== text);
