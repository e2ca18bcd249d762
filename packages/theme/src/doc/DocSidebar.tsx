import type { SidebarCategory, SidebarItem } from '@market-data-docs/mdx-pipeline/types';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { LoadingError } from '../errors/LoadingError.js';
import { showCurrentEntry } from '../hooks/show-current-entry.js';
import { useFullSidebar } from '../hooks/use-full-sidebar.js';
import { formatLabel, useLabels } from '../labels.js';
import { Link, useNavigation } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';
import { DocBadge } from './DocBadge.js';

export interface DocSidebarProps {
  /** The section's sidebar as the page carries it (possibly trimmed to the open path). */
  items: SidebarItem[];
  /** Path (relative to the base path) of the section's full sidebar JSON, for `partial` categories. */
  sidebarFile?: string;
  /**
   * Top-level entries left out of `items` before and after them (`page.sidebarOmitted`): shown as
   * "Show N more" buttons that load the full sidebar.
   */
  omitted?: { before: number; after: number };
}

function containsRoute(category: SidebarCategory, route: string): boolean {
  return (
    category.route === route ||
    category.items.some((item) =>
      item.type === 'category' ? containsRoute(item, route) : item.route === route,
    )
  );
}

/**
 * The entries a reader sees: unlisted pages are left out unless they are the page shown, and so is
 * a category whose own page is unlisted when nothing in it is left. Unchanged lists keep their identity.
 */
export function visibleItems(items: SidebarItem[], route: string): SidebarItem[] {
  let changed = false;
  const kept = items.flatMap((item): SidebarItem[] => {
    if (item.type === 'html') return [item];
    if (item.type === 'link') {
      const hide = item.unlisted === true && item.route !== route;
      changed ||= hide;
      return hide ? [] : [item];
    }
    const children = visibleItems(item.items, route);
    if (item.unlisted && item.route !== route && children.length === 0) {
      changed = true;
      return [];
    }
    if (children === item.items) return [item];
    changed = true;
    return [{ ...item, items: children }];
  });
  return changed ? kept : items;
}

const isExternal = (href: string) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href);

function categoryKeys(
  items: SidebarItem[],
  parent: string,
  keep: (c: SidebarCategory) => boolean,
  out: Set<string>,
) {
  for (const item of items) {
    if (item.type !== 'category') continue;
    const key = `${parent}/${item.label}`;
    if (keep(item)) out.add(key);
    categoryKeys(item.items, key, keep, out);
  }
  return out;
}

interface TreeState {
  route: string;
  isExpanded(category: SidebarCategory, key: string): boolean;
  toggle(category: SidebarCategory, key: string): void;
  full: ReturnType<typeof useFullSidebar>;
}

/**
 * The docs sidebar: always shown, categories open and close only when the reader says so (the
 * active page's categories start open), the active page is marked and scrolled into view. Trimmed
 * (`partial`) categories load the section's full sidebar the first time they are opened.
 */
export function DocSidebar({ items, sidebarFile, omitted }: DocSidebarProps) {
  const { basePath } = useThemeConfig();
  const { route } = useNavigation();
  const nav = useRef<HTMLElement>(null);
  const { sidebar: sidebarLabel } = useLabels();
  const full = useFullSidebar(sidebarFile === undefined ? undefined : withBase(basePath, `/${sidebarFile}`));
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const trimmed = useMemo(() => categoryKeys(items, '', (c) => c.partial === true, new Set()), [items]);
  const shownTopLevel = useMemo(() => new Set(items.map((item) => `/${item.label}`)), [items]);
  const shown = useMemo(() => visibleItems(full.items ?? items, route), [full.items, items, route]);
  const activeKeys = useMemo(
    () => categoryKeys(shown, '', (c) => containsRoute(c, route), new Set()),
    [shown, route],
  );

  useEffect(() => {
    setToggled((previous) => {
      const reopened = Object.entries(previous).filter(([key, open]) => !open && activeKeys.has(key));
      return reopened.length === 0
        ? previous
        : { ...previous, ...Object.fromEntries(reopened.map(([k]) => [k, true])) };
    });
  }, [activeKeys]);

  useEffect(() => {
    if (nav.current) showCurrentEntry(nav.current);
  }, []);

  const state: TreeState = {
    route,
    full,
    isExpanded: (category, key) =>
      !category.collapsible ||
      (toggled[key] ??
        (activeKeys.has(key) ||
          (!category.collapsed && !trimmed.has(key) && (omitted === undefined || shownTopLevel.has(key))))),
    toggle: (category, key) => {
      const open = !state.isExpanded(category, key);
      setToggled((previous) => ({ ...previous, [key]: open }));
      if (open && category.partial) full.load();
    },
  };

  return (
    <nav ref={nav} aria-label={sidebarLabel} className="mdd-sidebar">
      {omitted && !full.items ? <ShowMore count={omitted.before} state={state} /> : null}
      <SidebarList items={shown} parent="" state={state} />
      {omitted && !full.items ? <ShowMore count={omitted.after} state={state} /> : null}
    </nav>
  );
}

