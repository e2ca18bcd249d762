import type { ThemeConfig } from '../config.js';

/** A choice of the search page's section filter: hits whose `section` is `id`. */
export interface SearchSection {
  id: string;
  label: string;
}

/**
 * The navbar's top-level routes as sections: `{ label: 'API', to: '/api' }` -> `{ id: 'api', label: 'API' }`
 * (the route a link is current inside, when it leads to a section's first page).
 */
export function sectionsFromNavbar(config: ThemeConfig): SearchSection[] {
  return config.navbar.items.flatMap((item) => {
    if (!('to' in item)) return [];
    const route = item.currentInside ?? item.to;
    return /^\/[^/]+$/.test(route) ? [{ id: route.slice(1), label: item.label }] : [];
  });
}
