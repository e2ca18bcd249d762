import path from 'node:path';
import { contentDir as packageContentDir, staticDir as packageStaticDir } from '@market-data-docs/content';
import { contentDevPlugin } from '@market-data-docs/mdx-pipeline/vite';
import { buildLocalIndex } from '@market-data-docs/search/indexer';
import { themeBootstrapScript } from '@market-data-docs/theme/color-mode';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import type { SiteConfig } from '../config/schema.js';
import { clientConfig, searchIndexDir } from './client-config.js';
import { writeCodePages } from './code-pages.js';
import { contentOptions } from './content-options.js';
import { type CodePageModule, siteVirtualModules, viteConfig } from './vite-config.js';

export interface DevServerOptions {
  config: SiteConfig;
  /** Content tree to serve instead of `@market-data-docs/content`. */
  contentDir?: string;
  /** Its static files (default `<contentDir>/static`). */
  staticDir?: string;
  /** Port on 127.0.0.1. Default 5173. */
  port?: number;
}

/**
 * Starts the dev server: Vite serves the app shell with hot reload, the content plugin compiles the
 * content at start and each saved page again, and the open tab refetches its data without a reload.
 * The search index is built from memory when the browser first asks for it after a change.
 */
export async function startDevServer(options: DevServerOptions): Promise<ViteDevServer> {
  const { config } = options;
  const contentDir = options.contentDir ?? packageContentDir;
  const staticDir =
    options.staticDir ?? (options.contentDir ? path.join(contentDir, 'static') : packageStaticDir);
  const client = clientConfig(config);
  let codePages: CodePageModule[] = [];
  let server: ViteDevServer | undefined;
  let searchFiles: () => Map<string, string> = () => new Map();

  const devExtras: Plugin = {
    name: 'mdd:dev',
    transformIndexHtml: (html) =>
      html.replace('<head>', `<head>\n<script>${themeBootstrapScript(client.theme)}</script>`),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        const file = pathname.startsWith(`${config.basePath}${searchIndexDir}/`)
          ? searchFiles().get(pathname.slice(config.basePath.length))
          : undefined;
        if (file === undefined) return next();
        response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        response.end(file);
      });
    },
  };

  server = await createServer({
    ...viteConfig({
      dev: true,
      basePath: config.basePath,
      plugins: [
        siteVirtualModules(
          () => client,
          () => codePages,
        ),
        contentDevPlugin({
          ...contentOptions(config, { contentDir, staticDir }),
          onBuild(build) {
            codePages = writeCodePages(build, 'dev', contentDir);
            let files: Map<string, string> | undefined;
            searchFiles = () => {
              files ??= new Map(
                buildLocalIndex(build.records, { dir: searchIndexDir, synonyms: config.search.synonyms }).map(
                  (f) => [f.path, f.contents],
                ),
              );
              return files;
            };
            const graph = server?.moduleGraph;
            const registry = graph?.getModuleById('\0virtual:mdd/code-pages');
            if (graph && registry) graph.invalidateModule(registry);
          },
        }),
        devExtras,
      ],
    }),
    publicDir: staticDir,
    appType: 'spa',
    server: { host: '127.0.0.1', port: options.port ?? 5173 },
  });
  await server.listen();
  return server;
}
