import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigation } from '../navigation.js';
import type { SearchDialogProps } from './SearchDialog.js';
import { SearchIcon } from './search-icon.js';
import { useApplePlatform } from './use-apple-platform.js';
import { useSearchShortcuts } from './use-search-shortcuts.js';

let modalModule: Promise<ComponentType<SearchDialogProps>> | undefined;

/** Loads the modal's code (once; a failed load is tried again next time). */
export function loadSearchModal(): Promise<ComponentType<SearchDialogProps>> {
  modalModule ??= import('./SearchDialog.js').then(
    (module) => module.SearchDialog,
    (error: unknown) => {
      modalModule = undefined;
      throw error;
    },
  );
  return modalModule;
}

const warm = () => void loadSearchModal().catch(() => {});

/**
 * The navbar's search button and the global shortcuts: Ctrl+K / ⌘K toggles the search modal, `/`
 * opens it unless the reader is typing in a field. The modal's code loads on first use (or when the
 * button is hovered or focused); a route change closes it. Render one per page.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ComponentType<SearchDialogProps>>();
  const button = useRef<HTMLButtonElement>(null);
  const apple = useApplePlatform();

  const show = useCallback(() => {
    setOpen(true);
    loadSearchModal().then(
      (component) => setModal(() => component),
      () => setOpen(false),
    );
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useSearchShortcuts({ open, onOpen: show, onToggle: () => (open ? close() : show()) });

  // Back and forward while the modal is open: the new page takes focus, the modal goes.
  const { route } = useNavigation();
  const lastRoute = useRef(route);
  useEffect(() => {
    if (lastRoute.current !== route) setOpen(false);
    lastRoute.current = route;
  }, [route]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="mdd-search-button"
        aria-label="Search"
        aria-keyshortcuts={apple ? 'Meta+K /' : 'Control+K /'}
        aria-haspopup="dialog"
        aria-expanded={open && Modal !== undefined}
        onClick={show}
        onPointerEnter={warm}
        onFocus={warm}
      >
        <SearchIcon className="mdd-search-button__icon" />
        <span className="mdd-search-button__placeholder" aria-hidden="true">
          Search docs
        </span>
        <span className="mdd-search-button__keys" aria-hidden="true">
          <kbd>{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && Modal ? createPortal(<Modal onClose={close} />, document.body) : null}
    </>
  );
}
