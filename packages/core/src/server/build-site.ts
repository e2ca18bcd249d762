import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentBuild, ContentModule, PageData, PipelineWarning } from '@market-data-docs/mdx-pipeline';
import { buildContent, ContentBuildError, ContentError } from '@market-data-docs/mdx-pipeline';
import type { Site } from '../config/site.js';
import { checkImports, partialImports } from '../docusaurus/check-imports.js';
import { inlineScripts, scriptOrigins } from '../docusaurus/html-tags.js';
import { applyLinkPolicies } from '../docusaurus/link-policy.js';
import {
  redirectFile,
  redirectPage,
  redirectRules,
  redirectsFile,
  redirectTarget,
} from '../docusaurus/redirects.js';
import { appRoutesOf } from '../router/views.js';
import { buildBlogs, guessBlogModules } from './blogs.js';
import { bootLoader } from './boot-loader.js';
import { type BuildState, fileHash, removeBuildState, writeBuildState } from './build-state.js';
import { type BundleProblem, importPlace } from './bundle-problems.js';
import { type ClientConfig, searchIndexDir, siteClientConfig } from './client-config.js';
import { writeCodePagesOnce } from './code-pages.js';
import { brokenConfigLinks } from './config-links.js';
import { contentOptions, withContentTree } from './content-options.js';
import { buildEdits } from './edit-build.js';
import { filesUnder } from './files-under.js';
import { contentSecurityPolicy, headersFile, scriptHash } from './headers.js';
import { shellSite } from './mermaid.js';
import { createPageWriter, missingPages } from './page-writer.js';
import { compilePartial, type PartialCompiler, type PartialModule, partialCompiler } from './partials.js';
import { documentContext, renderKeyOf } from './render-context.js';
import { createRenderPool, type RenderPool } from './render-pool.js';
import {
  buildSearchIndex,
  hasSearchState,
  type SearchIndexOutput,
  searchPagesOf,
  updateSearchIndex,
} from './search-build.js';
import { type SearchIndexThread, startSearchIndexThread } from './search-index.js';
import { algoliaSetupWarning, searchIndexOptions, searchScaleWarning } from './search-scale.js';
import { defaultSitemap, llmsTxt, openSearchXml, robotsTxt, sitemapFiles, webManifest } from './seo-files.js';
import { buildShell, type Shell, shellKey } from './shell.js';
import type { CodePageModule } from './vite-config.js';

/** A step of the build and what it did, for progress output. */
export interface BuildPhase {
  name: 'content' | 'shell' | 'render' | 'search' | 'files';
  /** What it did, e.g. `121 pages (3 compiled, 118 cached)`. */
  detail: string;
  seconds: number;
}

export interface BuildReporter {
  /** Pages compiled so far, while the content compiles. */
  progress?(done: number, total: number): void;
  /** A phase finished. */
  phase?(phase: BuildPhase): void;
}

export interface BuildSiteOptions {
  site: Site;
  /** Output folder: what is served under the base path. Default: the site's `outDir`. */
  outDir?: string;
  /** Content tree to build instead of the site's `contentDir` (its `static/` as static files). */
  contentDir?: string;
  /** Extra sections (e.g. test-only pages) compiled but left out of the sitemap, llms.txt and search. */
  hiddenSections?: Array<{ id: string; label: string }>;
  /** Told about progress and phases; the build prints nothing itself. */
  reporter?: BuildReporter;
  /** Folders of the output kept when a build replaces it whole (the other locales' builds, under `<outDir>/<locale>`). */
  keep?: string[];
}

export interface BuildSiteResult {
  /**
   * The content as built; absent after edits that show on their own pages alone, when only those
   * pages were compiled and written (see `warnings`).
   */
  content?: ContentBuild;
  /** Every warning of the build (after edits built alone, the last whole build's). */
  warnings: PipelineWarning[];
  outDir: string;
  pages: number;
  /** Pages rendered in this build; the others' HTML was reused from the previous build. */
  rendered: number;
  seconds: number;
}

type ServerEntry = Pick<
  typeof import('../entry-server.js'),
  'renderDocument' | 'renderAppDocument' | 'renderPageDocument'
>;

/** Up to this many pages, pages are rendered on the calling thread. */
const poolThreshold = 300;
/** Pages rendered on the calling thread to time them, before the others may go to a pool. */
const probePages = 30;
/** Time the other pages would take on the calling thread, above which a pool renders them. */
const poolAfterMs = 3000;
/** Pages handed to the workers and not yet written, at most. */
const maxInFlight = 64;

