import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentDir as defaultContentDir, staticDir as defaultStaticDir } from '@market-data-docs/content';
import {
  buildContent,
  type ContentBuild,
  createProgress,
  type PageData,
} from '@market-data-docs/mdx-pipeline';
import { buildLocalIndex } from '@market-data-docs/search/indexer';
import { themeBootstrapScript } from '@market-data-docs/theme/color-mode';
import type { SiteConfig } from '../config/schema.js';
import type { DocumentContext } from '../entry-server.js';
import { appDir } from './app-dir.js';
import { bootLoaderFile, bootLoaderSource } from './boot-loader.js';
import { type ClientConfig, clientConfig, searchIndexDir } from './client-config.js';
import { writeCodePages } from './code-pages.js';
import { contentOptions } from './content-options.js';
import { contentSecurityPolicy, headersFile, scriptHash } from './headers.js';
import { createPageWriter } from './page-writer.js';
import { createRenderPool } from './render-pool.js';
import { buildSearchIndexOnThread } from './search-index.js';
import { llmsTxt, openSearchXml, robotsTxt, sitemapXml, webManifest } from './seo-files.js';
import { buildShell } from './shell.js';

export interface BuildSiteOptions {
  config: SiteConfig;
  /** Output folder: what is served under the base path. */
  outDir: string;
  /** Content tree to build; defaults to `@market-data-docs/content`. */
  contentDir?: string;
  staticDir?: string;
  /** Extra sections (e.g. test-only pages) compiled but left out of the sitemap, llms.txt and search. */
  hiddenSections?: Array<{ id: string; label: string }>;
  /** Print nothing (no progress, no warnings). */
  quiet?: boolean;
}

export interface BuildSiteResult {
  content: ContentBuild;
  pages: number;
  /** Pages rendered in this build; the others' HTML was reused from the previous build. */
  rendered: number;
  seconds: number;
}

const themeColor = '#00419a';

type ServerEntry = Pick<typeof import('../entry-server.js'), 'renderDocument' | 'renderPageDocument'>;

/** Above this many pages, pages are rendered on worker threads. */
const poolThreshold = 300;
/** Pages handed to the workers and not yet written, at most. */
const maxInFlight = 64;

/**
 * Builds the whole site into `outDir`: compiles the content, bundles the app shell (client and
 * server), renders every route to static HTML beside its page JSON, and writes the search index,
 * SEO files, Markdown twins and `_headers`. Everything is written to a temporary folder first:
 * when the content does not compile, the previous output stays as it was.
 */
