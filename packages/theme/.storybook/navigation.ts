import { action } from 'storybook/actions';
import type { Navigation } from '../src/navigation.js';

/** A router stand-in: links of the site are "page links" whose clicks go nowhere but the Actions panel. */
export function storyNavigation(route: string): Navigation {
  return {
    route,
    navigate: action('navigate'),
    prefetch() {},
    isPageLink: (href) => href.startsWith('/docs-staging/'),
  };
}
