import path from 'node:path';
import type { ContentBuild } from '@market-data-docs/mdx-pipeline';
import { contentDevPlugin } from '@market-data-docs/mdx-pipeline/vite';
import { buildLocalIndex } from '@market-data-docs/search/indexer';
import { themeBootstrapScript } from '@market-data-docs/theme/color-mode';
import {
  createServer,
  type InlineConfig,
  type Logger,
  type Plugin,
  searchForWorkspaceRoot,
  type ViteDevServer,
} from 'vite';
import { componentText } from '../config/component-text.js';
import { loadSite, type Site } from '../config/site.js';
import { documentLocale } from '../docusaurus/i18n.js';
import { appRoutesOf, routeOf } from '../router/views.js';
import type { BlogsBuild } from './blogs.js';
import { searchIndexDir, siteClientConfig } from './client-config.js';
import { writeCodePages } from './code-pages.js';
import { contentOptions, withContentTree } from './content-options.js';
import { devBlogs } from './dev-blog.js';
import { escapeHtml } from './head.js';
import { partialCompiler } from './partials.js';
import { searchIndexOptions } from './search-scale.js';
import { iconType } from './seo-files.js';
import { type CodePageModule, clientEntry, sitePlugins, viteConfig } from './vite-config.js';

export interface DevServerOptions {
  site: Site;
  /** Content tree to serve instead of the site's `contentDir` (its `static/` as static files). */
  contentDir?: string;
  /** Port. Default 5173; 0 picks a free one. */
  port?: number;
  /** Interface to listen on. Default `127.0.0.1`. */
  host?: string;
  /** Where the server's messages go (warnings, compile errors, progress). Default: Vite's logger. */
  logger?: Logger;
}

/**
 * Starts the dev server: Vite serves the app shell with hot reload, the content plugin compiles the
 * content at start and each saved page again, and the open tab refetches its data without a reload.
 * Compile errors show in the page's error overlay until the file compiles again. The search index is
 * built from memory when the browser first asks for it after a change. Rejects with an error whose
 * `code` is `EADDRINUSE` when the port is taken.
 */
export async function startDevServer(options: DevServerOptions): Promise<ViteDevServer> {
  let server: ViteDevServer | undefined;
  let reloading = Promise.resolve();
  /**
   * Applies an edit of the site's config (or of what it reads when it loads: the text of its MDX
   * components, `changed`): loads the site again and restarts Vite in-process with it, as Vite does
   * for its own config (the open tabs reconnect and reload). A config that does not load is
   * reported, and the last good one kept.
   */
  const restart = (changed?: string) => {
    reloading = reloading.then(async () => {
      const logger = server?.config.logger;
      const name = path.basename(options.site.configFile);
      let site: Site;
      try {
        site = await loadSite({
          root: options.site.root,
          configFile: options.site.configFile,
          locale: options.site.docusaurus?.i18n.currentLocale,
        });
      } catch (error) {
        logger?.error(
          `${error instanceof Error ? error.message : String(error)}\n${name} changed but does not load: the dev server keeps the last good config.`,
        );
        return;
      }
      logger?.info(`${changed ?? name} changed: restarting the dev server.`);
      for (const key of Object.keys(inline)) delete inline[key as keyof InlineConfig];
      Object.assign(
        inline,
        devServerConfig({ ...options, site, port }, () => server, restart),
      );
      await server?.restart();
    });
  };
  const inline = devServerConfig(options, () => server, restart);
  server = await createServer(inline);
  try {
    await server.listen();
  } catch (error) {
    await server.close();
    throw error;
  }
  // A restart listens on the same port, also when it was picked (`port: 0`).
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return server;
}

/**
 * The Vite configuration of the dev server for a site, with fresh plugins: the content plugin, the
 * site's virtual modules, and a watch of the site's config (`restart`) and its pages (`src/pages/`: a
 * page added or removed is taken in and the open tabs reload).
 */
