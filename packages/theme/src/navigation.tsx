import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  useContext,
  useEffect,
  useRef,
} from 'react';

export { elementOfHash } from './hash-element.js';
export { clearReloadGuard, reloadOnce } from './reload-guard.js';

/** How the theme moves between pages; the site's router provides it. */
export interface Navigation {
  /** Current route without the base path, e.g. `/api/stocks/candles`. */
  route: string;
  /** How the current route was reached: a link (push, replace), or back or forward (pop). */
  action?: 'push' | 'replace' | 'pop';
  /** Client-side navigation to a URL with the base path (and optional `#hash` or `?query`). */
  navigate(href: string, options?: { replace?: boolean }): void;
  /**
   * Starts loading the page behind a URL so a later navigation is instant: `visible` when its link
   * scrolled into view (may wait for an idle moment), `intent` when the reader hovers or focuses it.
   */
  prefetch(href: string, reason: 'visible' | 'intent'): void;
  /** True when a URL is a page of this site that the router can load (not a file or another app). */
  isPageLink(href: string): boolean;
  /** True while the page of a link followed is loading (the page shown is still the last); without it, never. */
  loading?(): boolean;
}

/** Without a router every link is a normal page load. */
const staticNavigation: Navigation = {
  route: '/',
  navigate(href) {
    window.location.assign(href);
  },
  prefetch() {},
  isPageLink: () => false,
};

export const NavigationContext = createContext<Navigation>(staticNavigation);

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

let observer: IntersectionObserver | undefined;
const visibleCallbacks = new WeakMap<Element, () => void>();

function observeOnce(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visibleCallbacks.get(entry.target)?.();
      observer?.unobserve(entry.target);
    }
  });
  visibleCallbacks.set(element, callback);
  observer.observe(element);
  return () => observer?.unobserve(element);
}

/**
 * An anchor that navigates client-side to pages of the site and prefetches them when visible or
 * hovered; external links open in a new tab with `rel="noopener noreferrer"`.
 */
export function Link({ href, onClick, onMouseEnter, onFocus, children, ...rest }: LinkProps) {
  const navigation = useNavigation();
  const ref = useRef<HTMLAnchorElement>(null);
  const internal = navigation.isPageLink(href);
  const external = /^https?:\/\//.test(href);

  useEffect(() => {
    if (!internal || !ref.current) return;
    return observeOnce(ref.current, () => navigation.prefetch(href, 'visible'));
  }, [href, internal, navigation]);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      !internal ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      rest.target === '_blank' ||
      rest.download !== undefined
    ) {
      return;
    }
    event.preventDefault();
    navigation.navigate(href);
  };

  return (
    <a
      ref={ref}
      href={href}
      onClick={handleClick}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        if (internal) navigation.prefetch(href, 'intent');
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (internal) navigation.prefetch(href, 'intent');
      }}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
