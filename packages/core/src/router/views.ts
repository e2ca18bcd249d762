import type { PageData } from '@market-data-docs/mdx-pipeline/types';
import type { ComponentType } from 'react';

/** What a page of the site's own (`src/pages/*.tsx`) gets as props. */
export interface PageProps {
  site: {
    title: string;
    tagline: string;
    /** Path the site is served under, e.g. `/docs/`: prefix it to routes in plain links. */
    basePath: string;
    /**
     * The sections, in navbar order, each served at its `route` (`/<id>` unless the site says
     * otherwise); `landing` is the route a link to it should lead to: the section's index page, else
     * its first page in sidebar order (`route` itself is a page only when the section has an index).
     */
    sections: Array<{ id: string; label: string; route: string; landing: string }>;
  };
}

/** A module of `src/pages/`: the page as its default export, with an optional title and description. */
export interface CustomPageModule {
  default: ComponentType<PageProps>;
  /** Browser title (`Title | Site title`) and Open Graph title; the home page uses the site title. */
  title?: string;
  /** The page's meta description. */
  description?: string;
}

/** What a route shows. */
export type View =
  | { kind: 'home' }
  | { kind: 'custom'; module: CustomPageModule }
  | { kind: 'search' }
  | { kind: 'not-found' }
  | { kind: 'page'; page: PageData; Module?: ComponentType<{ components?: Record<string, unknown> }> };

/** A failure to load a route's data or code (network, server error, missing chunk). */
export class LoadError extends Error {
  override readonly name = 'LoadError';
  /** The server could not be reached (offline, connection refused): loading the page afresh would fail too. */
  readonly unreachable: boolean;

  constructor(message: string, unreachable = false) {
    super(message);
    this.unreachable = unreachable;
  }
}

/** The search page's route: built in, like the home page when the site has none of its own. */
export const searchRoute = '/search';

/**
 * Routes the app renders itself (the home page, the search page and the site's own pages); every
 * other route is content. With `contentHome` (a doc at `/`), the home page is that doc.
 */
export function appRoutesOf(customRoutes: Iterable<string>, contentHome = false): string[] {
  return [...new Set([...(contentHome ? [] : ['/']), searchRoute, ...customRoutes])];
}

/** The route of a URL path under the base path, without trailing slash; undefined outside the site. */
export function routeOf(pathname: string, basePath: string): string | undefined {
  const base = basePath.slice(0, -1);
  if (pathname !== base && !pathname.startsWith(basePath)) return undefined;
  let route = pathname.slice(base.length) || '/';
  if (route.length > 1) route = route.replace(/\/+$/, '').replace(/\/index\.html$/, '') || '/';
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
