import type { DocCard as DocCardData, SidebarItem } from '@market-data-docs/mdx-pipeline/types';
import { DocCard as ThemeDocCard } from '@market-data-docs/theme';
import type { ComponentType } from 'react';
import { useCurrentPage } from '../app/current-page.js';
import { useLocation } from './router.js';
import { withBaseUrl } from './site.js';

/** A sidebar item as Docusaurus's docs plugin gives it to components (`PropSidebarItem`): URLs with the base URL. */
export type PropSidebarItem =
  | {
      type: 'link';
      href: string;
      label: string;
      docId?: string;
      unlisted?: boolean;
      className?: string;
      customProps?: Record<string, unknown>;
      description?: string;
    }
  | {
      type: 'category';
      label: string;
      href?: string;
      items: PropSidebarItem[];
      collapsed: boolean;
      collapsible: boolean;
      className?: string;
      customProps?: Record<string, unknown>;
      description?: string;
    }
  | { type: 'html'; value: string; defaultStyle?: boolean; className?: string };

type PropCategory = Extract<PropSidebarItem, { type: 'category' }>;

const external = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const href = (route: string) => (external.test(route) ? route : withBaseUrl(route));

/** One of this engine's sidebar items as Docusaurus's, a doc's link with its id (`docIdOf` its route). */
export function toPropSidebarItem(
  item: SidebarItem,
  docIdOf: (route: string) => string | undefined,
): PropSidebarItem {
  const extra = {
    ...(item.className ? { className: item.className } : {}),
    ...('customProps' in item && item.customProps ? { customProps: item.customProps } : {}),
    ...('description' in item && item.description ? { description: item.description } : {}),
  };
  if (item.type === 'html')
    return { type: 'html', value: item.value, defaultStyle: item.defaultStyle, ...extra };
  if (item.type === 'link') {
    const docId = item.kind === 'link' ? undefined : docIdOf(item.route);
    return {
      type: 'link',
      href: href(item.route),
      label: item.label,
      ...(docId ? { docId } : {}),
      ...(item.unlisted ? { unlisted: true } : {}),
      ...extra,
    };
  }
  return {
    type: 'category',
    label: item.label,
    ...(item.route ? { href: href(item.route) } : {}),
    items: item.items.map((child) => toPropSidebarItem(child, docIdOf)),
    collapsed: item.collapsed,
    collapsible: item.collapsible,
    ...extra,
  };
}

/** Each page's sidebar converted once (a category page's cards each read it). */
const converted = new WeakMap<SidebarItem[], PropSidebarItem[]>();

/**
 * `useDocsSidebar()`: the sidebar of the page shown, `{name, items}`, or null for a page without
 * one. `name` is the sidebar's id when the page data tells it, else empty.
 */
export function useDocsSidebarOf(docIdOf: (route: string) => string | undefined) {
  const page = useCurrentPage();
  if (!page?.sidebar?.length) return null;
  const name = /_sidebars\/(.+)\.json$/.exec(page.sidebarFile ?? '')?.[1] ?? '';
  let items = converted.get(page.sidebar);
  if (!items) {
    items = page.sidebar.map((item) => toPropSidebarItem(item, docIdOf));
    converted.set(page.sidebar, items);
  }
  return { name, items };
}

const samePath = (a: string | undefined, b: string) => {
  const normal = (p: string) => (p.endsWith('/') ? p : `${p}/`).toLowerCase();
  return a !== undefined && normal(a) === normal(b);
};

/** Docusaurus's `isActiveSidebarItem`: a link to `activePath`, or a category with its page or an item at it. */
export function isActiveSidebarItem(item: PropSidebarItem, activePath: string): boolean {
  if (item.type === 'link') return samePath(item.href, activePath);
  if (item.type === 'category')
    return (
      samePath(item.href, activePath) || item.items.some((child) => isActiveSidebarItem(child, activePath))
    );
  return false;
}

/** Docusaurus's `findSidebarCategory`: the first category in the tree (depth first) `predicate` accepts. */
export function findSidebarCategory(
  sidebar: readonly PropSidebarItem[],
  predicate: (category: PropCategory) => boolean,
): PropCategory | undefined {
  for (const item of sidebar) {
    if (item.type !== 'category') continue;
    if (predicate(item)) return item;
    const inner = findSidebarCategory(item.items, predicate);
    if (inner) return inner;
  }
  return undefined;
}

/** Docusaurus's `findFirstSidebarItemCategoryLink`: the category's own page, else its first listed link. */
export function findFirstSidebarItemCategoryLink(
  item: PropCategory & { linkUnlisted?: boolean },
): string | undefined {
  if (item.href && !item.linkUnlisted) return item.href;
  for (const child of item.items) {
    const link = findFirstSidebarItemLink(child);
    if (link) return link;
  }
  return undefined;
}

