import type { Navigation } from '../src/navigation.js';

/** A router stand-in: links of the site are "page links" whose clicks go nowhere but the log. */
export function storyNavigation(route: string): Navigation {
  return {
    route,
    navigate(href) {
      console.info(`navigate ${href}`);
    },
    prefetch() {},
    isPageLink: (href) => href.startsWith('/docs-staging/'),
  };
}
