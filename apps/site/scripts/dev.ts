import { contentDir, staticDir } from '@market-data-docs/content';
import { contentDevPlugin } from '@market-data-docs/mdx-pipeline/vite';
import { buildLocalIndex } from '@market-data-docs/search/indexer';
import { themeBootstrapScript } from '@market-data-docs/theme/color-mode';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { clientConfig } from '../src/server/client-config.js';
import { writeCodePages } from '../src/server/code-pages.js';
import { contentOptions } from '../src/server/content-options.js';
import { loadSiteConfig } from '../src/server/load-config.js';
import { type CodePageModule, siteVirtualModules, viteConfig } from '../src/server/vite-config.js';

const started = performance.now();
const config = await loadSiteConfig();
const client = clientConfig(config);
let codePages: CodePageModule[] = [];
let server: ViteDevServer | undefined;
let searchFiles = new Map<string, string>();

const devExtras: Plugin = {
  name: 'mdd:dev',
  transformIndexHtml: (html) =>
    html.replace('<head>', `<head>\n<script>${themeBootstrapScript(client.theme)}</script>`),
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      const file = pathname.startsWith(`${config.basePath}search-index/`)
        ? searchFiles.get(pathname.slice(config.basePath.length + 'search-index/'.length))
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
        ...contentOptions(config),
        onBuild(build) {
          codePages = writeCodePages(build, 'dev', contentDir);
          searchFiles = new Map(
            buildLocalIndex(build.records, { dir: 'search-index' }).map((f) => [f.path, f.contents]),
          );
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
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173) },
});
await server.listen();
console.log(`Dev server ready in ${Math.round(performance.now() - started)} ms`);
server.printUrls();
