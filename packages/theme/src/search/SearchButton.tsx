import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLabels } from '../labels.js';
import { reloadOnce, useNavigation } from '../navigation.js';
import { useThemeConfig } from '../provider/contexts.js';
import { capQuery, searchPageHref } from './query.js';
import type { SearchDialogProps } from './SearchDialog.js';
import { SearchIcon } from './search-icon.js';
import { useApplePlatform } from './use-apple-platform.js';
import { addRecentSearch } from './use-recent-searches.js';
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

/** Dispatched on `document` to open the search with a query (the boot loader replays keys typed before hydration). */
export const openSearchEvent = 'mdd:search';

/**
 * A key that types a character: without a modifier, with AltGr (Ctrl+Alt on Windows: `@` on many
 * European layouts) or, on a Mac, with Option; not a shortcut.
 */
function typesCharacter(event: KeyboardEvent): boolean {
  if (event.key.length !== 1 || event.metaKey) return false;
  if (event.getModifierState('AltGraph')) return true;
  return !event.ctrlKey && (!event.altKey || /Mac|iP/.test(navigator.platform));
}

/**
 * Keeps the keys typed while the dialog's code loads: printable keys, Backspace and a paste
 * (Ctrl/⌘+V) edit `text` instead of reaching the page, Escape and Enter call their handlers (Enter
 * never reaches the focused search button, whose click would open the search again, empty); once
 * the dialog's input exists, the next key focuses it (the key lands there) and capturing stops.
 * Returns the function that stops it.
 */
function captureTyping(text: { current: string }, onEscape: () => void, onEnter: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    const input = document.querySelector<HTMLInputElement>('.mdd-search-modal__input');
    if (input) {
      if (document.activeElement !== input) input.focus();
      stop();
      return;
    }
    const typed = typesCharacter(event);
    if (!typed && (event.ctrlKey || event.metaKey || event.altKey)) return;
    if (event.key === 'Escape') onEscape();
    else if (event.key === 'Enter') onEnter();
    else if (event.key === 'Backspace') text.current = text.current.slice(0, -1);
    else if (typed) text.current += event.key;
    else return;
    event.preventDefault();
  };
  // Line breaks are dropped, as the search input drops them from a paste.
  const onPaste = (event: ClipboardEvent) => {
    if (event.defaultPrevented || document.querySelector('.mdd-search-modal__input')) return;
    text.current += (event.clipboardData?.getData('text/plain') ?? '').replace(/[\r\n]/g, '');
    event.preventDefault();
  };
  const stop = () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('paste', onPaste, true);
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('paste', onPaste, true);
  return stop;
}

/**
 * The navbar's search button and the global shortcuts: Ctrl+K / ⌘K toggles the search modal, `/`
 * opens it unless the reader is typing in a field. The modal's code loads on first use (or when the
 * button is hovered or focused); keys typed meanwhile land in its input, in order. An
 * `mdd:search` event on `document` (`detail.query`) opens it with a query. Back or forward closes
 * it; a page that loads while it is open (a link followed a moment before) leaves it open. If its
 * code cannot be loaded (gone after a deploy), the search page is loaded afresh with the keys typed,
 * once. Enter pressed before the dialog shows (`detail.enter` of the event: before hydration) opens
 * the search page for the text typed, as Enter in the dialog does with no result chosen. Render one per page.
 */
export function SearchButton() {
  const { basePath } = useThemeConfig();
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ComponentType<SearchDialogProps>>();
  const button = useRef<HTMLButtonElement>(null);
  const typed = useRef('');
  const stopTyping = useRef<() => void>(undefined);
  const apple = useApplePlatform();
  const labels = useLabels();

  const close = useCallback(() => {
    stopTyping.current?.();
    setOpen(false);
    button.current?.focus();
  }, []);
  // Enter before the dialog shows does what it does in the dialog with no result chosen: the search
  // page for the text typed (nothing when there is none).
  const submit = useCallback(() => {
    const query = capQuery(typed.current);
    if (!query.trim()) return;
    close();
    addRecentSearch(query);
    navigation.navigate(searchPageHref(basePath, query));
  }, [close, navigation, basePath]);
  const show = useCallback(
    (query = '', enter = false) => {
      typed.current = query;
      stopTyping.current?.();
      if (enter && query.trim()) return submit();
      stopTyping.current = captureTyping(typed, close, submit);
      setOpen(true);
      loadSearchModal().then(
        (component) => setModal(() => component),
        () => {
          stopTyping.current?.();
          setOpen(false);
          // The modal's code is gone (a new deploy): the search page, loaded afresh, takes the query.
          reloadOnce(new URL(searchPageHref(basePath, typed.current), window.location.href).href);
        },
      );
    },
    [close, submit, basePath],
  );
  useSearchShortcuts({ open, onOpen: show, onToggle: () => (open ? close() : show()) });

  useEffect(() => {
    const onOpenSearch = (event: Event) => {
      const detail = (event as CustomEvent<{ query?: string; enter?: boolean }>).detail;
      show(detail?.query ?? '', detail?.enter === true);
    };
    document.addEventListener(openSearchEvent, onOpenSearch);
    return () => {
      document.removeEventListener(openSearchEvent, onOpenSearch);
      stopTyping.current?.();
    };
  }, [show]);

  // Back or forward while the modal is open: the reader leaves it (the new page then takes focus).
  useEffect(() => {
    if (!open) return;
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, [open, close]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="mdd-search-button"
        aria-label={labels.search}
        aria-keyshortcuts={apple ? 'Meta+K /' : 'Control+K /'}
        aria-haspopup="dialog"
        aria-expanded={open && Modal !== undefined}
        onClick={() => show()}
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
      {open && Modal
        ? createPortal(<Modal onClose={close} initialQuery={typed.current} />, document.body)
        : null}
    </>
  );
}
