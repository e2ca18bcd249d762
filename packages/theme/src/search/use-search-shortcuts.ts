import { useEffect } from 'react';
import { useLatest } from '../hooks/use-latest.js';

/** True when keys pressed in `target` are typing: an input, textarea, select or editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select')) return true;
  const editable = target.closest('[contenteditable]');
  return editable !== null && editable.getAttribute('contenteditable') !== 'false';
}

export interface SearchShortcuts {
  /** Ctrl+K or ⌘K: opens the search, or closes it when open. */
  onToggle(): void;
  /** `/` outside a text field: opens the search. */
  onOpen(): void;
  /** Whether the search is open (`/` then does nothing). */
  open: boolean;
}

/** The global search shortcuts: Ctrl+K / ⌘K anywhere, `/` unless the reader is typing. */
export function useSearchShortcuts(shortcuts: SearchShortcuts) {
  const latest = useLatest(shortcuts);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const { onToggle, onOpen, open } = latest.current;
      const command = event.ctrlKey !== event.metaKey;
      if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        onToggle();
      } else if (
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !open &&
        !isTypingTarget(event.target)
      ) {
        event.preventDefault();
        onOpen();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [latest]);
}
