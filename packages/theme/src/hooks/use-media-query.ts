import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now; false where `matchMedia` is missing. */
export function matches(query: string): boolean {
  try {
    return window.matchMedia(query).matches;
  } catch {
    return false;
  }
}

/** Subscribes to a media query's changes; returns the unsubscribe function. */
export function onMediaChange(query: string, listener: (matches: boolean) => void): () => void {
  let list: MediaQueryList;
  try {
    list = window.matchMedia(query);
  } catch {
    return () => {};
  }
  const onChange = (event: MediaQueryListEvent) => listener(event.matches);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const unknown = () => undefined;

/** Whether a media query matches; `undefined` during server rendering and hydration. */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback((listener: () => void) => onMediaChange(query, listener), [query]);
  return useSyncExternalStore(subscribe, () => matches(query), unknown);
}
