/** Adds the base path to a site route: (`/docs-staging/`, `/api`) -> `/docs-staging/api`. */
export function withBase(basePath: string, route: string): string {
  const base = basePath.endsWith('/') ? basePath.slice(0, -1) : basePath;
  return route === '/' ? `${base}/` : `${base}${route.startsWith('/') ? route : `/${route}`}`;
}

/** True when `route` is `section` or a page below it. */
export function isRouteInside(route: string, section: string): boolean {
  if (section === '/') return route === '/';
  return route === section || route.startsWith(`${section}/`);
}

/** URL of the plain-Markdown twin of a page: `/docs-staging/api/stocks/candles.md` (`index.md` for `/`). */
export function markdownUrl(basePath: string, route: string): string {
  return `${withBase(basePath, route === '/' ? '/index' : route)}.md`;
}
