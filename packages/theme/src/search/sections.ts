import type { ThemeConfig } from '../config.js';

/** A choice of the search page's section filter: hits whose `section` is `id`. */
export interface SearchSection {
  id: string;
  label: string;
}

/** The navbar's top-level routes as sections: `{ label: 'API', to: '/api' }` -> `{ id: 'api', label: 'API' }`. */
export function sectionsFromNavbar(config: ThemeConfig): SearchSection[] {
  return config.navbar.items.flatMap((item) =>
    'to' in item && /^\/[^/]+$/.test(item.to) ? [{ id: item.to.slice(1), label: item.label }] : [],
  );
}
