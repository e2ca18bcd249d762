import { useContext, useMemo } from 'react';
import { ThemeConfigContext } from './provider/contexts.js';

/**
 * The theme's own words, which a site may give in its language (`ThemeConfig.labels`, a Docusaurus
 * site's `code.json` `theme.*` messages). `{name}` in a label is replaced by what it names.
 */
export interface ThemeLabels {
  /** Title of the table of contents, beside the content and above it on narrow screens. Default `On this page`. */
  onThisPage: string;
  /** Accessible name of the previous/next links at the end of a page. Default `Docs pages`. */
  paginator: string;
  /** Above the link to the page before. Default `Previous`. */
  previous: string;
  /** Above the link to the page after. Default `Next`. */
  next: string;
  /** The link to the page's source. Default `Edit this page`. */
  editThisPage: string;
  /** The last update, `{atDate}` and `{byUser}` being `lastUpdatedAtDate` and `lastUpdatedByUser` when known. Default `Last updated{atDate}{byUser}`. */
  lastUpdated: string;
  /** The date of the last update, `{date}` in the site's locale. Default ` on {date}`. */
  lastUpdatedAtDate: string;
  /** The author of the last update, `{user}`. Default ` by {user}`. */
  lastUpdatedByUser: string;
  /** Before a page's tags. Default `Tags:`. */
  tags: string;
  /** Heading of the page shown for an unknown path. Default `Page Not Found`. */
  notFoundTitle: string;
  /** The sentence under it. Default `We could not find what you were looking for.` */
  notFoundText: string;
  /** Accessible name of the navbar's search button. Default `Search`. */
  search: string;
  /** Accessible name of the docs sidebar. Default `Docs sidebar`. */
  sidebar: string;
  /** Accessible name of a sidebar category's expand button, `{label}` the category. Default `Toggle category {label}`. */
  toggleCategory: string;
  /** Accessible name of the breadcrumbs. Default `Breadcrumbs`. */
  breadcrumbs: string;
  /** Accessible name of the breadcrumbs' home link. Default `Home page`. */
  breadcrumbsHome: string;
  /** The first link of every page, to its content. Default `Skip to main content`. */
  skipToContent: string;
  /** Accessible name of the announcement bar's close button. Default `Close announcement`. */
  closeAnnouncement: string;
  /** Accessible name of a heading's `#` link, `{heading}` its text. Default `Direct link to {heading}`. */
  headingLink: string;
  /** A code block's copy button. Default `Copy code to clipboard`. */
  copyCode: string;
  /** Shown once code is copied. Default `Copied`. */
  copied: string;
  /** A code block's soft-wrap button. Default `Toggle word wrap`. */
  wordWrap: string;
}

/** The theme's words in English. */
export const defaultLabels: ThemeLabels = {
  onThisPage: 'On this page',
  paginator: 'Docs pages',
  previous: 'Previous',
  next: 'Next',
  editThisPage: 'Edit this page',
  lastUpdated: 'Last updated{atDate}{byUser}',
  lastUpdatedAtDate: ' on {date}',
  lastUpdatedByUser: ' by {user}',
  tags: 'Tags:',
  notFoundTitle: 'Page Not Found',
  notFoundText: 'We could not find what you were looking for.',
  search: 'Search',
  sidebar: 'Docs sidebar',
  toggleCategory: 'Toggle category {label}',
  breadcrumbs: 'Breadcrumbs',
  breadcrumbsHome: 'Home page',
  skipToContent: 'Skip to main content',
  closeAnnouncement: 'Close announcement',
  headingLink: 'Direct link to {heading}',
  copyCode: 'Copy code to clipboard',
  copied: 'Copied',
  wordWrap: 'Toggle word wrap',
};

/** The site's labels over the English ones (English outside a `ThemeProvider`, as in a lone story). */
export function useLabels(): ThemeLabels {
  const labels = useContext(ThemeConfigContext)?.labels;
  return useMemo(() => (labels ? { ...defaultLabels, ...labels } : defaultLabels), [labels]);
}

/** `template` with each `{name}` replaced by `values[name]` (left as written when there is none). */
export function formatLabel(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
