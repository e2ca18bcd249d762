import { type RefObject, useEffect } from 'react';
import { useLatest } from './use-latest.js';

/** Elements that take focus with Tab (unless hidden or `tabindex=-1`). */
export const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While active: focus moves into `ref` (its first focusable element, without scrolling), Tab and
 * Shift+Tab cycle inside it, Escape calls `onEscape`.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  const escapeHandler = useLatest(onEscape);
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const elements = () =>
      [...root.querySelectorAll<HTMLElement>(focusable)].filter(
        (element) => element.tabIndex >= 0 && !element.closest('[hidden]'),
      );
    // Without scrolling: the dialog may have scrolled its content to a place of its own (the menu).
    elements()[0]?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escapeHandler.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = elements();
      const first = list[0];
      const last = list.at(-1);
      const inside = root.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ref, active, escapeHandler]);
}