/** Docusaurus's `findFirstSidebarItemLink`: a listed link's URL, a category's first link; undefined for HTML. */
export function findFirstSidebarItemLink(item: PropSidebarItem): string | undefined {
  if (item.type === 'link' && !item.unlisted) return item.href;
  if (item.type === 'category') return findFirstSidebarItemCategoryLink(item);
  return undefined;
}

/** The categories the current path is in, outermost first. */
function activeCategories(items: readonly PropSidebarItem[], pathname: string): PropCategory[] {
  for (const item of items) {
    if (item.type !== 'category' || !isActiveSidebarItem(item, pathname)) continue;
    return [item, ...activeCategories(item.items, pathname)];
  }
  return [];
}

/**
 * `useCurrentSidebarCategory()`: the innermost category of the page shown (on a category's page,
 * that category); throws, as Docusaurus does, without a sidebar or outside every category.
 */
export function useCurrentSidebarCategoryOf(docIdOf: (route: string) => string | undefined): PropCategory {
  const { pathname } = useLocation();
  const sidebar = useDocsSidebarOf(docIdOf);
  if (!sidebar) throw new Error(`useCurrentSidebarCategory(): ${pathname} shows no docs sidebar`);
  const category = activeCategories(sidebar.items, pathname).at(-1);
  if (!category)
    throw new Error(
      `useCurrentSidebarCategory(): ${pathname} is in no sidebar category (the hook is for category pages)`,
    );
  return category;
}

/**
 * `useSidebarBreadcrumbs()`: the sidebar's categories the page shown is in, outermost first, then
 * its own link when the sidebar has one; null on a page without a sidebar, as Docusaurus.
 */
export function useSidebarBreadcrumbsOf(
  docIdOf: (route: string) => string | undefined,
): PropSidebarItem[] | null {
  const { pathname } = useLocation();
  const sidebar = useDocsSidebarOf(docIdOf);
  if (!sidebar) return null;
  const categories = activeCategories(sidebar.items, pathname);
  const link = (categories.at(-1)?.items ?? sidebar.items).find(
    (item) => item.type === 'link' && isActiveSidebarItem(item, pathname),
  );
  return link ? [...categories, link] : categories;
}

/** `useDocsPreferredVersion()`: no version is remembered here (the version menu links each version's page). */
export function useDocsPreferredVersion() {
  return { preferredVersion: null, savePreferredVersionName: (_name: string) => {} };
}

/**
 * A site's swizzled `DocCard` (which takes Docusaurus's `item`) as this theme's card slot (which
 * gives `card`) on the pages of docs sections (`docsSections`; blog lists keep the theme's cards,
 * as Docusaurus's blog has no `DocCard`): the item is the sidebar's entry at the card's link (with
 * its `customProps`), or one made from the card.
 */
export function docCardFromItem(
  SiteDocCard: ComponentType<{ item: PropSidebarItem }>,
  docIdOf: (route: string) => string | undefined,
  docsSections: readonly string[],
) {
  return function DocCard({ card }: { card: DocCardData }) {
    const page = useCurrentPage();
    if (!page || !docsSections.includes(page.section)) return <ThemeDocCard card={card} />;
    return <SiteCard SiteDocCard={SiteDocCard} docIdOf={docIdOf} card={card} />;
  };
}

function SiteCard({
  SiteDocCard,
  docIdOf,
  card,
}: {
  SiteDocCard: ComponentType<{ item: PropSidebarItem }>;
  docIdOf: (route: string) => string | undefined;
  card: DocCardData;
}) {
  const sidebar = useDocsSidebarOf(docIdOf);
  const target = href(card.route);
  const item =
    (sidebar && findItem(sidebar.items, target, card.kind === 'category')) ??
    (card.kind === 'category'
      ? ({
          type: 'category',
          label: card.title,
          href: target,
          items: [],
          collapsed: true,
          collapsible: true,
          ...(card.description ? { description: card.description } : {}),
        } as const)
      : ({
          type: 'link',
          label: card.title,
          href: target,
          ...(docIdOf(card.route) ? { docId: docIdOf(card.route) } : {}),
        } as const));
  return <SiteDocCard item={item} />;
}

function findItem(
  items: readonly PropSidebarItem[],
  target: string,
  category: boolean,
): PropSidebarItem | undefined {
  for (const item of items) {
    if (item.type === 'html') continue;
    const link = item.type === 'category' ? findFirstSidebarItemLink(item) : item.href;
    if ((item.type === 'category') === category && samePath(link, target)) return item;
    if (item.type === 'category') {
      const inner = findItem(item.items, target, category);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Docusaurus's `filterDocCardListItems`: leaves out the links and categories that lead nowhere (HTML items stay). */
export function filterDocCardListItems(items: readonly PropSidebarItem[]): PropSidebarItem[] {
  return items.filter((item) => item.type === 'html' || findFirstSidebarItemLink(item) !== undefined);
}
