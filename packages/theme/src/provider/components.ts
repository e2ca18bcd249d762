import type { ComponentType } from 'react';
import type { CategoryIndexPageProps } from '../doc/CategoryIndexPage.js';
import type { DocBreadcrumbsProps } from '../doc/DocBreadcrumbs.js';
import type { DocFooterProps } from '../doc/DocFooter.js';
import type { DocLayoutProps } from '../doc/DocPage.js';
import type { DocPaginatorProps } from '../doc/DocPaginator.js';
import type { DocSidebarProps } from '../doc/DocSidebar.js';
import type { DocTocProps } from '../doc/DocToc.js';
import type { NavbarProps } from '../layout/Navbar.js';
import type { AdmonitionProps } from '../mdx/Admonition.js';
import type { CodeBlockProps } from '../mdx/CodeBlock.js';
import type { DetailsProps } from '../mdx/Details.js';
import type { DocCardProps } from '../mdx/DocCard.js';
import type { TabItemProps, TabsProps } from '../mdx/Tabs.js';

/**
 * The components a site may replace through `ThemeProvider`'s `components`. The theme renders each
 * of these through this map, so a replacement shows everywhere; import the original from the
 * theme to wrap it.
 */
export interface ThemeComponents {
  /** Above the navbar: `config.announcementBar`. */
  AnnouncementBar: ComponentType;
  /** The top bar, including the mobile menu. */
  Navbar: ComponentType<NavbarProps>;
  /** The navbar's search button when `Layout`/`Navbar` get no `search`; nothing by default. */
  SearchButton: ComponentType;
  /** The light/dark switch in the navbar and the mobile menu. */
  ColorModeToggle: ComponentType;
  /** The bottom bar: copyright and links. */
  Footer: ComponentType;
  /** A doc page around its content (`children`): notices, breadcrumbs, title, footer, paginator, table of contents. */
  DocLayout: ComponentType<DocLayoutProps>;
  /** A category's generated index page. */
  CategoryIndexPage: ComponentType<CategoryIndexPageProps>;
  /** The section's navigation, beside the content and in the mobile menu. */
  DocSidebar: ComponentType<DocSidebarProps>;
  /** The table of contents beside a doc (997 px and wider). */
  DocToc: ComponentType<DocTocProps>;
  /** The table of contents disclosure above a doc (below 997 px). */
  DocTocMobile: ComponentType<DocTocProps>;
  DocBreadcrumbs: ComponentType<DocBreadcrumbsProps>;
  /** Previous / next links. */
  DocPaginator: ComponentType<DocPaginatorProps>;
  /** Tags, edit link and last update of a doc. */
  DocFooter: ComponentType<DocFooterProps>;
  /** One card of `DocCardList` and of category pages. */
  DocCard: ComponentType<DocCardProps>;
  /** `:::note` ... `:::danger` in content. */
  Admonition: ComponentType<AdmonitionProps>;
  /** Fenced code in content. */
  CodeBlock: ComponentType<CodeBlockProps>;
  Tabs: ComponentType<TabsProps>;
  TabItem: ComponentType<TabItemProps>;
  /** `<details>` in content. */
  Details: ComponentType<DetailsProps>;
  /** The page for unknown paths (`Page` without data). */
  NotFound: ComponentType;
}

/** The names of {@link ThemeComponents}: what a site's `components` module may export. */
export const themeComponentNames = [
  'AnnouncementBar',
  'Navbar',
  'SearchButton',
  'ColorModeToggle',
  'Footer',
  'DocLayout',
  'CategoryIndexPage',
  'DocSidebar',
  'DocToc',
  'DocTocMobile',
  'DocBreadcrumbs',
  'DocPaginator',
  'DocFooter',
  'DocCard',
  'Admonition',
  'CodeBlock',
  'Tabs',
  'TabItem',
  'Details',
  'NotFound',
] as const satisfies ReadonlyArray<keyof ThemeComponents>;
