import { clearReloadGuard, reloadOnce } from '@market-data-docs/theme/navigation';
import { canPrefetch } from './connection.js';
import { loadView, type RouteModules } from './load-view.js';
import { newEntryKey, scrollPositions } from './scroll-positions.js';
import { type ScrollTarget, scrollToTarget } from './scroll-to.js';
import { LoadError, routeOf, type View } from './views.js';

export interface RouterState {
  /** Route shown, without the base path. */
  route: string;
  view: View;
  /** A navigation is in flight. */
  loading: boolean;
  /** The last navigation failed even after reloading the page once. */
  error?: LoadError;
  /** How the route shown was reached: a link or `navigate` (push, replace), or back or forward (pop). */
  action?: 'push' | 'replace' | 'pop';
}

export interface Router {
  getState(): RouterState;
  subscribe(listener: () => void): () => void;
  navigate(href: string, options?: { replace?: boolean }): Promise<void>;
  /** Loads a page ahead of time: at once for `intent` (hover, focus), at an idle moment for `visible`. */
  prefetch(href: string, reason?: 'visible' | 'intent'): void;
  isPageLink(href: string): boolean;
  /** Loads the failed route again. */
  retry(): Promise<void>;
  /** Refetches the current page (the dev server calls it when its source changes). */
  refresh(): Promise<void>;
  /**
   * Applies the scroll position owed by the last navigation; call after the new view is on screen.
   * A position below the end of the document is tried again for a few seconds, while content renders.
   */
  restoreScroll(): void;
}

export interface RouterOptions {
  basePath: string;
  /** Code of content pages with their own module and of the site's own pages. */
  modules: RouteModules;
  initial: { route: string; view: View; error?: LoadError };
  fetch?: typeof fetch;
  /** Full page load, for links outside the app and the reload after a failed chunk. */
  assign?: (href: string) => void;
}

const fileLike = /\.[a-z\d]+$/i;

/**
 * The site's router: one catch-all route whose loader fetches the page's JSON. Links load the next
 * page without a reload and prefetch it when hovered or focused, or, one at a time at idle moments
 * and at low priority, when they scroll into view (never with save-data or on 2g); scroll is
 * restored on back/forward and on a reload, and the page reloads once when a chunk cannot be loaded.
 */
