import type { PageData } from '@market-data-docs/mdx-pipeline/types';
import { prepareView } from '../app/view-preparers.js';
import { type CustomPageModule, dataUrl, LoadError, searchRoute, type View } from './views.js';

export type CodePages = Record<
  string,
  () => Promise<{ default: NonNullable<Extract<View, { kind: 'page' }>['Module']> }>
>;

/** The site's own pages (`src/pages/`), by route, each loaded on demand. */
export type CustomPages = Record<string, () => Promise<CustomPageModule>>;

/** Where the app finds the code of routes: content pages with their own module, and the site's pages. */
export interface RouteModules {
  codePages: CodePages;
  pages: CustomPages;
  /** `/` is a content page (a Docusaurus site's doc at the root), not the built-in home page. */
  contentHome?: boolean;
}

/**
 * Loads what a route shows: the search page and the site's own pages from their code (the built-in
 * home page when the site has none), content pages from their JSON (and their compiled module when
 * they carry JavaScript), then what the view's preparers load (`app/view-preparers.ts`). A missing
 * page is the not-found view; any other failure is a {@link LoadError}.
 */
export async function loadView(
  route: string,
  basePath: string,
  modules: RouteModules,
  fetchImpl: typeof fetch = fetch,
  init?: RequestInit,
): Promise<View> {
  const view = await fetchView(route, basePath, modules, fetchImpl, init);
  try {
    await prepareView(route, view);
  } catch (error) {
    throw new LoadError(`Could not load the data of ${route}: ${(error as Error).message}`);
  }
  return view;
}

async function fetchView(
  route: string,
  basePath: string,
  modules: RouteModules,
  fetchImpl: typeof fetch,
  init?: RequestInit,
): Promise<View> {
  if (route === searchRoute) return { kind: 'search' };
  const custom = modules.pages[route];
  if (custom) {
    try {
      return { kind: 'custom', module: await custom() };
    } catch (error) {
      throw new LoadError(`Could not load the code of ${route}: ${(error as Error).message}`);
    }
  }
  if (route === '/' && !modules.contentHome) return { kind: 'home' };
  let response: Response;
  try {
    response = await fetchImpl(dataUrl(basePath, route), init);
  } catch (error) {
    throw new LoadError(`Could not load ${route}: ${(error as Error).message}`, true);
  }
  if (response.status === 404) return { kind: 'not-found' };
  if (!response.ok) throw new LoadError(`Could not load ${route}: the server answered ${response.status}`);
  let page: PageData;
  try {
    page = (await response.json()) as PageData;
  } catch {
    throw new LoadError(`Could not load ${route}: the page data is not valid JSON`);
  }
  if (!page.module) return { kind: 'page', page };
  const load = modules.codePages[route];
  if (!load) throw new LoadError(`Could not load ${route}: its code is missing from this build`);
  try {
    const module = await load();
    return { kind: 'page', page, Module: module.default };
  } catch (error) {
    throw new LoadError(`Could not load the code of ${route}: ${(error as Error).message}`);
  }
}
