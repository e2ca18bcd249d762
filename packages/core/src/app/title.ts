import type { View } from '../router/views.js';

/**
 * The browser title of a view: `Page | Site title` (joined by `delimiter`, a Docusaurus site's
 * `titleDelimiter`), or the site title alone on the home page; the 404 page's is `notFound` (the
 * theme's `notFoundTitle` label, a Docusaurus locale's `theme.NotFound.title`).
 */
export function titleOf(view: View, siteTitle: string, delimiter = '|', notFound = 'Page Not Found'): string {
  const join = (title: string) => `${title} ${delimiter} ${siteTitle}`;
  switch (view.kind) {
    case 'home':
      return siteTitle;
    case 'custom':
      return view.module.title ? join(view.module.title) : siteTitle;
    case 'search':
      return join('Search');
    case 'not-found':
      return join(notFound);
    case 'page':
      return join(view.page.title);
  }
}
