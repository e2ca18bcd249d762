import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigation } from '../navigation.js';
import { useLatest } from './use-latest.js';

/** The element of `main` that the URL's hash names (as written, else decoded), if any. */
function hashTarget(main: HTMLElement, hash: string): HTMLElement | null {
  const id = hash.slice(1);
  if (!id) return null;
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {}
  const element = document.getElementById(id) ?? document.getElementById(decoded);
  return element && main.contains(element) ? element : null;
}

/** Focuses an element that is not focusable (a heading) until focus leaves it, without scrolling. */
function focusOnce(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) {
    element.tabIndex = -1;
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}

/**
 * After a client-side route change (not on the first render) moves focus to the heading the URL's
 * hash names, else to `main` (so Tab goes on from where the page opens), unless the reader is in a
 * modal dialog outside `root` (the search, opened while the page loaded), and returns the new page
 * title for a polite live region.
 */
export function useRouteAnnouncement(
  root: RefObject<HTMLElement | null>,
  main: RefObject<HTMLElement | null>,
  title: string | undefined,
): string {
  const { route } = useNavigation();
  const previous = useRef(route);
  const latestTitle = useLatest(title);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (previous.current === route) return;
    previous.current = route;
    const dialog = document.activeElement?.closest('[aria-modal="true"]');
    const content = main.current;
    if (content && (!dialog || root.current?.contains(dialog)))
      focusOnce(hashTarget(content, window.location.hash) ?? content);
    setMessage(latestTitle.current ?? document.title);
  }, [route, root, main, latestTitle]);
  return message;
}
