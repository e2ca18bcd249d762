import { useEffect, useLayoutEffect, useRef } from 'react';

/** A location as Docusaurus's client modules get it. */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** A client module (Docusaurus `clientModules`): loaded on every page, told about client navigation. */
export interface ClientModule {
  onRouteUpdate?(args: {
    location: RouteLocation;
    previousLocation: RouteLocation | null;
  }): (() => void) | undefined;
  onRouteDidUpdate?(args: { location: RouteLocation; previousLocation: RouteLocation | null }): void;
}

const here = (): RouteLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

/**
 * Calls the client modules' `onRouteUpdate` when the route changes (and on the first page) and
 * `onRouteDidUpdate` once the new page is on screen, as Docusaurus does.
 */
export function useClientModules(modules: ClientModule[], route: string): void {
  const previous = useRef<RouteLocation | null>(null);
  const pending = useRef<Array<() => void>>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useLayoutEffect(() => {
    if (!modules.length) return;
    const location = here();
    pending.current = [];
    for (const module of modules) {
      const after = module.onRouteUpdate?.({ location, previousLocation: previous.current });
      if (typeof after === 'function') pending.current.push(after);
    }
  }, [modules, route]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    if (!modules.length) return;
    const location = here();
    for (const module of modules) module.onRouteDidUpdate?.({ location, previousLocation: previous.current });
    for (const after of pending.current) after();
    previous.current = location;
  }, [modules, route]);
}
