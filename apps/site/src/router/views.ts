import type { PageData } from '@market-data-docs/mdx-pipeline/types';
import type { ComponentType } from 'react';

/** What a route shows. */
export type View =
  | { kind: 'home' }
  | { kind: 'search' }
  | { kind: 'not-found' }
  | { kind: 'page'; page: PageData; Module?: ComponentType<{ components?: Record<string, unknown> }> };

/** A failure to load a route's data or code (network, server error, missing chunk). */
export class LoadError extends Error {
  override readonly name = 'LoadError';
}

/** Routes the site app renders itself; every other route is content. */
export const appRoutes: Record<string, View['kind']> = { '/': 'home', '/search': 'search' };

/** The route of a URL path under the base path, without trailing slash; undefined outside the site. */
export function routeOf(pathname: string, basePath: string): string | undefined {
  const base = basePath.slice(0, -1);
  if (pathname !== base && !pathname.startsWith(basePath)) return undefined;
  let route = pathname.slice(base.length) || '/';
  if (route.length > 1) route = route.replace(/\/+$/, '').replace(/\/index\.html$/, '');
  try {
    return decodeURI(route);
  } catch {
    return route;
  }
}

/** URL of a route's page data. */
export function dataUrl(basePath: string, route: string): string {
  return `${basePath}${route === '/' ? '' : `${route.slice(1)}/`}index.json`;
}
