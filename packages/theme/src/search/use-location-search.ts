import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const read = () => window.location.search;
const serverSnapshot = () => '';

/**
 * The query string of the current URL as React state: empty on the server and during hydration,
 * the real one right after. The setter replaces the history entry (no new entry per keystroke).
 */
export function useLocationSearch(): [URLSearchParams, (params: URLSearchParams) => void] {
  const search = useSyncExternalStore(subscribe, read, serverSnapshot);
  const params = new URLSearchParams(search);
  const replace = useCallback((next: URLSearchParams) => {
    const url = new URL(window.location.href);
    url.search = next.toString();
    if (url.href === window.location.href) return;
    window.history.replaceState(window.history.state, '', url.href);
    for (const listener of listeners) listener();
  }, []);
  return [params, replace];
}
