import codePages from 'virtual:mdd/code-pages';
import components from 'virtual:mdd/components';
import config from 'virtual:mdd/config';
import pages from 'virtual:mdd/pages';
import type { PageData } from '@market-data-docs/mdx-pipeline/types';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App } from './app/App.js';
import { type HeadCollector, HeadCollectorContext } from './app/head.js';
import type { SiteConfig } from './config/schema.js';
import { loadView } from './router/load-view.js';
import type { Router } from './router/router.js';
import type { View } from './router/views.js';
import { htmlDocument, type PageAssets, type ShellAssets } from './server/document.js';
import { type DocumentLocale, escapeHtml, headTags } from './server/head.js';

export { codePages, pages };

/** Renders a route's view to HTML, as the browser will hydrate it; `head` collects what `<Head>` adds. */
export function render(view: View, route: string, head?: HeadCollector): string {
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
  return renderToString(
    <HeadCollectorContext value={head}>
      <App config={config} router={router} components={components} />
    </HeadCollectorContext>,
  );
}

/** The app's head tags with what the page's `<Head>` added: its title in place of the app's, its other tags after. */
function withCollected(head: string, collected: HeadCollector): string {
  let out = head;
  if (collected.title !== undefined) {
    const title = escapeHtml(collected.title);
    out = out
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace(/(<meta property="og:title" content=")[^"]*/, `$1${title}`)
      .replace(/(<meta name="twitter:title" content=")[^"]*/, `$1${title}`);
  }
  if (collected.tags.length) {
    for (const tag of collected.tags) {
      const props = (tag as { type?: unknown; props?: Record<string, unknown> }).props ?? {};
      const name = props.name ?? props.property;
      if ((tag as { type?: unknown }).type === 'meta' && typeof name === 'string')
        out = out.replace(
          new RegExp(`<meta (?:name|property)="${name.replace(/[^\w:.-]/g, '')}"[^>]*>\\n?`),
          '',
        );
    }
    out += `\n${renderToStaticMarkup(collected.tags)}`;
  }
  return out;
}

/** What every page's document shares: the site configuration and the shell's files. */
export interface DocumentContext {
  config: SiteConfig;
  bootstrap: string;
  assets: ShellAssets;
  loader: string;
  /** What the site's own pages add to the shell, by route. */
  pageAssets: Record<string, PageAssets>;
  /** The route of each section (every version's), for the breadcrumbs of the structured data. */
  sectionRoutes?: Record<string, string>;
  /** Tags every page's head ends with (a Docusaurus site's scripts, stylesheets and plugins' tags). */
  headHtml?: string;
  /** Tags at the start and at the end of every page's body. */
  preBodyHtml?: string;
  postBodyHtml?: string;
  /** The locale of every page, on a site with several. */
  locale?: DocumentLocale;
}

/** The whole HTML document of a route: head tags, the rendered app and the shell. */
export function renderDocument(view: View, route: string, context: DocumentContext): string {
  const collected: HeadCollector = { tags: [] };
  const body = render(view, route, collected);
  return htmlDocument({
    basePath: context.config.basePath,
    ...(context.locale ? { lang: context.locale.lang, dir: context.locale.dir } : {}),
    title: context.config.title,
    head:
      withCollected(
        headTags({
          view,
          route,
          config: context.config,
          sectionRoutes: context.sectionRoutes,
          locale: context.locale,
          notFoundTitle: config.theme.labels?.notFoundTitle,
        }),
        collected,
      ) + (context.headHtml ?? ''),
    body,
    notFound: view.kind === 'not-found',
    preBody: context.preBodyHtml,
    postBody: context.postBodyHtml,
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
  return renderDocument(
    await loadView(route, context.config.basePath, { codePages, pages, contentHome: config.contentHome }),
    route,
    context,
  );
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
