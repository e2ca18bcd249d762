import { type RefObject, useEffect, useRef } from 'react';

/**
 * Focus for Load more. The returned function, called before loading, remembers the links in `list`;
 * when `status` is back to idle, focus moves to the first link that was not there, if it was on the
 * Load more button (`button`) or lost with it. An error keeps focus where it is.
 */
export function useFocusFirstNew(
  list: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  status: 'idle' | 'loading' | 'error',
): () => void {
  const before = useRef<Set<Element>>(undefined);
  useEffect(() => {
    const known = before.current;
    if (!known || status === 'loading') return;
    before.current = undefined;
    const focused = document.activeElement;
    if (status === 'error' || (focused && focused !== document.body && focused !== button.current)) return;
    [...(list.current?.querySelectorAll('a') ?? [])].find((link) => !known.has(link))?.focus();
  });
  return () => {
    before.current = new Set(list.current?.querySelectorAll('a'));
  };
}
