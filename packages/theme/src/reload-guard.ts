import { reloadGuardStorageKey as key } from './storage-keys.js';

/**
 * Loads `href` as a new document unless the last such load was already for it: when code or data
 * cannot be loaded (e.g. gone after a deploy), the page is reloaded once, never in a loop. Returns
 * true when reloading. Without sessionStorage there is no guard, so no reload either; offline
 * there is none (the browser would show its own error page instead of this one).
 */
export function reloadOnce(
  href: string,
  assign: (href: string) => void = (to) => window.location.assign(to),
): boolean {
  if (navigator.onLine === false) return false;
  try {
    if (sessionStorage.getItem(key) === href) return false;
    sessionStorage.setItem(key, href);
  } catch {
    return false;
  }
  assign(href);
  return true;
}

/** Forgets the last reload: called once a page has loaded. */
export function clearReloadGuard(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}
