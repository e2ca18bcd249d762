import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigation } from '../navigation.js';
import { useLatest } from './use-latest.js';

/**
 * After a client-side route change (not on the first render) moves focus to `main`, unless the
 * reader is in a modal dialog outside `root` (the search, opened while the page loaded), and returns
 * the new page title for a polite live region.
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
    if (!dialog || root.current?.contains(dialog)) main.current?.focus({ preventScroll: true });
    setMessage(latestTitle.current ?? document.title);
  }, [route, root, main, latestTitle]);
  return message;
}