export function createRouter({
  basePath,
  modules,
  initial,
  fetch: fetchImpl,
  assign = (href) => window.location.assign(href),
}: RouterOptions): Router {
  const cache = new Map<string, Promise<View>>();
  const listeners = new Set<() => void>();
  let state: RouterState = { route: initial.route, view: initial.view, loading: false, error: initial.error };
  let navigationId = 0;
  let pendingScroll: ScrollTarget | undefined;
  let stopScrolling = () => {};
  let failedHref: string | undefined = initial.error ? window.location.href : undefined;
  cache.set(initial.route, Promise.resolve(initial.view));
  if (!initial.error) clearReloadGuard();

  // Each history entry has a key; where the reader left it is kept under that key, also across a
  // reload (manual scroll restoration lands at the top, even when the URL names a heading).
  const positions = scrollPositions();
  const currentEntry = (): string => {
    const key = history.state?.mddKey;
    if (typeof key === 'string') return key;
    const fresh = newEntryKey();
    history.replaceState({ ...history.state, mddKey: fresh }, '');
    return fresh;
  };
  let entry = currentEntry();
  // The entry whose page is on screen: not yet `entry` while back or forward loads its page, so the
  // scroll of the page on screen is never kept as that of the entry still loading.
  let shown = entry;
  /** A new entry; `samePage`: a jump within the page, whose entry keeps what the page kept in the last (its tabs). */
  const push = (href: string, samePage = false) => {
    positions.set(shown, window.scrollY);
    entry = newEntryKey();
    shown = entry;
    history.pushState(samePage ? { ...history.state, mddKey: entry } : { mddKey: entry }, '', href);
  };
  /** Where the current entry opens: where the reader left it, else at the heading of its URL, else at the top. */
  const entryScroll = () => {
    const top = positions.get(entry);
    return top === undefined ? { hash: window.location.hash } : { top };
  };
  const keepPosition = () => {
    positions.set(shown, window.scrollY);
    positions.persist();
  };
  window.addEventListener('pagehide', keepPosition);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keepPosition();
  });
  history.scrollRestoration = 'manual';
  // A reload (or a fresh tab at a heading) opens where it should, unless the reader has scrolled
  // already: before the app started, or while it hydrated (checked again when the first view is on screen).
  if (window.scrollY === 0 && (positions.get(entry) !== undefined || window.location.hash))
    pendingScroll = entryScroll();
  const firstScroll = pendingScroll;

  const set = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const load = (route: string, fresh = false, init?: RequestInit): Promise<View> => {
    let pending = fresh ? undefined : cache.get(route);
    if (!pending) {
      pending = loadView(route, basePath, modules, fetchImpl, init);
      cache.set(route, pending);
      pending.catch(() => cache.delete(route));
    }
    return pending;
  };

  const idleQueue: string[] = [];
  let draining = false;
  const whenIdle = (callback: () => void) =>
    window.requestIdleCallback
      ? window.requestIdleCallback(callback, { timeout: 3000 })
      : setTimeout(callback, 50);
  const drainIdleQueue = () => {
    const route = idleQueue.shift();
    if (route === undefined) {
      draining = false;
      return;
    }
    draining = true;
    whenIdle(() => {
      const done = cache.has(route)
        ? Promise.resolve()
        : load(route, false, { priority: 'low' }).catch(() => {});
      void Promise.resolve(done).then(drainIdleQueue);
    });
  };

  /** `refresh`: the same entry loaded again (the page was edited); the reader stays where they are. */
  const show = async (href: string, mode: 'push' | 'replace' | 'pop' | 'refresh', fresh = false) => {
    const url = new URL(href, window.location.href);
    const route = routeOf(url.pathname, basePath) as string;
    const id = ++navigationId;
    // A refresh shows the same route again: how it was reached stays as it was.
    const action = mode === 'refresh' ? state.action : mode;
    set({ loading: true });
    try {
      const view = await load(route, fresh);
      if (id !== navigationId) return;
      if (mode === 'push') push(url.href);
      else if (mode === 'replace') history.replaceState(history.state, '', url.href);
      pendingScroll =
        mode === 'pop' ? entryScroll() : mode === 'refresh' ? { top: window.scrollY } : { hash: url.hash };
      shown = entry;
      failedHref = undefined;
      clearReloadGuard();
      set({ route, view, loading: false, error: undefined, action });
    } catch (error) {
      if (id !== navigationId) return;
      const loadError = error instanceof LoadError ? error : new LoadError(String(error));
      if (!loadError.unreachable && reloadOnce(url.href, assign)) return;
      if (mode === 'push') push(url.href);
      shown = entry;
      failedHref = url.href;
      set({ route, loading: false, error: loadError, action });
    }
  };

  window.addEventListener('popstate', () => {
    stopScrolling();
    positions.set(shown, window.scrollY);
    entry = currentEntry();
    const route = routeOf(window.location.pathname, basePath);
    if (route === undefined) return;
    if (route === state.route && !state.error) {
      navigationId++;
      shown = entry;
      pendingScroll = entryScroll();
      set({ loading: false });
      return;
    }
    void show(window.location.href, 'pop');
  });

  const isPageLink = (href: string): boolean => {
    let url: URL;
    try {
      url = new URL(href, window.location.href);
    } catch {
      return false;
    }
    return (
      url.origin === window.location.origin &&
      routeOf(url.pathname, basePath) !== undefined &&
      !fileLike.test(url.pathname)
    );
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(href, options) {
      stopScrolling();
      const url = new URL(href, window.location.href);
      if (!isPageLink(url.href)) {
        assign(url.href);
        return;
      }
      const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
      if (samePage && !state.error) {
        // The latest action wins: a navigation still loading is abandoned.
        navigationId++;
        if (url.hash !== window.location.hash) push(url.href, true);
        pendingScroll = { hash: url.hash };
        set({ loading: false });
        return;
      }
      await show(url.href, options?.replace ? 'replace' : 'push');
    },
    prefetch(href, reason = 'intent') {
      if (!canPrefetch() || !isPageLink(href)) return;
      const route = routeOf(new URL(href, window.location.href).pathname, basePath);
      if (route === undefined || route === state.route || cache.has(route)) return;
      if (reason === 'intent') {
        load(route).catch(() => {});
        return;
      }
      if (!idleQueue.includes(route)) idleQueue.push(route);
      if (!draining) drainIdleQueue();
    },
    isPageLink,
    async retry() {
      clearReloadGuard();
      if (failedHref) await show(failedHref, 'replace', true);
    },
    async refresh() {
      await show(window.location.href, 'refresh', true);
    },
    restoreScroll() {
      const target = pendingScroll;
      pendingScroll = undefined;
      if (!target || (target === firstScroll && window.scrollY !== 0)) return;
      stopScrolling();
      stopScrolling = scrollToTarget(target);
    },
  };
}
