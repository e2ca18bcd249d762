import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pc from 'picocolors';
import type { Plugin, ViteDevServer } from 'vite';
import { buildContent, type ContentBuild } from './build.js';
import { loadCompiler } from './compile-lazy.js';
import { ContentBuildError } from './errors.js';
import { type PipelineOptions, resolveSection } from './options.js';
import type { RenderPlace } from './plugins/module-places.js';
import { createProgress, formatWarning } from './progress.js';
import { routeFolder } from './structure/route-folder.js';
import type { ManifestEntry } from './types.js';

/** Name of the event sent to the browser when content changed; the open page then refetches its data. */
export const contentUpdateEvent = 'mdd:content-update';
/** Name of the event sent to the browser when content does not compile, with `{ message }`. */
export const contentErrorEvent = 'mdd:content-error';
/**
 * Name of the event a browser sends once it listens (a new tab, a reload): it is answered with
 * {@link contentErrorEvent} while some content does not compile.
 */
export const contentStatusEvent = 'mdd:content-status';
/**
 * Name of the event a browser sends when the open page throws while it renders, with
 * `{ route, name, message, place? }` (`place`: the error's `mddPlace`): the server logs it as a build
 * reports a page that fails to render, naming the page's file (and line, when the page's module
 * recorded it).
 */
export const renderErrorEvent = 'mdd:render-error';

/** Pages above which the content is watched only once the first page is answered. */
const largeSite = 5000;

/** When and how big a file was last written: what tells one save from the next. */
function stampOf(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return '';
  }
}

/**
 * Vite dev-server plugin: serves page data (`<route>/index.json`), section sidebars, Markdown twins
 * and images from memory, and recompiles a changed page on save, telling the open tab which routes
 * changed (no full reload). The server answers at once: the content is outlined (a `lazy` build,
 * each page compiled when first asked for) while the full build runs behind it; the open tab
 * refetches when it lands. While a large site is outlined, requests go first, and a page is answered
 * from an outline of its own folder (a `focus` build) until the whole is read. A compile error is
 * logged and sent to the browser as {@link contentErrorEvent} (the last good content stays); every
 * warning is logged once, with its file and line; a page that crashes in the browser is logged as a
 * build reports it ({@link renderErrorEvent}).
 */