export async function buildSite(options: BuildSiteOptions): Promise<BuildSiteResult> {
  const started = performance.now();
  const { config, outDir } = options;
  const cacheRoot = path.join(appDir, 'node_modules/.cache/mdd-site');
  const tmpDir = `${outDir}.tmp`;
  fs.rmSync(tmpDir, { recursive: true, force: true });
  const parent = path.dirname(outDir);
  const leftovers = fs.existsSync(parent)
    ? fs.readdirSync(parent).filter((name) => name.startsWith(`${path.basename(outDir)}.old-`))
    : [];
  removeInBackground(leftovers.map((name) => path.join(parent, name)));
  fs.mkdirSync(cacheRoot, { recursive: true });
  const client = clientConfig(config);
  const hidden = new Set((options.hiddenSections ?? []).map((s) => s.id));

  try {
    const result = await buildInto(tmpDir, outDir, options, client, hidden, cacheRoot, started);
    swapInto(tmpDir, outDir);
    return result;
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
}

async function buildInto(
  tmpDir: string,
  outDir: string,
  options: BuildSiteOptions,
  client: ClientConfig,
  hidden: Set<string>,
  cacheRoot: string,
  started: number,
): Promise<BuildSiteResult> {
  const { config } = options;
  const progress = options.quiet ? { onProgress: () => {}, done: () => {} } : createProgress();
  const shellWithoutCode = buildShell(client, [], cacheRoot);
  shellWithoutCode.catch(() => {});
  const content = await buildContent({
    ...contentOptions(config, {
      contentDir: options.contentDir,
      staticDir: options.staticDir,
      extraSections: options.hiddenSections,
    }),
    onProgress: progress.onProgress,
  });
  progress.done(content);
  for (const warning of options.quiet ? [] : content.warnings) {
    console.warn(
      `warning: ${[warning.file, warning.line].filter(Boolean).join(':')}${warning.file ? ': ' : ''}${warning.message}`,
    );
  }

  const codePages = writeCodePages(content, 'build', options.contentDir ?? defaultContentDir);
  const shell = codePages.length ? await buildShell(client, codePages, cacheRoot) : await shellWithoutCode;
  fs.cpSync(shell.clientDir, tmpDir, { recursive: true });
  const context: DocumentContext = {
    config,
    bootstrap: themeBootstrapScript(client.theme),
    assets: shell.assets,
    loader: config.basePath + bootLoaderFile,
    themeColor,
  };
  let server: ServerEntry | undefined;
  const loadServer = async () => {
    server ??= (await import(`${pathToFileURL(shell.serverEntry).href}?t=${Date.now()}`)) as ServerEntry;
    return server;
  };
  const renderKey = createHash('sha256').update(shell.key).update(JSON.stringify(config)).digest('hex');
  const writer = createPageWriter(tmpDir, outDir, renderKey);
  const { write } = writer;
  const pool =
    content.manifest.routes.length > poolThreshold ? createRenderPool(shell.serverEntry, context) : undefined;
  const records = content.records.filter((r) => !hidden.has(r.section));
  // While this thread renders, a core is free: the search index is built there meanwhile. With a render
  // pool every core is busy, and copying the records to another thread would only cost time and memory.
  const searchIndex = pool ? undefined : buildSearchIndexOnThread({ records, dir: searchIndexDir });
  searchIndex?.catch(() => {});
  const rendering = new Set<Promise<void>>();

  try {
    for (const entry of content.manifest.routes) {
      const rel = entry.route.slice(1);
      const html = path.join(rel, 'index.html');
      const twin = entry.kind === 'doc' || entry.kind === 'category';
      const files = [html, path.join(rel, 'index.json'), ...(twin ? [`${rel}.md`] : [])];
      if (writer.reuse(files, content.pageKey(entry.route))) continue;
      const page = content.page(entry.route) as PageData;
      const json = JSON.stringify(page);
      write(path.join(rel, 'index.json'), json);
      if (pool) {
        const task = pool.render(entry.route, json, path.join(tmpDir, html)).catch((error) => {
          throw content.pageError(entry.route, error);
        });
        rendering.add(task);
        void task.finally(() => rendering.delete(task)).catch(() => {});
        if (rendering.size >= maxInFlight) await Promise.race(rendering);
      } else {
        const server = await loadServer();
        write(
          html,
          await server.renderPageDocument(entry.route, page, context).catch((error) => {
            throw content.pageError(entry.route, error);
          }),
        );
      }
      const markdown = content.markdown(entry.route);
      if (markdown !== undefined) write(`${rel}.md`, markdown);
    }
    await Promise.all(rendering);
  } finally {
    await pool?.close();
  }
  for (const [section, items] of Object.entries(content.manifest.sidebars)) {
    const first = content.manifest.routes.find((r) => r.section === section);
    const file = first && (content.page(first.route) as PageData).sidebarFile;
    if (file) write(file, JSON.stringify(items));
  }
  for (const [rel, view, route] of [
    ['index.html', { kind: 'home' }, '/'],
    ['search/index.html', { kind: 'search' }, '/search'],
    ['404.html', { kind: 'not-found' }, '/404'],
  ] as const) {
    if (!writer.reuse([rel], route)) write(rel, (await loadServer()).renderDocument(view, route, context));
  }
  const pages = content.manifest.routes.length + 3;
  const { rendered } = writer.finish();

  const visible = content.manifest.routes.filter((r) => !hidden.has(r.section));
  const indexFiles = (await searchIndex) ?? buildLocalIndex(records, { dir: searchIndexDir });
  for (const file of indexFiles) write(file.path, file.contents);
  write('sitemap.xml', sitemapXml(config, visible));
  write('robots.txt', robotsTxt(config));
  write('opensearch.xml', openSearchXml(config));
  write('manifest.webmanifest', webManifest(config, themeColor));
  write('llms.txt', llmsTxt(config, { ...content, manifest: { ...content.manifest, routes: visible } }));
  write('_headers', headersFile(config.basePath, contentSecurityPolicy(scriptHash(context.bootstrap))));
  write('.nojekyll', '');
  write(bootLoaderFile, bootLoaderSource);
  fs.cpSync(options.staticDir ?? defaultStaticDir, tmpDir, { recursive: true });
  for (const asset of content.assets) {
    fs.mkdirSync(path.dirname(path.join(tmpDir, asset.output)), { recursive: true });
    fs.copyFileSync(asset.source, path.join(tmpDir, asset.output));
  }
  fs.writeFileSync(path.join(cacheRoot, 'search-records.json'), JSON.stringify(records));
  return { content, pages, rendered, seconds: (performance.now() - started) / 1000 };
}

/**
 * Puts the new build in place with two renames; the previous build is deleted by a detached process
 * so that deleting hundreds of files never delays the build.
 */
function swapInto(tmpDir: string, outDir: string): void {
  const old = `${outDir}.old-${process.pid}-${Date.now()}`;
  if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
  fs.renameSync(tmpDir, outDir);
  removeInBackground([old]);
}

/** Deletes folders from a detached process that outlives this one. */
function removeInBackground(dirs: string[]): void {
  const existing = dirs.filter((dir) => fs.existsSync(dir));
  if (!existing.length) return;
  const script = `for (const d of ${JSON.stringify(existing)}) require('fs').rmSync(d, { recursive: true, force: true })`;
  spawn(process.execPath, ['-e', script], { detached: true, stdio: 'ignore' }).unref();
}
