import codePages from 'virtual:mdd/code-pages';
import config from 'virtual:mdd/config';
import type { PageData } from '@market-data-docs/mdx-pipeline/types';
import { renderToString } from 'react-dom/server';
import { App } from './app/App.js';
import type { SiteConfig } from './config/schema.js';
import type { Router } from './router/router.js';
import type { View } from './router/views.js';
import { htmlDocument, type ShellAssets } from './server/document.js';
import { headTags } from './server/head.js';

export { codePages };

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
  return renderToString(<App config={config} router={router} />);
}

/** What every page's document shares: the site configuration and the shell's files. */
export interface DocumentContext {
  config: SiteConfig;
  bootstrap: string;
  assets: ShellAssets;
  loader: string;
  themeColor: string;
}

/** The whole HTML document of a route: head tags, the rendered app and the shell. */
export function renderDocument(view: View, route: string, context: DocumentContext): string {
  return htmlDocument({
    basePath: context.config.basePath,
    head: headTags({ view, route, config: context.config }),
    body: render(view, route),
    bootstrap: context.bootstrap,
    assets: context.assets,
    loader: context.loader,
    themeColor: context.themeColor,
    favicon: context.config.favicon,
  });
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