export function contentDevPlugin(
  options: PipelineOptions & { onBuild?: (build: ContentBuild) => void },
): Plugin {
  const basePath = options.basePath ?? '/';
  let build: ContentBuild | undefined;
  let queue: Promise<void> = Promise.resolve();
  /** Saved pages are taken in one at a time, in the order of the saves: the last save wins. */
  let refreshes: Promise<void> = Promise.resolve();
  const warned = new Set<string>();
  /**
   * What does not compile now, until it does: by file for a saved page, under `''` for a build. Sent
   * to every tab that connects meanwhile.
   */
  const failures = new Map<string, string>();
  /** The files the errors logged so far named (relative to `contentDir`), until they compile again. */
  const failedFiles = new Set<string>();
  /**
   * The terminal's last word on a file (relative to `contentDir`) that failed before. Written as the
   * build summaries are: a site's logger may show warnings and errors only.
   */
  const compilesAgain = (file: string) =>
    process.stderr.write(`${pc.dim('mdx-pipeline')} ${file} compiles again\n`);
  const failureEvent = () =>
    failures.size ? { message: [...new Set(failures.values())].join('\n\n') } : undefined;

  const report = (server: ViteDevServer, error: unknown, file = '') => {
    const message =
      error instanceof ContentBuildError ? error.message : String((error as Error).stack ?? error);
    server.config.logger.error(message);
    failures.set(file, message);
    if (error instanceof ContentBuildError)
      for (const failed of error.errors) if (failed.place.file) failedFiles.add(failed.place.file);
    server.ws.send({ type: 'custom', event: contentErrorEvent, data: failureEvent() });
  };
  /** Tells the open tabs that content changed (`routes`, or all) and what still does not compile. */
  const updated = (server: ViteDevServer, data: { routes?: string[] }) => {
    server.ws.send({ type: 'custom', event: contentUpdateEvent, data });
    const left = failureEvent();
    if (left) server.ws.send({ type: 'custom', event: contentErrorEvent, data: left });
  };
  const warn = (server: ViteDevServer, next: ContentBuild) => {
    for (const line of next.warnings.map(formatWarning)) {
      if (warned.has(line)) continue;
      warned.add(line);
      server.config.logger.warn(line);
    }
  };
  /** Builds of one folder that pages were answered from while the whole content was outlined. */
  const focused = new Set<ContentBuild>();
  const contentDir = path.resolve(options.contentDir);
  const sections = options.sections.map((s) => resolveSection(contentDir, s));
  // The content folder, and section folders outside it (a Docusaurus site's `../docs`), with their translations.
  const roots = [
    ...new Set([
      contentDir,
      ...sections.flatMap((s) => (s.translationsDir ? [s.dir, s.translationsDir] : [s.dir])),
    ]),
  ].filter((dir, _, all) => !all.some((other) => other !== dir && dir.startsWith(`${other}${path.sep}`)));
  const inContent = (file: string) =>
    roots.some((root) => file === root || file.startsWith(`${root}${path.sep}`));
  /** The partials outside the content that the pages' text holds, watched. */
  let partials = new Set<string>();
  const followPartials = (server: ViteDevServer, next: ContentBuild) => {
    partials = new Set(next.partialFiles().filter((file) => !inContent(file)));
    if (partials.size) server.watcher.add([...partials]);
  };
  const fileOf = (entry: ManifestEntry) => entry.file && path.resolve(contentDir, entry.file);
  // Files taken in by `refresh` while a full build runs: that build may have read them before.
  let building = false;
  const touched = new Set<string>();
  /** Content events so far: a build that fails after a later save read a file that changed since. */
  let changes = 0;
  const compile = async (server: ViteDevServer) => {
    const progress = createProgress();
    building = true;
    touched.clear();
    const seen = changes;
    try {
      const next = await buildContent({
        ...options,
        background: true,
        workers: options.workers ?? Math.max(1, os.availableParallelism() - 1),
        onProgress: progress.onProgress,
      });
      for (const file of touched) if (!(await next.refresh(file))) queue = queue.then(() => compile(server));
      build = next;
      followPartials(server, next);
      progress.done(build);
      warn(server, build);
      options.onBuild?.(build);
      failures.clear();
      // A build that failed named its files in the terminal (pages, category files): say that those
      // still there compile again.
      for (const file of failedFiles) if (fs.existsSync(path.resolve(contentDir, file))) compilesAgain(file);
      failedFiles.clear();
      updated(server, {});
    } catch (error) {
      // Stale: the next build reads the files as they are now, and reports.
      if (changes !== seen) queue = queue.then(() => compile(server));
      else {
        failures.clear();
        report(server, error);
      }
    } finally {
      building = false;
    }
  };
  /**
   * A saved page whose edit changes that page alone is compiled and sent at once, whatever the size
   * of the site; any other change builds again.
   */
  const refresh = async (server: ViteDevServer, file: string) => {
    // The last build failed: what it was to take in (a category file, another page) is not in the
    // content served yet, and its error stands until a build succeeds.
    if (failures.has('')) {
      queue = queue.then(() => compile(server));
      return;
    }
    const current =
      build ?? [...focused].find((near) => near.manifest.routes.some((r) => fileOf(r) === file));
    try {
      const route = current && (await current.refresh(file));
      if (!current || !route) {
        queue = queue.then(() => compile(server));
        return;
      }
      if (building) touched.add(file);
      if (current === build) options.onBuild?.(current);
      // The terminal's last word on the file was its error.
      failedFiles.delete(path.relative(contentDir, file));
      if (failures.delete(file)) compilesAgain(path.relative(contentDir, file));
      updated(server, { routes: [route] });
    } catch (error) {
      if (building) touched.add(file);
      report(server, error, file);
    }
  };

  return {
    name: 'mdd:content',
    apply: 'serve',
    configureServer(server) {
      // The server answers at once (the app's HTML and code); the content's requests wait for the
      // outline of every page, which a large site takes seconds to read. Until it lands, a page is
      // answered from an outline of its own folder, and the open tab is told once the whole is read.
      let focusedAnswers = false;
      // Requests answered while the outline runs go first: it waits for them between its batches.
      const ahead = new Map<ServerResponse, { done: Promise<void>; release: () => void }>();
      server.middlewares.use((_request, response, next) => {
        if (!build) {
          let release = () => {};
          const done = new Promise<void>((resolve) => {
            release = resolve;
          });
          ahead.set(response, { done, release });
          response.once('close', () => {
            release();
            ahead.delete(response);
          });
        }
        next();
      });
      const waitForOutline = (response: ServerResponse) => {
        ahead.get(response)?.release();
        ahead.delete(response);
        return outlined;
      };
      const folders = new Map<string, Promise<ContentBuild | undefined>>();
      const outlined = buildContent({
        ...options,
        lazy: true,
        pause: () => {
          const held = [...ahead.values()].map((request) => request.done);
          const own = options.pause?.();
          return held.length || own ? Promise.all([own, ...held]) : undefined;
        },
      }).then(
        (lazy) => {
          build = lazy;
          followPartials(server, lazy);
          folders.clear();
          focused.clear();
          options.onBuild?.(lazy);
          if (focusedAnswers) updated(server, {});
        },
        (error: unknown) => report(server, error),
      );
      loadCompiler().catch(() => {});
      /**
       * A lazy build of the folder a route's page most likely lives in, once per folder, its files
       * watched from then on (a large site's content is watched only once its outline has landed).
       */
      const focusedBuild = (route: string) => {
        const focus = routeFolder(route, sections);
        if (!focus) return Promise.resolve(undefined);
        const key = `${focus.section}:${focus.dir}`;
        if (!folders.has(key))
          folders.set(
            key,
            buildContent({ ...options, focus, pause: undefined }).then(
              (near) => {
                if (build) return near;
                focused.add(near);
                server.watcher.add(near.manifest.routes.flatMap((r) => fileOf(r) ?? []));
                return near;
              },
              () => undefined,
            ),
          );
        return folders.get(key) as Promise<ContentBuild | undefined>;
      };
      // The full build starts once the outline has landed and the first page has been answered (or a
      // second after): started at once, it would slow that page down.
      let firstAnswered = () => {};
      const answered = new Promise<void>((resolve) => {
        firstAnswered = resolve;
      });
      const firstPage = outlined.then(() =>
        Promise.race([answered, new Promise((resolve) => setTimeout(resolve, build ? 1000 : 0).unref())]),
      );
      queue = firstPage.then(() => compile(server));
      // Watching stats every file: for a large site that takes seconds, so it waits for the first page.
      void outlined
        .then(() => ((build?.manifest.routes.length ?? 0) > largeSite ? firstPage : undefined))
        .then(() => server.watcher.add(roots));
      /** A partial that a page's text holds, outside the content (`@site/src/partials/_x.mdx`): builds again. */
      const onPartial = (file: string) => {
        if (!partials.has(file)) return;
        changes++;
        queue = queue.then(() => compile(server));
      };
      const onFile = (file: string) => {
        onPartial(file);
        if (!inContent(file)) return;
        changes++;
        queue = queue.then(() => compile(server));
      };
      // The watcher drops a second change of a file within 50 ms of the first: each change is
      // looked at again once that window has passed, and taken in when the file differs.
      const stamps = new Map<string, string>();
      const onChange = (file: string) => {
        changes++;
        stamps.set(file, stampOf(file));
        refreshes = refreshes.then(() => refresh(server, file));
      };
      server.watcher.on('change', (file) => {
        if (!inContent(file)) return onPartial(file);
        onChange(file);
        setTimeout(() => {
          if (stampOf(file) !== stamps.get(file)) onChange(file);
        }, 60).unref();
      });
      server.ws.on(contentStatusEvent, (_data, client) => {
        const failure = failureEvent();
        if (failure) client.send(contentErrorEvent, failure);
      });
      server.ws.on(
        renderErrorEvent,
        (data: { route?: unknown; name?: unknown; message?: unknown; place?: unknown }) => {
          if (typeof data?.route !== 'string' || typeof data.message !== 'string') return;
          const name = typeof data.name === 'string' ? data.name : 'Error';
          const error = Object.assign(new Error(data.message), { name, mddPlace: renderPlace(data.place) });
          const [reported] = build?.pageError(data.route, error).errors ?? [];
          server.config.logger.error(
            reported?.format() ?? `${data.route} failed to render: ${name}: ${data.message}`,
          );
        },
      );
      server.watcher.on('add', onFile);
      server.watcher.on('unlink', onFile);

      server.middlewares.use(async (request, response, next) => {
        const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
        if (!pathname.startsWith(basePath)) return next();
        const rel = pathname.slice(basePath.length);
        const isData = rel === 'index.json' || rel.endsWith('/index.json');
        const isTwin = rel.endsWith('.md');
        const route = isTwin
          ? `/${rel.slice(0, -3)}`
          : isData
            ? `/${rel.slice(0, -'index.json'.length).replace(/\/$/, '')}`
            : '';
        let content = build;
        if (!content && route) {
          const near = await focusedBuild(route);
          if (near?.manifest.routes.some((r) => r.route === route)) {
            content = build ?? near;
            focusedAnswers ||= content === near;
          }
        }
        if (!content && !route)
          for (const near of focused) if (near.assets.some((asset) => asset.output === rel)) content = near;
        if (!content && (route || rel.startsWith('_sidebars/'))) await waitForOutline(response);
        content ??= build;
        if (!content) return next();
        const send = (type: string, body: string | Buffer) => {
          response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
          response.end(body);
        };
        if (route) {
          try {
            await content.ensure(route);
            firstAnswered();
          } catch (error) {
            report(server, error);
            response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
            response.end((error as Error).message);
            return;
          }
        }
        if (isData) {
          const page = content.page(route);
          if (!page) {
            response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not found"}');
            return;
          }
          return send('application/json', JSON.stringify(page));
        }
        const sidebar = /^_sidebars\/([\w./-]+)\.json$/.exec(rel);
        if (sidebar?.[1] && content.manifest.sidebars[sidebar[1]]) {
          return send('application/json', JSON.stringify(content.manifest.sidebars[sidebar[1]]));
        }
        if (isTwin) {
          const markdown = content.markdown(route);
          if (markdown !== undefined) return send('text/markdown; charset=utf-8', markdown);
        }
        const asset = content.assets.find((a) => a.output === rel);
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

/** The `mddPlace` a browser sent, when it is one. */
function renderPlace(place: unknown): RenderPlace | undefined {
  const { file, line, column } = (place ?? {}) as Partial<Record<keyof RenderPlace, unknown>>;
  return typeof file === 'string' && typeof line === 'number' && typeof column === 'number'
    ? { file, line, column }
    : undefined;
}
