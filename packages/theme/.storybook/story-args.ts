import type { NavbarItem } from '../src/config.js';
import type { SidebarItem } from '../src/types.js';

/**
 * The labels of a comma-separated Controls text, e.g. `HTTP, cURL, PHP`. A comma inside
 * parentheses belongs to its label: `Date range (from, to), Format` is two labels.
 */
export const labelsFrom = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/,(?![^()]*\))/)
    .map((label) => label.trim())
    .filter(Boolean);

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Navbar items from the Controls: section links on the left, external links on the right. */
export function navbarItems(sections: string, external: string): NavbarItem[] {
  return [
    ...labelsFrom(sections).map((label): NavbarItem => ({ label, to: `/${slug(label)}` })),
    ...labelsFrom(external).map(
      (label): NavbarItem => ({ label, href: `https://example.com/${slug(label)}`, position: 'right' }),
    ),
  ];
}

/**
 * A sidebar `depth` levels deep with `breadth` entries per level: the first category of every
 * level is open and its last page is the current route (see `deepSidebarRoute`).
 */
export function deepSidebar(depth: number, breadth: number, path: string[] = []): SidebarItem[] {
  const level = path.length + 1;
  return Array.from({ length: Math.max(1, breadth) }, (_, index): SidebarItem => {
    const at = [...path, String(index + 1)];
    const route = `/guide/${at.join('/')}`;
    const label = `Level ${level} ${index === 0 && level < depth ? 'category' : 'page'} ${at.join('.')}`;
    if (index === 0 && level < depth) {
      return {
        type: 'category',
        label,
        route,
        collapsible: true,
        collapsed: false,
        items: deepSidebar(depth, breadth, at),
      };
    }
    return { type: 'link', label, route };
  });
}

/** The current route of `deepSidebar(depth, breadth)`: the last page of the deepest level. */
export const deepSidebarRoute = (depth: number, breadth: number) =>
  `/guide/${[...Array.from({ length: depth - 1 }, () => '1'), String(Math.max(1, breadth))].join('/')}`;
