import type { ThemeComponents } from '@market-data-docs/theme';
import type { ComponentType, ReactNode } from 'react';

/** What `virtual:mdd/components` holds: the site's `components` and `mdxComponents` modules' exports. */
export interface SiteComponents {
  overrides: Partial<ThemeComponents>;
  // biome-ignore lint/suspicious/noExplicitAny: components take the element's properties as props
  mdx: Record<string, ComponentType<any>>;
  /** Components wrapping every page, outermost first (a Docusaurus site's `Root`, `Layout/Provider`). */
  wrappers?: Array<ComponentType<{ children?: ReactNode }>>;
}
