import type { SidebarItem } from '@market-data-docs/mdx-pipeline/types';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { ColorModeToggle } from '../color-mode/ColorModeToggle.js';
import { DocSidebar } from '../doc/DocSidebar.js';
import { showCurrentEntry } from '../hooks/show-current-entry.js';
import { useFocusTrap } from '../hooks/use-focus-trap.js';
import { onMediaChange } from '../hooks/use-media-query.js';
import { useOutsideInteraction } from '../hooks/use-outside-interaction.js';
import { useScrollLock } from '../hooks/use-scroll-lock.js';
import { CloseIcon } from '../icons/index.js';
import { useThemeComponents, useThemeConfig } from '../provider/contexts.js';
import { itemKey } from './item-key.js';
import { NavbarBrand } from './NavbarBrand.js';
import { NavbarItem } from './NavbarItem.js';

export interface MobileMenuProps {
  /** Id of the menu, named by the menu button's `aria-controls`. */
  id: string;
  /**
   * Closes the menu (Esc, a click or focus outside it, close button, widening past the breakpoint, a
   * link in it followed in the app, back or forward).
   */
  onClose(): void;
  /** The menu button, so pressing it does not count as an outside click. */
  toggle: RefObject<HTMLElement | null>;
  /** The current section's sidebar, listed under the section links. */
  sidebar?: SidebarItem[];
  /** See `DocSidebarProps.sidebarFile`. */
  sidebarFile?: string;
  /** See `DocSidebarProps.omitted`. */
  sidebarOmitted?: { before: number; after: number };
}

/**
 * The narrow-screen menu: section links and the current section's sidebar (scrolled to the current
 * page's entry), as a modal panel under a header that stays in view.
 */
export function MobileMenu({ id, onClose, toggle, sidebar, sidebarFile, sidebarOmitted }: MobileMenuProps) {
  const { navbar } = useThemeConfig();
  const { DocSidebar: Sidebar = DocSidebar, ColorModeToggle: Toggle = ColorModeToggle } =
    useThemeComponents();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true, onClose);
  useScrollLock(true);
  useOutsideInteraction([panel, toggle], true, onClose);
  useEffect(() => onMediaChange('(min-width: 62.3125em)', (wide) => wide && onClose()), [onClose]);
  // Back or forward leaves the menu. A page that loads while it is open (a link followed a moment
  // before it was opened) leaves it open: it closes for a link followed from it, below.
  useEffect(() => {
    window.addEventListener('popstate', onClose);
    return () => window.removeEventListener('popstate', onClose);
  }, [onClose]);
  useLayoutEffect(() => {
    const container = panel.current;
    if (container) showCurrentEntry(container, container.querySelector('.mdd-sidebar [aria-current="page"]'));
  }, []);
  return (
    <div className="mdd-mobile-menu">
      <div className="mdd-mobile-menu__backdrop" />
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: not a control; it sees the clicks of the links inside, Enter included */}
      <div
        ref={panel}
        id={id}
        onClick={(event) => {
          // A link followed in the app (its click handled: a new tab or another site is not) closes
          // the menu at once, whenever its page arrives.
          if (event.defaultPrevented && (event.target as Element).closest?.('a[href]')) onClose();
        }}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="mdd-mobile-menu__panel"
      >
        <div className="mdd-mobile-menu__header">
          <NavbarBrand />
          <Toggle />
          <button type="button" className="mdd-icon-button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Sections" className="mdd-mobile-menu__sections">
          <ul className="mdd-mobile-menu__list">
            {navbar.items.map((item, i) => (
              <li key={itemKey(item, i)}>
                <NavbarItem item={item} inline />
              </li>
            ))}
          </ul>
        </nav>
        {sidebar && sidebar.length > 0 ? (
          <Sidebar items={sidebar} sidebarFile={sidebarFile} omitted={sidebarOmitted} />
        ) : null}
      </div>
    </div>
  );
}
