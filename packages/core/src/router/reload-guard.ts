const key = 'mdd:reload-guard';

/**
 * Reloads `href` unless the last reload was already for it: the page is reloaded once when its
 * chunk cannot be loaded (e.g. gone after a deploy), never in a loop. Returns true when reloading.
 * Without sessionStorage there is no guard, so no reload either.
 */
export function reloadOnce(
  href: string,
  assign: (href: string) => void = (to) => window.location.assign(to),
): boolean {
  try {
    if (sessionStorage.getItem(key) === href) return false;
    sessionStorage.setItem(key, href);
  } catch {
    return false;
  }
  assign(href);
  return true;
}

export function clearReloadGuard(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}
