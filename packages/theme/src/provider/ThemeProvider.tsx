import type { SearchClient } from '@market-data-docs/search';
import type { ComponentType, ReactNode } from 'react';
import { useColorModeSync } from '../color-mode/use-color-mode.js';
import type { ThemeConfig } from '../config.js';
import { type Navigation, NavigationContext } from '../navigation.js';
import type { ThemeComponents } from './components.js';
import {
  SearchClientContext,
  SiteMdxComponentsContext,
  ThemeComponentsContext,
  ThemeConfigContext,
} from './contexts.js';

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
  /**
   * Components every page can use without an import (`<Chart />` in MDX), by name. Pass a stable
   * object, as for `components`.
   */
  // biome-ignore lint/suspicious/noExplicitAny: components take the element's properties as props
  mdxComponents?: Record<string, ComponentType<any>>;
  children?: ReactNode;
}

const noOverrides: Partial<ThemeComponents> = {};
const noMdxComponents = {};

/** Provides configuration, navigation, search client and component overrides to the whole theme. */
export function ThemeProvider({
  config,
  navigation,
  searchClient,
  components = noOverrides,
  mdxComponents = noMdxComponents,
  children,
}: ThemeProviderProps) {
  useColorModeSync(config.colorMode);
  return (
    <ThemeConfigContext value={config}>
      <NavigationContext value={navigation}>
        <SearchClientContext value={searchClient}>
          <ThemeComponentsContext value={components}>
            <SiteMdxComponentsContext value={mdxComponents}>{children}</SiteMdxComponentsContext>
          </ThemeComponentsContext>
        </SearchClientContext>
      </NavigationContext>
    </ThemeConfigContext>
  );
}