/**
 * Builds the whole site: compiles the content, bundles the app shell (client and server), renders
 * every route to static HTML beside its page JSON, and writes the search index, SEO files, Markdown
 * twins and `_headers`. Everything is written to a temporary folder first: when the content does not
 * compile, the previous output stays as it was.
 */
export async function buildSite(options: BuildSiteOptions): Promise<BuildSiteResult> {
  const started = performance.now();
  const outDir = path.resolve(options.outDir ?? options.site.outDir);
  const tmpDir = `${outDir}.tmp`;
  fs.rmSync(tmpDir, { recursive: true, force: true });
  const parent = path.dirname(outDir);
  const leftovers = fs.existsSync(parent)
    ? fs.readdirSync(parent).filter((name) => name.startsWith(`${path.basename(outDir)}.old-`))
    : [];
  removeInBackground(leftovers.map((name) => path.join(parent, name)));
  fs.mkdirSync(options.site.cacheDir, { recursive: true });
  let searchThread: SearchIndexThread | undefined;
  const indexThread = () => {
    searchThread ??= startSearchIndexThread();
    return searchThread;
  };
  try {
    const edited = await buildEdits(tmpDir, outDir, options, started);
    if (edited) return edited;
    // Only a sharded index is updated after an edit; a small site's is built whole every time, on a
    // thread that starts now and loads while the content compiles (else once it is needed).
    if (!hasSearchState(options.site.cacheDir)) indexThread();
    // The caches change before the output does: until this build is in place, the next one is whole.
    removeBuildState(options.site.cacheDir);
    const { incremental, state, ...result } = await buildInto(tmpDir, outDir, options, started, indexThread);
    if (!incremental) swapInto(tmpDir, outDir, options.keep ?? []);
    writeBuildState(options.site.cacheDir, state);
    return result;
  } finally {
    searchThread?.stop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
}

async function buildInto(
  tmpDir: string,
  outDir: string,
  options: BuildSiteOptions,
  started: number,
  /** The search index's thread, started ahead when the index is likely built whole (see `buildSite`). */
  indexThread: () => SearchIndexThread,
): Promise<BuildSiteResult & { incremental: boolean; state: BuildState }> {
  const { reporter = {} } = options;
  const missing = missingPages(outDir);
  const site = withContentTree(options.site, options.contentDir);
  const { config } = site;
  const minifiedLoader = bootLoader();
  const client = siteClientConfig(site);
  const hidden = new Set((options.hiddenSections ?? []).map((s) => s.id));
  const { contentDir, staticDir } = site;
  const phase = (name: BuildPhase['name'], detail: string, since: number) =>
    reporter.phase?.({ name, detail, seconds: (performance.now() - since) / 1000 });

  const codePagesDir = path.join(site.cacheDir, 'build/code-pages');
  // The shell is bundled on another core while the content compiles, from a guess of the page modules:
  // the pages (and blog posts) that look like code compile first. When the guess was wrong, it is
  // bundled again once the content is compiled.
  let guess: Promise<GuessedShell | undefined> | undefined;
  const contentStarted = performance.now();
  const content = await buildContent({
    ...contentOptions(site, { contentDir, staticDir, extraSections: options.hiddenSections }),
    onProgress: reporter.progress,
    onEarlyModules: (modules, routeByFile, { usesMermaid }) => {
      guess = guessShell(site, usesMermaid, client, {
        modules,
        routeByFile,
        codePagesDir,
        contentDir,
      });
    },
  });
  const { stats } = content;
  phase(
    'content',
    `${stats.pages} pages (${stats.compiled} compiled, ${stats.cached} cached)`,
    contentStarted,
  );

  let partials = partialCompiler(content);
  const blog = site.docusaurus?.blogs.length ? await buildBlogs(site, partials.routeByFile) : undefined;
  if (blog) content.warnings.push(...blog.warnings);
  if (blog) phase('content', `${blog.pages.length} blog pages`, contentStarted);
  const links = applyLinkPolicies(
    content.warnings,
    site.docusaurus ?? { onBrokenLinks: config.onBrokenLinks, onBrokenMarkdownLinks: config.onBrokenLinks },
    { contentDir, staticDir, docusaurus: Boolean(site.docusaurus) },
  );
  content.warnings.splice(0, content.warnings.length, ...links.warnings);
  if (links.errors.length) throw new ContentBuildError(links.errors);
  const guessed = await guess?.catch(() => undefined);
  const codePages = writeCodePagesOnce(
    [...content.modules, ...(blog?.pages.flatMap((page) => (page.module ? [page.module] : [])) ?? [])],
    codePagesDir,
    contentDir,
    guessed?.codePages,
  );
  if (site.docusaurus) {
    const problems = checkImports(site, codePages);
    if (problems.length) throw new ContentBuildError(problems);
  }
  // On every site: the shell's key holds what they compile to, so an edited partial is bundled again.
  partials = { ...partials, compiled: await compilePartials(site, codePages, partials) };
  // Mermaid is bundled when a page, a blog post or a partial a page imports has a diagram.
  const usesMermaid = content.usesMermaid || blog?.usesMermaid === true || hasDiagram(partials.compiled);
  const shellStarted = performance.now();
  const shell = await buildShell(shellSite(site, usesMermaid), client, codePages, partials).catch(
    (error: unknown) => {
      throw bundleError(error, site, codePages);
    },
  );
  if (guessed?.key === shell.key && !(await guessed.shell).cached)
    phase('shell', 'bundled while the content compiled', guessed.started);
  else phase('shell', shell.cached ? 'from the cache' : 'bundled for browser and server', shellStarted);

  const renderStarted = performance.now();
  const loader = await minifiedLoader;
  const tags = site.docusaurus;
  const context = documentContext(site, client, shell, loader.file);
  let server: ServerEntry | undefined;
  const loadServer = async () => {
    // The path holds the shell's key: a new shell is a new module. (A query here would load the
    // entry twice, as the chunks that import it do so without one.)
    server ??= (await import(pathToFileURL(shell.serverEntry).href)) as ServerEntry;
    return server;
  };
  const renderKey = renderKeyOf(shell.key, site);
  const writer = createPageWriter(tmpDir, outDir, renderKey, await missing);
  const { write } = writer;
  // In place, the shell's files are those of the previous build: the render key holds the shell's.
  if (!writer.incremental) fs.cpSync(shell.clientDir, tmpDir, { recursive: true });
  // The whole search index is built from the records this thread reads a page at a time: on a thread of
  // its own while the pages render here (a small site), or here once a pool rendered them on every core.
  // After an edit, the previous index is updated for the pages whose records changed instead.
  const searchPages = searchPagesOf(content, blog?.records ?? [], hidden);
  const indexOptions = searchIndexOptions(config.search.synonyms, searchPages.keys.length);
  const updateStarted = performance.now();
  const updated = writer.incremental
    ? updateSearchIndex(site.cacheDir, outDir, searchPages, indexOptions)
    : undefined;
  const updateSeconds = (performance.now() - updateStarted) / 1000;
  let searchIndex: Promise<SearchIndexOutput> | undefined;
  let pool: RenderPool | undefined;
  // Up to `poolThreshold` pages render here. Above, the first `probePages` rendered here tell how long
  // the others would take: a pool starts when that is over `poolAfterMs`. Starting the pool's threads
  // and handing them every page's JSON costs about a second: the 1,000 generated pages (19 ms each
  // over the first 30, for 18 s) render in half the time on two threads, babel's website (8 ms, 2.3 s
  // for its other 296 pages) 0.75 s quicker here, with the search index built meanwhile.
  const total = content.manifest.routes.length + (blog?.pages.length ?? 0);
  const probe = { decided: false, pages: 0, ms: 0, visited: 0 };
  const decide = (usePool: boolean) => {
    probe.decided = true;
    if (usePool) pool = createRenderPool(shell.serverEntry, context);
    else if (!updated) {
      searchIndex = buildSearchIndex(site.cacheDir, searchPages, indexOptions, indexThread());
      searchIndex.catch(() => {});
    }
  };
  if (total <= poolThreshold) decide(false);
  const rendering = new Set<Promise<void>>();
  // Every page that fails to render is reported, each under its source file, then the build stops.
  const renderErrors: ContentError[] = [];
  const failed = (route: string, file: string | undefined) => (error: unknown) => {
    // The content's pages name the MDX line that threw; other pages (a blog's, the site's own) their file.
    const [reported] = content.pageError(route, error).errors;
    renderErrors.push(
      reported && reported.place.file !== route
        ? reported
        : new ContentError(`${route} failed to render: ${firstLines(error)}`, {
            file: file ?? route,
            rule: 'render',
          }),
    );
  };

  /**
   * Writes a page's data and twin and renders its HTML (on the pool when there is one), reporting a
   * failure under `file`.
   */
  const renderPage = async (route: string, page: PageData, file: string | undefined, markdown?: string) => {
    const rel = route.slice(1);
    const html = path.join(rel, 'index.html');
    const data = path.join(rel, 'index.json');
    const twin = markdown === undefined ? undefined : `${rel}.md`;
    const json = JSON.stringify(page);
    if (pool) {
      const files = { html: writer.elsewhere(html), json: writer.elsewhere(data) };
      const task = pool
        .render({ route, json, markdown, files: twin ? { ...files, twin: writer.elsewhere(twin) } : files })
        .catch(failed(route, file));
      rendering.add(task);
      void task.finally(() => rendering.delete(task));
      if (rendering.size >= maxInFlight) await Promise.race(rendering);
    } else {
      write(data, json);
      if (twin) write(twin, markdown as string);
      try {
        const server = await loadServer();
        const renderStarted = performance.now();
        write(html, await server.renderPageDocument(route, page, context));
        probe.ms += performance.now() - renderStarted;
      } catch (error) {
        failed(route, file)(error);
      }
      if (!probe.decided && ++probe.pages === probePages)
        decide((probe.ms / probe.pages) * (total - probe.visited) > poolAfterMs);
    }
  };

  try {
    for (const entry of content.manifest.routes) {
      probe.visited++;
      const rel = entry.route.slice(1);
      const twin = entry.kind === 'doc' || entry.kind === 'category';
      const files = [
        path.join(rel, 'index.html'),
        path.join(rel, 'index.json'),
        ...(twin ? [`${rel}.md`] : []),
      ];
      if (writer.reuse(files, content.pageKey(entry.route))) continue;
      const page = content.page(entry.route) as PageData;
      await renderPage(entry.route, page, entry.file, content.markdown(entry.route));
    }
    // Blog pages are built again every time (they have no page key): counted as rendered.
    for (const { entry, data, markdown } of blog?.pages ?? []) {
      probe.visited++;
      writer.reuse([path.join(entry.route.slice(1), 'index.html')], undefined);
      await renderPage(entry.route, data, entry.file, markdown);
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
  const appRoutes = appRoutesOf(
    site.pages.map((page) => page.route),
    site.docusaurus?.contentHome,
  );
  for (const route of appRoutes) {
    const rel = route === '/' ? 'index.html' : path.join(route.slice(1), 'index.html');
    if (writer.reuse([rel], route)) continue;
    try {
      write(rel, await (await loadServer()).renderAppDocument(route, context));
    } catch (error) {
      const file = site.pages.find((p) => p.route === route)?.file;
      failed(route, file && path.relative(site.root, file))(error);
    }
  }
  if (renderErrors.length) throw new ContentBuildError(renderErrors);
  if (!writer.reuse(['404.html'], '/404'))
    write('404.html', (await loadServer()).renderDocument({ kind: 'not-found' }, '/404', context));
  const pages = content.manifest.routes.length + (blog?.pages.length ?? 0) + appRoutes.length + 1;
  const { rendered } = writer.counts();
  phase(
    'render',
    `${pages} pages (${rendered} rendered, ${pages - rendered} unchanged)`,
    renderStarted + updateSeconds * 1000,
  );

  const searchStarted = performance.now();
  const visible = [
    ...content.manifest.routes.filter((r) => !hidden.has(r.section)),
    ...(blog?.pages.map((page) => page.entry) ?? []),
  ];
  const search =
    updated ?? (await (searchIndex ?? buildSearchIndex(site.cacheDir, searchPages, indexOptions)));
  for (const file of search.files) write(file.path, file.contents);
  writer.keep(search.kept);
  phase('search', `${search.records} records`, searchStarted - updateSeconds * 1000);
  for (const warning of [searchScaleWarning(config, visible.length), algoliaSetupWarning(config)])
    if (warning) content.warnings.push(warning);

  const filesStarted = performance.now();
  const customRoutes = site.pages.map((page) => page.route).filter((route) => route !== '/');
  const sitemaps = (site.docusaurus?.sitemaps ?? [defaultSitemap]).flatMap((options) =>
    sitemapFiles(config, visible, customRoutes, options).map((file, i) => ({ ...file, top: i === 0 })),
  );
  for (const file of sitemaps) write(file.path, file.contents);
  write(
    'robots.txt',
    robotsTxt(
      config,
      sitemaps.filter((file) => file.top).map((file) => file.path),
    ),
  );
  write('opensearch.xml', openSearchXml(config));
  write('manifest.webmanifest', webManifest(config));
  write('llms.txt', llmsTxt(config, visible));
  const allTags = tags ? [...tags.headTags, ...tags.preBodyTags, ...tags.postBodyTags] : [];
  write(
    '_headers',
    headersFile(
      config.basePath,
      contentSecurityPolicy(
        scriptHash(context.bootstrap),
        tags && {
          scriptSources: [...inlineScripts(allTags).map(scriptHash), ...new Set(scriptOrigins(allTags))],
        },
        usesMermaid,
      ),
      searchIndexDir,
      tags && tags.i18n.currentLocale === tags.i18n.defaultLocale
        ? tags.i18n.locales.filter((l) => l.locale !== tags.i18n.defaultLocale).map((l) => l.basePath)
        : [],
    ),
  );
  if (tags) {
    // Every route a reader can open, the site's own pages and the search page too, as Docusaurus's routes.
    const redirects = redirectRules(tags.redirects, [
      ...new Set([...visible.map((r) => r.route), ...appRoutes]),
    ]);
    for (const rule of redirects) {
      const file = redirectFile(rule.from, tags.trailingSlash);
      if (file && !writer.has(file))
        write(file, redirectPage(config.basePath, redirectTarget(rule.to, tags.trailingSlash)));
    }
    if (redirects.length) write('_redirects', redirectsFile(config.basePath, redirects));
  }
  for (const feed of blog?.feeds ?? []) write(feed.path, feed.contents);
  write('.nojekyll', '');
  write(loader.file, loader.source);
  const staticFiles = filesUnder(staticDir);
  for (const file of staticFiles) writer.copy(path.join(staticDir, file), file);
  for (const asset of [...content.assets, ...(blog?.images ?? [])]) writer.copy(asset.source, asset.output);
  if (!site.docusaurus && config.onBrokenLinks !== 'ignore') {
    const staticFile = (rel: string) => {
      const file = path.join(staticDir, rel);
      return rel !== '' && fs.existsSync(file) && fs.statSync(file).isFile();
    };
    const broken = brokenConfigLinks(
      config,
      path.basename(site.configFile),
      (rel) => writer.has(rel) || staticFile(rel),
    );
    if (broken.length && config.onBrokenLinks === 'throw')
      throw new ContentBuildError(
        broken.map((w) => new ContentError(w.message, { file: w.file ?? '', rule: 'onBrokenLinks' })),
      );
    content.warnings.push(...broken);
  }
  writer.finish();
  search.save();
  phase('files', 'sitemap, llms.txt, robots.txt, _headers and static files', filesStarted);
  return {
    content,
    warnings: content.warnings,
    outDir,
    pages,
    rendered,
    seconds: (performance.now() - started) / 1000,
    incremental: writer.incremental,
    state: {
      v: 1,
      outDir,
      contentDir,
      hidden: [...hidden],
      renderKey,
      usesMermaid,
      codePages,
      partials: Object.fromEntries(
        Object.entries(partials.compiled ?? {}).map(([file, module]) => [
          file,
          { hash: fileHash(file), module },
        ]),
      ),
      warnings: content.warnings,
      pages,
      staticFiles,
      assets: [...content.assets, ...(blog?.images ?? [])].map(({ source, output }) => ({ source, output })),
    },
  };
}

/** A shell bundled from a guess of the page modules: its key, when it started and its code pages. */
interface GuessedShell {
  key: string;
  started: number;
  codePages: CodePageModule[];
  shell: Promise<Shell>;
}

/**
 * Starts bundling the shell of the content's modules compiled so far and the blog posts' that look
 * like code, and resolves once it started (undefined when the pages' imports have problems: the build
 * reports them).
 */
async function guessShell(
  site: Site,
  usesMermaid: boolean,
  client: ClientConfig,
  guess: {
    modules: ContentModule[];
    routeByFile: Array<[string, string]>;
    codePagesDir: string;
    contentDir: string;
  },
): Promise<GuessedShell | undefined> {
  const { routeByFile } = guess;
  const blogModules = site.docusaurus?.blogs.length ? await guessBlogModules(site, routeByFile) : [];
  const codePages = writeCodePagesOnce(
    [...guess.modules, ...blogModules],
    guess.codePagesDir,
    guess.contentDir,
  );
  let partials: PartialCompiler = { routeByFile };
  if (site.docusaurus && checkImports(site, codePages).length) return undefined;
  // A partial that does not compile: the build reports it.
  const compiled = await compilePartials(site, codePages, partials).catch(() => undefined);
  if (!compiled) return undefined;
  partials = { ...partials, compiled };
  const shelled = shellSite(site, usesMermaid || hasDiagram(compiled));
  const started = performance.now();
  const key = shellKey(shelled, client, codePages, partials);
  const shell = buildShell(shelled, client, codePages, partials, key);
  shell.catch(() => {});
  return { key, started, codePages, shell };
}

/**
 * The partials the pages import, compiled here, where the pages were compiled: the site's remark
 * plugins are loaded already (on the bundler's thread, they would start again: redux's TypeScript
 * plugins take about two seconds). A partial that does not compile fails the build with its error
 * (`file:line:col`, code frame), as a page does.
 */
async function compilePartials(site: Site, codePages: CodePageModule[], partials: PartialCompiler) {
  const compiled: Record<string, PartialModule> = {};
  const errors: ContentError[] = [];
  for (const file of partialImports(site, codePages))
    try {
      compiled[file] = await compilePartial(file, site, partials);
    } catch (error) {
      // The partial's own error, at its line and column with a code frame, as a page's; anything
      // else is reported by the bundler, at the import.
      if (error instanceof ContentError) errors.push(error);
    }
  if (errors.length) throw new ContentBuildError(errors);
  return compiled;
}

/** Whether a compiled partial has a ```mermaid diagram. */
const hasDiagram = (compiled: Record<string, PartialModule> = {}) =>
  Object.values(compiled).some((partial) => partial.usesMermaid);

/** The first lines of an error (its message and where it was thrown), for a build error. */
function firstLines(error: unknown): string {
  const text = String((error as Error)?.stack ?? error);
  return text.split('\n').slice(0, 4).join('\n');
}

/**
 * A failure of the bundler as content errors: each at its place (a page's module reported at its
 * MDX file, a module of the site at its line), so that a broken import or component names the file.
 */
function bundleError(error: unknown, site: Site, codePages: CodePageModule[]): Error {
  const places = ((error as { problems?: BundleProblem[] }).problems ?? []).filter((p) => p.file);
  if (!places.length) return error as Error;
  return new ContentBuildError(
    places.map((problem) => {
      const page = codePages.find((p) => p.path === problem.file);
      const file = path
        .relative(page ? site.contentDir : site.root, page?.sourceFile ?? (problem.file as string))
        .split(path.sep)
        .join('/');
      // A page's module is compiled from its MDX: an import it cannot resolve is found in the MDX.
      const { line, column, frame } = page
        ? problem.specifier
          ? importPlace(page.sourceFile, problem.specifier)
          : {}
        : problem;
      return new ContentError(problem.message, { file, line, column, frame, rule: 'bundle' });
    }),
  );
}

/**
 * Puts the new build in place with two renames; the previous build is deleted by a detached process
 * so that deleting hundreds of files never delays the build.
 */
function swapInto(tmpDir: string, outDir: string, keep: string[]): void {
  const old = `${outDir}.old-${process.pid}-${Date.now()}`;
  if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
  fs.renameSync(tmpDir, outDir);
  for (const name of keep)
    if (fs.existsSync(path.join(old, name)) && !fs.existsSync(path.join(outDir, name)))
      fs.renameSync(path.join(old, name), path.join(outDir, name));
  removeInBackground([old]);
}

/** Deletes folders from a detached process that outlives this one. */
function removeInBackground(dirs: string[]): void {
  const existing = dirs.filter((dir) => fs.existsSync(dir));
  if (!existing.length) return;
  const script = `for (const d of ${JSON.stringify(existing)}) require('fs').rmSync(d, { recursive: true, force: true })`;
  spawn(process.execPath, ['-e', script], { detached: true, stdio: 'ignore' }).unref();
}
