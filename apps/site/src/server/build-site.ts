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
import { build as viteBuild } from 'vite';
import type { SiteConfig } from '../config/schema.js';
import type { View } from '../router/views.js';
import { appRoutes, dataUrl } from '../router/views.js';
import { type ClientConfig, clientConfig } from './client-config.js';
import { writeCodePages } from './code-pages.js';
import { htmlDocument, type ShellAssets } from './document.js';
import { headTags } from './head.js';
import { contentSecurityPolicy, headersFile, scriptHash } from './headers.js';
import { llmsTxt, openSearchXml, robotsTxt, sitemapXml, webManifest } from './seo-files.js';
import { appDir, type CodePageModule, siteVirtualModules, viteConfig } from './vite-config.js';

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
  seconds: number;
}

const themeColor = '#00419a';

/** Where compiled pages are cached between builds (shared by the dev server). */
export const contentCacheDir = path.join(appDir, 'node_modules/.cache/mdd-site/content');

interface ServerEntry {
  render(view: View, route: string): string;
  codePages: Record<
    string,
    () => Promise<{ default: NonNullable<Extract<View, { kind: 'page' }>['Module']> }>
  >;
}

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
  fs.mkdirSync(cacheRoot, { recursive: true });
  const client = clientConfig(config);
  const hidden = new Set((options.hiddenSections ?? []).map((s) => s.id));

  try {
    const result = await buildInto(tmpDir, options, client, hidden, cacheRoot, started);
    swapInto(tmpDir, outDir);
    return result;
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
}

async function buildInto(
  tmpDir: string,
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
    contentDir: options.contentDir ?? defaultContentDir,
    staticDir: options.staticDir ?? defaultStaticDir,
    sections: [...config.sections, ...(options.hiddenSections ?? [])],
    basePath: config.basePath,
    editUrl: config.editUrl,
    tocLevels: [config.toc.minHeadingLevel, config.toc.maxHeadingLevel],
    languages: config.codeLanguages,
    appRoutes: Object.keys(appRoutes),
    cacheDir: contentCacheDir,
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
  const server = (await import(`${pathToFileURL(shell.serverEntry).href}?t=${Date.now()}`)) as ServerEntry;

  const bootstrap = themeBootstrapScript(client.theme);
  const write = (rel: string, body: string | Buffer) => {
    const file = path.join(tmpDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  };
  const renderRoute = (view: View, route: string, withData: boolean) =>
    htmlDocument({
      basePath: config.basePath,
      head: headTags({ view, route, config }),
      body: server.render(view, route),
      bootstrap,
      assets: shell.assets,
      dataUrl: withData ? dataUrl(config.basePath, route) : undefined,
      themeColor,
      favicon: config.favicon,
    });

  let pages = 0;
  for (const entry of content.manifest.routes) {
    const page = content.page(entry.route) as PageData;
    const rel = entry.route.slice(1);
    let view: View = { kind: 'page', page };
    if (page.module)
      view = { kind: 'page', page, Module: (await server.codePages[entry.route]?.())?.default };
    write(path.join(rel, 'index.json'), JSON.stringify(page));
    write(path.join(rel, 'index.html'), renderRoute(view, entry.route, true));
    const markdown = content.markdown(entry.route);
    if (markdown !== undefined) write(`${rel}.md`, markdown);
    if (page.sidebarFile) write(page.sidebarFile, JSON.stringify(content.manifest.sidebars[page.section]));
    pages++;
  }
  write('index.html', renderRoute({ kind: 'home' }, '/', false));
  write('search/index.html', renderRoute({ kind: 'search' }, '/search', false));
  write('404.html', renderRoute({ kind: 'not-found' }, '/404', false));
  pages += 3;

  const visible = content.manifest.routes.filter((r) => !hidden.has(r.section));
  const records = content.records.filter((r) => !hidden.has(r.section));
  for (const file of buildLocalIndex(records, { dir: 'search-index' })) write(file.path, file.contents);
  write('sitemap.xml', sitemapXml(config, visible));
  write('robots.txt', robotsTxt(config));
  write('opensearch.xml', openSearchXml(config));
  write('manifest.webmanifest', webManifest(config, themeColor));
  write('llms.txt', llmsTxt(config, { ...content, manifest: { ...content.manifest, routes: visible } }));
  write('_headers', headersFile(config.basePath, contentSecurityPolicy(scriptHash(bootstrap))));
  write('.nojekyll', '');
  fs.cpSync(options.staticDir ?? defaultStaticDir, tmpDir, { recursive: true });
  for (const asset of content.assets) {
    fs.mkdirSync(path.dirname(path.join(tmpDir, asset.output)), { recursive: true });
    fs.copyFileSync(asset.source, path.join(tmpDir, asset.output));
  }
  fs.writeFileSync(path.join(cacheRoot, 'search-records.json'), JSON.stringify(records));
  return { content, pages, seconds: (performance.now() - started) / 1000 };
}

/** Bundles the app shell for the browser and for server rendering, into the cache folder. */
async function buildShell(
  client: ClientConfig,
  codePages: CodePageModule[],
  cacheRoot: string,
): Promise<{ assets: ShellAssets; serverEntry: string; clientDir: string }> {
  const plugins = () => [
    siteVirtualModules(
      () => client,
      () => codePages,
    ),
  ];
  const variant = codePages.length ? 'with-code' : 'shell';
  const outDir = path.join(cacheRoot, variant, 'client');
  const serverDir = path.join(cacheRoot, variant, 'server');
  fs.rmSync(path.join(cacheRoot, variant), { recursive: true, force: true });
  await Promise.all([
    viteBuild(viteConfig({ basePath: client.basePath, plugins: plugins(), outDir })),
    viteBuild(viteConfig({ basePath: client.basePath, plugins: plugins(), outDir: serverDir, ssr: true })),
  ]);
  const manifestPath = path.join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
  >;
  fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the client build has no entry chunk');
  const preload = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preload.has(chunk.file)) return;
    preload.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of entry.imports ?? []) visit(key);
  const url = (file: string) => `${client.basePath}${file}`;
  return {
    assets: { script: url(entry.file), preload: [...preload].map(url), styles: (entry.css ?? []).map(url) },
    serverEntry: path.join(serverDir, 'entry-server.js'),
    clientDir: outDir,
  };
}

function swapInto(tmpDir: string, outDir: string): void {
  const old = `${outDir}.old`;
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
  fs.renameSync(tmpDir, outDir);
  fs.rmSync(old, { recursive: true, force: true });
}