function devServerConfig(
  options: DevServerOptions,
  getServer: () => ViteDevServer | undefined,
  restart: (changed?: string) => void,
): InlineConfig {
  // A copy: its pages change when files are added to or removed from `src/pages/`.
  const site: Site = { ...withContentTree(options.site, options.contentDir) };
  const { config } = site;
  const { contentDir, staticDir } = site;
  const client = siteClientConfig(site);
  let codePages: CodePageModule[] = [];
  let searchFiles: () => Map<string, string> = () => new Map();
  let content: ContentBuild | undefined;
  let blogs: BlogsBuild | undefined;
  /** The source of each code page written, by its file. */
  let codeSources = new Map<string, string>();
  /** The code pages and the search index of the content and the blogs as they are now. */
  const update = () => {
    if (!content) return;
    const build = content;
    const modules = [
      ...build.modules,
      ...(blogs?.pages.flatMap((page) => (page.module ? [page.module] : [])) ?? []),
    ];
    codePages = writeCodePages(modules, path.join(site.cacheDir, 'dev/code-pages'), contentDir);
    const sources = new Map(codePages.map((page, index) => [page.path, modules[index]?.source ?? '']));
    // Code pages are written below node_modules, which Vite does not watch: one whose source changed
    // is reloaded as a watched file would be (a hot update, else a full reload). Otherwise the
    // browser kept its first version, even across reloads (Vite kept serving its first transform).
    const server = getServer();
    for (const [file, source] of sources)
      if (codeSources.has(file) && codeSources.get(file) !== source)
        for (const module of server?.moduleGraph.getModulesByFile(file) ?? [])
          void server?.reloadModule(module);
    codeSources = sources;
    let files: Map<string, string> | undefined;
    searchFiles = () => {
      const pages = build.manifest.routes.length + (blogs?.pages.length ?? 0);
      files ??= new Map(
        buildLocalIndex(
          [...build.records, ...(blogs?.records ?? [])],
          searchIndexOptions(config.search.synonyms, pages),
        ).map((f) => [f.path, f.contents]),
      );
      return files;
    };
    const graph = getServer()?.moduleGraph;
    const registry = graph?.getModuleById('\0virtual:mdd/code-pages');
    if (graph && registry) graph.invalidateModule(registry);
  };
  const blogPlugin = site.docusaurus?.blogs.length
    ? devBlogs(site, config.basePath, (built) => {
        blogs = built;
        update();
      })
    : undefined;
  const document = devDocument(
    config.title,
    themeBootstrapScript(client.theme),
    config.favicon && `/${config.favicon}`,
    site.docusaurus && documentLocale(site.docusaurus.i18n),
  );
  /**
   * Whether a route is no page, as far as the content known now says (`mdd start` answers those
   * 404): not an app route, a content page or a blog page. Unknown until the content (and the blogs) are outlined.
   */
  const isMissing = (route: string | undefined) =>
    route !== undefined &&
    content !== undefined &&
    (!blogPlugin || blogs !== undefined) &&
    !appRoutesOf(
      site.pages.map((page) => page.route),
      site.docusaurus?.contentHome,
    ).includes(route) &&
    !content.manifest.routes.some((entry) => entry.route === route) &&
    !blogs?.pages.some((page) => page.entry.route === route);

  const pagesDir = site.docusaurus ? site.docusaurus.pagesDir : path.join(site.root, 'src/pages');
  const routesOf = (pages: Site['pages']) => JSON.stringify(pages.map((page) => [page.route, page.file]));
  const devExtras: Plugin = {
    name: 'mdd:dev',
    configureServer(server) {
      server.watcher.add(site.configFile);
      server.watcher.on('change', (file) => {
        if (file === site.configFile) restart();
        else if (site.mdxComponents && /\.[cm]?[jt]sx?$/.test(file))
          void onComponentsChange(site.mdxComponents);
      });
      /**
       * The text the site's MDX components show without props (`<ProductName />`), found when the site
       * loads, is part of the pages' text: when an edit of the site's code changes it, the site loads again.
       */
      const onComponentsChange = async (components: NonNullable<Site['mdxComponents']>) => {
        const { file, names, map, text } = components;
        const now = await componentText(file, names, site.root, map, site.cacheDir);
        if (JSON.stringify(now) !== JSON.stringify(text ?? {}))
          restart(`The text of ${path.relative(site.root, file)}`);
      };
      /** Finds the site's pages again (by loading the site): the app's route table follows at once. */
      const onPagesChange = async (file: string) => {
        if (!pagesDir || !file.startsWith(`${pagesDir}${path.sep}`)) return;
        let pages: Site['pages'];
        try {
          pages = (
            await loadSite({
              root: site.root,
              configFile: site.configFile,
              locale: site.docusaurus?.i18n.currentLocale,
            })
          ).pages;
        } catch {
          return; // The config does not load: its watcher says so.
        }
        if (routesOf(pages) === routesOf(site.pages)) return;
        site.pages = pages;
        const registry = server.moduleGraph.getModuleById('\0virtual:mdd/pages');
        if (registry) server.moduleGraph.invalidateModule(registry);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', onPagesChange);
      server.watcher.on('unlink', onPagesChange);
      server.middlewares.use((request, response, next) => {
        const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
        // The base path without its last slash (`/docs`) leads to the home page, as with `mdd start`.
        if (config.basePath !== '/' && pathname === config.basePath.slice(0, -1)) {
          response.writeHead(302, { Location: `${config.basePath}${search}` }).end();
          return;
        }
        const file = pathname.startsWith(`${config.basePath}${searchIndexDir}/`)
          ? searchFiles().get(pathname.slice(config.basePath.length))
          : undefined;
        if (file === undefined) return next();
        response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        response.end(file);
      });
      // After Vite's own middlewares: every other GET for a page under the base path gets the app.
      return () => {
        server.middlewares.use(async (request, response, next) => {
          // Vite's base middleware has taken the base path off `url` by now.
          const url = (request as { originalUrl?: string }).originalUrl ?? request.url ?? '/';
          const pathname = new URL(url, 'http://localhost').pathname;
          const wantsPage =
            request.method === 'GET' && /text\/html|\*\/\*/.test(request.headers.accept ?? '');
          if (!wantsPage || !`${pathname}/`.startsWith(config.basePath) || /\.\w+$/.test(pathname))
            return next();
          try {
            const html = await server.transformIndexHtml(url, document);
            // The app renders its not-found page for a missing route: with 404, as `mdd start`.
            response.writeHead(isMissing(routeOf(pathname, config.basePath)) ? 404 : 200, {
              'Content-Type': 'text/html; charset=utf-8',
              'Cache-Control': 'no-store',
            });
            response.end(html);
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };

  const vite = viteConfig({
    dev: true,
    postcssPlugins: site.docusaurus?.postcssPlugins,
    root: site.root,
    basePath: config.basePath,
    docusaurus: Boolean(site.docusaurus),
    plugins: [
      ...(blogPlugin ? [blogPlugin.plugin] : []),
      ...sitePlugins(
        site,
        () => client,
        () => codePages,
        // A partial's links to Markdown files become the routes of the content as it is now.
        {
          get routeByFile() {
            return content ? partialCompiler(content).routeByFile : [];
          },
        },
      ),
      contentDevPlugin({
        ...contentOptions(site, { contentDir, staticDir }),
        onBuild(build) {
          content = build;
          update();
          blogPlugin?.contentBuilt(build);
        },
      }),
      devExtras,
    ],
  });
  return {
    ...vite,
    ...(options.logger ? { customLogger: options.logger } : {}),
    logLevel: 'info',
    publicDir: staticDir,
    appType: 'custom',
    server: {
      host: options.host ?? '127.0.0.1',
      port: options.port ?? 5173,
      strictPort: true,
      // The app shows compile errors in an overlay of its own (`dev/dev-client.ts`), which closes
      // when the file compiles again.
      hmr: { overlay: false },
      // `mdd build` run beside the dev server writes the build there (through `<outDir>.tmp`, and
      // `<outDir>.old-*` on its way out): not the site's sources, so no "page reload" line per file.
      watch: {
        ignored: [
          (file: string) =>
            [site.outDir, `${site.outDir}.tmp`].some(
              (dir) => file === dir || file.startsWith(`${dir}${path.sep}`),
            ) || file.startsWith(`${site.outDir}.old-`),
        ],
      },
      // Vite's own default (the workspace root, where a monorepo's packages are installed), the
      // folders of the site's stylesheets (a package's fonts), the engine's client and the content.
      fs: {
        allow: [
          searchForWorkspaceRoot(site.root),
          ...site.css.map((file) => path.dirname(file)),
          path.dirname(clientEntry),
          contentDir,
        ],
      },
    },
  };
}

/**
 * A page whose route names no folder of a large site waits seconds for the outline of every page:
 * past a second, the page says so until the app renders.
 */
const waitStyle =
  '.mdd-dev-wait{margin:2rem;font:1rem system-ui,sans-serif;opacity:0;animation:mdd-dev-wait 0s 1s forwards}' +
  '#root:not(:empty)~.mdd-dev-wait{display:none}@keyframes mdd-dev-wait{to{opacity:1}}';

/**
 * The page every route answers with in development: the app renders it in the browser. Vite's HTML
 * transform puts the base path before the entry's and the favicon's URL.
 */
function devDocument(
  title: string,
  bootstrap: string,
  favicon?: string,
  locale?: { lang: string; dir: string },
): string {
  const type = favicon && iconType(favicon);
  return `<!doctype html>
<html lang="${escapeHtml(locale?.lang ?? 'en')}" dir="${locale?.dir ?? 'ltr'}" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${favicon ? `<link rel="icon" href="${escapeHtml(favicon)}"${type ? ` type="${type}"` : ''}>\n` : ''}<script>${bootstrap}</script>
</head>
<body>
<div id="root"></div>
<p class="mdd-dev-wait" role="status">Reading the content…</p>
<style>${waitStyle}</style>
<script type="module" src="/@fs${clientEntry}"></script>
</body>
</html>
`;
}
