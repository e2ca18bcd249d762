import { elementOfHash } from '../hash-element.js';

/** The element of `main` that the URL's hash names (as written, else decoded), if any and shown. */
export function hashTarget(main: HTMLElement, hash: string): HTMLElement | null {
  const element = elementOfHash(hash);
  return element && main.contains(element) && !element.closest('[hidden]') ? element : null;
}

const withoutSlash = (path: string) => path.replace(/(.)\/$/, '$1');

const inView = (element: Element) => {
  const { top, bottom, width } = element.getBoundingClientRect();
  return width > 0 && top >= 0 && bottom <= window.innerHeight;
};

/**
 * A link to `path` on screen, in `main` first: after back or forward from that page, the link the
 * reader most likely followed.
 */
export function linkInView(roots: Array<HTMLElement | null>, path: string): HTMLElement | null {
  for (const root of roots) {
    for (const link of root?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []) {
      if (withoutSlash(link.pathname) === withoutSlash(path) && inView(link)) return link;
    }
  }
  return null;
}

/** Focuses an element that is not focusable (a heading) until focus leaves it, without scrolling. */
export function focusOnce(element: HTMLElement) {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.tabIndex = -1;
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}
