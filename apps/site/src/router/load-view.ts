import type { PageData } from '@market-data-docs/mdx-pipeline/types';
import { appRoutes, dataUrl, LoadError, type View } from './views.js';

export type CodePages = Record<
  string,
  () => Promise<{ default: NonNullable<Extract<View, { kind: 'page' }>['Module']> }>
>;

/**
 * Loads what a route shows: the app's own pages directly, content pages from their JSON (and their
 * compiled module when they carry JavaScript). A missing page is the not-found view; any other
 * failure is a {@link LoadError}.
 */
export async function loadView(
  route: string,
  basePath: string,
  codePages: CodePages,
  fetchImpl: typeof fetch = fetch,
  init?: RequestInit,
): Promise<View> {
  const own = appRoutes[route];
  if (own) return { kind: own } as View;
  let response: Response;
  try {
    response = await fetchImpl(dataUrl(basePath, route), init);
  } catch (error) {
    throw new LoadError(`Could not load ${route}: ${(error as Error).message}`);
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
  const load = codePages[route];
  if (!load) throw new LoadError(`Could not load ${route}: its code is missing from this build`);
  try {
    const module = await load();
    return { kind: 'page', page, Module: module.default };
  } catch (error) {
    throw new LoadError(`Could not load the code of ${route}: ${(error as Error).message}`);
  }
}