function itemClass(base: string, extra?: string): string {
  return extra ? `${base} ${extra}` : base;
}

function SidebarList({ items, parent, state }: { items: SidebarItem[]; parent: string; state: TreeState }) {
  return (
    <ul className="mdd-sidebar__list">
      {items.map((item, index) => {
        if (item.type === 'html')
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: HTML entries have nothing else to tell them apart
              key={`html:${index}`}
              className={itemClass(
                item.defaultStyle === false ? 'mdd-sidebar__item' : 'mdd-sidebar__item mdd-sidebar__html',
                item.className,
              )}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: a hand-written sidebar's own HTML, as Docusaurus renders it
              dangerouslySetInnerHTML={{ __html: item.value }}
            />
          );
        if (item.type === 'link')
          return (
            <li
              key={item.kind === 'link' ? `link:${index}:${item.route}` : item.route}
              className={itemClass('mdd-sidebar__item', item.className)}
            >
              <SidebarLink
                label={item.label}
                route={item.route}
                badge={item.badge}
                external={item.kind === 'link' && isExternal(item.route)}
                state={state}
              />
            </li>
          );
        return (
          <SidebarCategoryItem
            key={item.label}
            category={item}
            itemKey={`${parent}/${item.label}`}
            state={state}
          />
        );
      })}
    </ul>
  );
}

function SidebarLink({
  label,
  route,
  badge,
  external = false,
  state,
}: {
  label: string;
  route: string;
  badge?: SidebarItem['badge'];
  /** A `link` item leaving the site: its URL is used as it is. */
  external?: boolean;
  state: TreeState;
}) {
  const { basePath } = useThemeConfig();
  return (
    <Link
      href={external ? route : withBase(basePath, route)}
      className="mdd-sidebar__link"
      aria-current={!external && route === state.route ? 'page' : undefined}
    >
      <span className="mdd-sidebar__label">{label}</span>
      {badge ? <DocBadge badge={badge} /> : null}
    </Link>
  );
}

function SidebarCategoryItem({
  category,
  itemKey,
  state,
}: {
  category: SidebarCategory;
  itemKey: string;
  state: TreeState;
}) {
  const listId = useId();
  const { toggleCategory } = useLabels();
  const expanded = state.isExpanded(category, itemKey);
  const toggle = () => state.toggle(category, itemKey);
  const waiting = category.partial && category.items.length === 0;
  return (
    <li className={itemClass('mdd-sidebar__item mdd-sidebar__category', category.className)}>
      {category.route ? (
        <div className="mdd-sidebar__category-row">
          <SidebarLink label={category.label} route={category.route} badge={category.badge} state={state} />
          {category.collapsible ? (
            <button
              type="button"
              className="mdd-icon-button mdd-sidebar__toggle"
              aria-label={formatLabel(toggleCategory, { label: category.label })}
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={toggle}
            />
          ) : null}
        </div>
      ) : (
        <button
          type="button"
          className="mdd-sidebar__link mdd-sidebar__category-button"
          aria-expanded={category.collapsible ? expanded : undefined}
          aria-controls={category.collapsible ? listId : undefined}
          onClick={category.collapsible ? toggle : undefined}
        >
          <span className="mdd-sidebar__label">{category.label}</span>
          {category.badge ? <DocBadge badge={category.badge} /> : null}
        </button>
      )}
      {expanded ? (
        <div id={listId} className="mdd-sidebar__children">
          {waiting ? (
            <CategoryPlaceholder state={state} />
          ) : (
            <SidebarList items={category.items} parent={itemKey} state={state} />
          )}
        </div>
      ) : null}
    </li>
  );
}

/** Loads the whole sidebar in place of a large section's window of top-level entries. */
function ShowMore({ count, state }: { count: number; state: TreeState }) {
  if (count === 0) return null;
  if (state.full.status === 'error' && state.full.error) {
    return <LoadingError error={state.full.error} onRetry={state.full.load} />;
  }
  return (
    <button
      type="button"
      className="mdd-sidebar__link mdd-sidebar__more"
      onClick={state.full.load}
      disabled={state.full.status === 'loading'}
    >
      {state.full.status === 'loading' ? 'Loading…' : `Show ${count} more`}
    </button>
  );
}

function CategoryPlaceholder({ state }: { state: TreeState }) {
  if (state.full.status === 'error' && state.full.error) {
    return <LoadingError error={state.full.error} onRetry={state.full.load} />;
  }
  return (
    <p className="mdd-sidebar__loading" role="status">
      Loading…
    </p>
  );
}
