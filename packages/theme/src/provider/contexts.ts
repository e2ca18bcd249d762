import type { SearchClient } from '@market-data-docs/search';
import { type ComponentType, createContext, useContext } from 'react';
import type { ThemeConfig } from '../config.js';
import type { ThemeComponents } from './components.js';

export const ThemeConfigContext = createContext<ThemeConfig | null>(null);
export const ThemeComponentsContext = createContext<Partial<ThemeComponents>>({});
export const SearchClientContext = createContext<SearchClient | undefined>(undefined);
// biome-ignore lint/suspicious/noExplicitAny: components take the element's properties as props
export const SiteMdxComponentsContext = createContext<Record<string, ComponentType<any>>>({});

/** The site's theme configuration; throws outside a `ThemeProvider`. */
export function useThemeConfig(): ThemeConfig {
  const config = useContext(ThemeConfigContext);
  if (!config) throw new Error('useThemeConfig() needs a <ThemeProvider> above it');
  return config;
}

/** The components the site replaced (see `ThemeComponents`); missing keys use the theme's own. */
export function useThemeComponents(): Partial<ThemeComponents> {
  return useContext(ThemeComponentsContext);
}

/** The search client given to `ThemeProvider`, if any. */
export function useSearchClient(): SearchClient | undefined {
  return useContext(SearchClientContext);
}
