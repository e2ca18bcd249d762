import type { SidebarItem } from '@market-data-docs/mdx-pipeline/types';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { ColorModeToggle } from '../color-mode/ColorModeToggle.js';
import { MenuIcon } from '../icons/index.js';
import { useThemeComponents, useThemeConfig } from '../provider/contexts.js';
import { itemKey } from './item-key.js';
import { MobileMenu } from './MobileMenu.js';
import { NavbarBrand } from './NavbarBrand.js';
import { NavbarItem } from './NavbarItem.js';

export interface NavbarProps {
  /** The search button; defaults to the `SearchButton` component override, else nothing. */
  search?: ReactNode;
  /** The current section's sidebar, listed in the mobile menu. */
  sidebar?: SidebarItem[];
  /** See `DocSidebarProps.sidebarFile`. */
  sidebarFile?: string;
  /** See `DocSidebarProps.omitted`. */
  sidebarOmitted?: { before: number; after: number };
}

/**
 * Brand, section links (current one marked), search, colour mode toggle and external links; below
 * 997 px a menu button opens the mobile menu instead of the section links.
 */
export function Navbar({ search, sidebar, sidebarFile, sidebarOmitted }: NavbarProps) {
  const { navbar } = useThemeConfig();
  const { SearchButton, ColorModeToggle: Toggle = ColorModeToggle } = useThemeComponents();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const left = navbar.items.filter((item) => item.position !== 'right');
  const right = navbar.items.filter((item) => item.position === 'right');

  // Focus goes back to the menu button, unless it has already moved on (to the search, say).
  const close = useCallback(() => {
    setOpen(false);
    const focused = document.activeElement;
    if (!focused || focused === document.body || document.getElementById(menuId)?.contains(focused)) {
      menuButton.current?.focus();
    }
  }, [menuId]);

  return (
    <header className="mdd-navbar">
      <nav aria-label="Main" className="mdd-navbar__inner">
        <button
          ref={menuButton}
          type="button"
          className="mdd-icon-button mdd-navbar__menu-button"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          <MenuIcon />
        </button>
        <NavbarBrand />
        <ul className="mdd-navbar__items">
          {left.map((item, i) => (
            <li key={itemKey(item, i)}>
              <NavbarItem item={item} />
            </li>
          ))}
        </ul>
        <div className="mdd-navbar__end">
          <ul className="mdd-navbar__items mdd-navbar__items--end">
            {right.map((item, i) => (
              <li key={itemKey(item, i)}>
                <NavbarItem item={item} />
              </li>
            ))}
          </ul>
          {search ?? (SearchButton ? <SearchButton /> : null)}
          <Toggle />
        </div>
      </nav>
      {open ? (
        <MobileMenu
          id={menuId}
          onClose={close}
          toggle={menuButton}
          sidebar={sidebar}
          sidebarFile={sidebarFile}
          sidebarOmitted={sidebarOmitted}
        />
      ) : null}
    </header>
  );
}
