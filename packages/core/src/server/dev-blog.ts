import fs from 'node:fs';
import path from 'node:path';
import type { ContentBuild } from '@market-data-docs/mdx-pipeline';
import { ContentBuildError } from '@market-data-docs/mdx-pipeline';
import { contentErrorEvent, contentUpdateEvent } from '@market-data-docs/mdx-pipeline/vite';
import type { Plugin, ViteDevServer } from 'vite';
import type { Site } from '../config/site.js';
import type { BlogPage } from '../docusaurus/blog.js';
import { type BlogsBuild, buildBlogs } from './blogs.js';

/** The blogs of a Docusaurus site in the dev server. */
export interface DevBlogs {
  plugin: Plugin;
  /** Takes in a new build of the content: the blogs are built again with its routes. */
  contentBuilt(build: ContentBuild): void;
}

/**
 * Serves a Docusaurus site's blogs in the dev server as `mdd build` builds them: the posts, the
 * lists of posts, the archive, tags and authors (page data, Markdown twins, images and feeds). They
 * are built after each full build of the content (their links need its routes) and again when a
 * file of a blog folder changes; the open tab then refetches. `onBuilt` gets each new build (the
 * posts' modules and search records).
 */
export function devBlogs(site: Site, basePath: string, onBuilt: (blogs: BlogsBuild) => void): DevBlogs {
  const dirs = (site.docusaurus?.blogs ?? []).map((blog) => blog.dir);
  let server: ViteDevServer | undefined;
  let content: ContentBuild | undefined;
  let resolveFirst: (pages: Map<string, BlogPage> | undefined) => void = () => {};
  let current = new Promise<Map<string, BlogPage> | undefined>((resolve) => {
    resolveFirst = resolve;
  });
  let built: BlogsBuild | undefined;
  let started = false;
  const warned = new Set<string>();
  // Routes known from the front matter alone: a request for another route never waits for the blogs.
  const known = new Set(site.docusaurus?.blogRoutes ?? []);

  const rebuild = () => {
    if (!content) return;
    const routeByFile = content.manifest.routes.flatMap((r) =>
      r.file ? [[r.file, r.route] as [string, string]] : [],
    );
    const next = buildBlogs(site, routeByFile).then(
      (blogs) => {
        built = blogs;
        for (const warning of blogs.warnings) {
          const line = `warning: ${warning.file ? `${warning.file}: ` : ''}${warning.message}`;
          if (!warned.has(line)) server?.config.logger.warn(line);
          warned.add(line);
        }
        for (const page of blogs.pages) known.add(page.entry.route);
        onBuilt(blogs);
        server?.ws.send({ type: 'custom', event: contentUpdateEvent, data: {} });
        return new Map(blogs.pages.map((page) => [page.entry.route, page]));
      },
      (error: unknown) => {
        const message = error instanceof ContentBuildError ? error.message : String(error);
        server?.config.logger.error(message);
        server?.ws.send({ type: 'custom', event: contentErrorEvent, data: { message } });
        return undefined;
      },
    );
    if (started) current = next;
    else void next.then(resolveFirst);
    started = true;
  };

  const plugin: Plugin = {
    name: 'mdd:dev-blog',
    apply: 'serve',
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add(dirs);
      const inBlog = (file: string) => dirs.some((dir) => file.startsWith(`${dir}${path.sep}`));
      for (const event of ['change', 'add', 'unlink'] as const)
        devServer.watcher.on(event, (file) => {
          if (inBlog(file)) rebuild();
        });
      devServer.middlewares.use(async (request, response, next) => {
        const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
        if (!dirs.length || !pathname.startsWith(basePath)) return next();
        const rel = pathname.slice(basePath.length);
        const isData = rel.endsWith('/index.json');
        const isTwin = rel.endsWith('.md');
        const route = isData
          ? `/${rel.slice(0, -'/index.json'.length)}`
          : isTwin
            ? `/${rel.slice(0, -3)}`
            : '';
        const asset = built?.images.find((image) => image.output === rel);
        const feed = built?.feeds.find((file) => file.path === rel);
        if (!known.has(route) && !asset && !feed) return next();
        const send = (type: string, body: string | Buffer) => {
          response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
          response.end(body);
        };
        if (asset)
          return send(
            asset.output.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream',
            fs.readFileSync(asset.source),
          );
        if (feed)
          return send(feed.path.endsWith('.json') ? 'application/json' : 'application/xml', feed.contents);
        const page = (await current)?.get(route);
        if (!page) return next();
        if (isData) return send('application/json', JSON.stringify(page.data));
        if (page.markdown === undefined) return next();
        return send('text/markdown; charset=utf-8', page.markdown);
      });
    },
  };

  return {
    plugin,
    contentBuilt(build) {
      if (build === content) return;
      content = build;
      rebuild();
    },
  };
}
