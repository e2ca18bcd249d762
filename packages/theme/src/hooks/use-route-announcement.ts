import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigation } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';
import { focusOnce, hashTarget, linkInView } from './route-focus.js';
import { useLatest } from './use-latest.js';

/**
 * After a client-side route change (not on the first render) moves focus, so that Tab goes on from
 * where the page opens: after back or forward, to the link on screen to the page the reader came
 * from (the link they followed); else to the heading the URL's hash names; else to `main`. Not when
 * the reader is in a modal dialog (the search or the phone menu, opened while the page loaded). Returns
 * the new page title for a polite live region.
 */
export function useRouteAnnouncement(
  root: RefObject<HTMLElement | null>,
  main: RefObject<HTMLElement | null>,
  title: string | undefined,
): string {
  const { route, action } = useNavigation();
  const { basePath } = useThemeConfig();
  const previous = useRef(route);
  const latestAction = useLatest(action);
  const latestTitle = useLatest(title);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (previous.current === route) return;
    const left = previous.current;
    previous.current = route;
    const back = latestAction.current === 'pop';
    const dialog = document.activeElement?.closest('[aria-modal="true"]');
    const content = main.current;
    if (content && !dialog) {
      const followed = back ? linkInView([content, root.current], withBase(basePath, left)) : null;
      focusOnce(followed ?? hashTarget(content, window.location.hash) ?? content);
    }
    setMessage(latestTitle.current ?? document.title);
  }, [route, root, main, latestAction, latestTitle, basePath]);
  return message;
}
