import { useEffect, useId, useRef, useState } from 'react';
import type { HtmlItem, NavbarItem as NavbarItemConfig } from '../config.js';
import { useOutsideInteraction } from '../hooks/use-outside-interaction.js';
import { ChevronIcon } from '../icons/index.js';
import { useNavigation } from '../navigation.js';
import { isRouteInside } from '../paths.js';
import { itemKey } from './item-key.js';
import { NavbarLink } from './NavbarLink.js';

/**
 * One navbar entry: a link, HTML of the site's config, or a dropdown whose button opens its list of
 * links and HTML (closed again by Escape, which returns focus to the button, by a click outside or by
 * following a link). In the mobile menu (`inline`) a dropdown is its label over its links.
 */
export function NavbarItem({ item, inline = false }: { item: NavbarItemConfig; inline?: boolean }) {
  if ('html' in item) return <Html item={item} as="div" />;
  if (!('items' in item)) return <NavbarLink item={item} />;
  if (inline)
    return (
      <>
        <span className="mdd-navbar__group">{item.label}</span>
        <ul className="mdd-navbar__group-items">{dropdownEntries(item.items)}</ul>
      </>
    );
  return <NavbarDropdown label={item.label} items={item.items} />;
}

/** HTML of the site's config, as it is: a navbar entry (`div`) or an entry of a dropdown's list (`li`). */
function Html({ item, as: Element }: { item: HtmlItem; as: 'div' | 'li' }) {
  return (
    <Element
      className={['mdd-navbar__html', item.className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own config, as Docusaurus shows it
      dangerouslySetInnerHTML={{ __html: item.html }}
    />
  );
}

type DropdownItems = Extract<NavbarItemConfig, { items: unknown }>['items'];

/** A dropdown's entries as list items: its links (with `linkClassName`), and HTML as it is. */
function dropdownEntries(items: DropdownItems, linkClassName?: string) {
  return items.map((entry, index) =>
    'html' in entry ? (
      <Html key={itemKey(entry, index)} item={entry} as="li" />
    ) : (
      <li key={itemKey(entry, index)}>
        <NavbarLink item={entry} className={linkClassName} />
      </li>
    ),
  );
}

function NavbarDropdown({ label, items }: { label: string; items: DropdownItems }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { route } = useNavigation();
  useOutsideInteraction([root], open, () => setOpen(false));
  const lastRoute = useRef(route);
  useEffect(() => {
    if (lastRoute.current !== route) setOpen(false);
    lastRoute.current = route;
  }, [route]);
  const current = items.some((item) => 'to' in item && isRouteInside(route, item.currentInside ?? item.to));
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !root.current?.contains(document.activeElement)) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <div ref={root} className="mdd-navbar__dropdown">
      <button
        ref={button}
        type="button"
        className="mdd-navbar__link mdd-navbar__dropdown-button"
        aria-expanded={open}
        aria-controls={listId}
        data-current={current ? '' : undefined}
        onClick={() => setOpen(!open)}
      >
        {label}
        <ChevronIcon className="mdd-navbar__chevron" />
      </button>
      <ul id={listId} className="mdd-navbar__dropdown-list" hidden={!open}>
        {dropdownEntries(items, 'mdd-navbar__dropdown-link')}
      </ul>
    </div>
  );
}
