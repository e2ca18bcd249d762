import type { SearchClient } from '@market-data-docs/search';
import type { ReactNode } from 'react';
import { useColorModeSync } from '../color-mode/use-color-mode.js';
import type { ThemeConfig } from '../config.js';
import { type Navigation, NavigationContext } from '../navigation.js';
import type { ThemeComponents } from './components.js';
import { SearchClientContext, ThemeComponentsContext, ThemeConfigContext } from './contexts.js';

export interface ThemeProviderProps {
  /** Site configuration: title, logo, navbar, footer, colour mode, announcement bar, search texts. */
  config: ThemeConfig;
  /** The site's router: current route, client-side navigation and prefetching. */
  navigation: Navigation;
  /** Search backend for the search UI (`@market-data-docs/search` local engine or Algolia adapter). */
  searchClient?: SearchClient;
  /**
   * Replacements for the theme's components, by name (see `ThemeComponents`). Pass a stable object
   * (a module constant or a memoised value): a new object on every render re-creates the page.
   */
  components?: Partial<ThemeComponents>;
  children?: ReactNode;
}

const noOverrides: Partial<ThemeComponents> = {};

/** Provides configuration, navigation, search client and component overrides to the whole theme. */
export function ThemeProvider({
  config,
  navigation,
  searchClient,
  components = noOverrides,
  children,
}: ThemeProviderProps) {
  useColorModeSync(config.colorMode);
  return (
    <ThemeConfigContext value={config}>
      <NavigationContext value={navigation}>
        <SearchClientContext value={searchClient}>
          <ThemeComponentsContext value={components}>{children}</ThemeComponentsContext>
        </SearchClientContext>
      </NavigationContext>
    </ThemeConfigContext>
  );
}
