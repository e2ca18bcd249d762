import type { View } from '../router/views.js';

/** The browser title of a view: `Page | Site title`, or the site title alone on the home page. */
export function titleOf(view: View, siteTitle: string): string {
  switch (view.kind) {
    case 'home':
      return siteTitle;
    case 'custom':
      return view.module.title ? `${view.module.title} | ${siteTitle}` : siteTitle;
    case 'search':
      return `Search | ${siteTitle}`;
    case 'not-found':
      return `Page Not Found | ${siteTitle}`;
    case 'page':
      return `${view.page.title} | ${siteTitle}`;
  }
}
