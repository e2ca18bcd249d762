import codePages from 'virtual:mdd/code-pages';
import components from 'virtual:mdd/components';
import config from 'virtual:mdd/config';
import pages from 'virtual:mdd/pages';
import type { PageData } from '@market-data-docs/mdx-pipeline/types';
import { renderToString } from 'react-dom/server';
import { App } from './app/App.js';
import type { SiteConfig } from './config/schema.js';
import { loadView } from './router/load-view.js';
import type { Router } from './router/router.js';
import type { View } from './router/views.js';
import { htmlDocument, type PageAssets, type ShellAssets } from './server/document.js';
import { headTags } from './server/head.js';

export { codePages, pages };

/** Renders a route's view to HTML, as the browser will hydrate it. */
export function render(view: View, route: string): string {
  const state = { route, view, loading: false };
  const router: Router = {
    getState: () => state,
    subscribe: () => () => {},
    navigate: async () => {},
    prefetch: () => {},
    isPageLink: () => false,
    retry: async () => {},
    refresh: async () => {},
    restoreScroll: () => {},
  };
  return renderToString(<App config={config} router={router} components={components} />);
}

/** What every page's document shares: the site configuration and the shell's files. */
export interface DocumentContext {
  config: SiteConfig;
  bootstrap: string;
  assets: ShellAssets;
  loader: string;
  /** What the site's own pages add to the shell, by route. */
  pageAssets: Record<string, PageAssets>;
}

/** The whole HTML document of a route: head tags, the rendered app and the shell. */
export function renderDocument(view: View, route: string, context: DocumentContext): string {
  return htmlDocument({
    basePath: context.config.basePath,
    title: context.config.title,
    head: headTags({ view, route, config: context.config }),
    body: render(view, route),
    bootstrap: context.bootstrap,
    assets: context.assets,
    page: context.pageAssets[route],
    loader: context.loader,
    themeColor: context.config.themeColor,
    favicon: context.config.favicon,
  });
}

/** Renders a route the app shows itself: the home page, the search page or one of the site's own pages. */
export async function renderAppDocument(route: string, context: DocumentContext): Promise<string> {
  return renderDocument(await loadView(route, context.config.basePath, { codePages, pages }), route, context);
}

/**
 * Renders a page from its data (or its JSON, on a worker thread), loading its module first when it
 * has one.
 */
export async function renderPageDocument(
  route: string,
  data: PageData | string,
  context: DocumentContext,
): Promise<string> {
  const page: PageData = typeof data === 'string' ? JSON.parse(data) : data;
  const Module = page.module ? (await codePages[route]?.())?.default : undefined;
  return renderDocument({ kind: 'page', page, Module }, route, context);
}
