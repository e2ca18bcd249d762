import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { buildContent, type ContentBuild } from './build.js';
import { ContentBuildError } from './errors.js';
import type { PipelineOptions } from './options.js';
import { createProgress } from './progress.js';

/** Name of the event sent to the browser when content changed; the open page then refetches its data. */
export const contentUpdateEvent = 'mdd:content-update';

/**
 * Vite dev-server plugin: compiles the content at start, serves page data (`<route>/index.json`),
 * section sidebars, Markdown twins and images from memory, and recompiles a changed page on save,
 * telling the open tab which routes changed (no full reload). Compile errors show in Vite's overlay
 * and keep the last good content.
 */
export function contentDevPlugin(
  options: PipelineOptions & { onBuild?: (build: ContentBuild) => void },
): Plugin {
  const basePath = options.basePath ?? '/';
  let build: ContentBuild | undefined;
  let queue: Promise<void> = Promise.resolve();

  const compile = async (server: ViteDevServer) => {
    const progress = createProgress();
    try {
      const first = !build;
      build = await buildContent({ ...options, onProgress: progress.onProgress });
      progress.done(build);
      options.onBuild?.(build);
      if (!first) server.ws.send({ type: 'custom', event: contentUpdateEvent, data: {} });
    } catch (error) {
      const message =
        error instanceof ContentBuildError ? error.message : String((error as Error).stack ?? error);
      server.config.logger.error(message);
      server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'mdd:content' } });
    }
  };

  return {
    name: 'mdd:content',
    apply: 'serve',
    async configureServer(server) {
      await compile(server);
      const contentDir = path.resolve(options.contentDir);
      server.watcher.add(contentDir);
      const onFile = (file: string) => {
        if (!file.startsWith(contentDir)) return;
        queue = queue.then(() => compile(server));
      };
      server.watcher.on('change', onFile);
      server.watcher.on('add', onFile);
      server.watcher.on('unlink', onFile);

      server.middlewares.use((request, response, next) => {
        const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
        if (!build || !pathname.startsWith(basePath)) return next();
        const rel = pathname.slice(basePath.length);
        const send = (type: string, body: string | Buffer) => {
          response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
          response.end(body);
        };
        if (rel === 'index.json' || rel.endsWith('/index.json')) {
          const route = `/${rel.slice(0, -'index.json'.length).replace(/\/$/, '')}`;
          const page = build.page(route);
          if (!page) {
            response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not found"}');
            return;
          }
          return send('application/json', JSON.stringify(page));
        }
        const sidebar = /^_sidebars\/([\w-]+)\.json$/.exec(rel);
        if (sidebar?.[1] && build.manifest.sidebars[sidebar[1]]) {
          return send('application/json', JSON.stringify(build.manifest.sidebars[sidebar[1]]));
        }
        if (rel.endsWith('.md')) {
          const markdown = build.markdown(`/${rel.slice(0, -3)}`);
          if (markdown !== undefined) return send('text/markdown; charset=utf-8', markdown);
        }
        const asset = build.assets.find((a) => a.output === rel);
        if (asset)
          return send(
            asset.output.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream',
            fs.readFileSync(asset.source),
          );
        next();
      });
    },
  };
}
