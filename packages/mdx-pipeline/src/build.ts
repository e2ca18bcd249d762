import fs from 'node:fs';
import path from 'node:path';
import { assemble } from './assemble.js';
import {
  type CacheIndex,
  cacheKey,
  imagesUnchanged,
  linksUnchanged,
  type PageSummary,
  partialsUnchanged,
  pruneCache,
  readCompiled,
  readIndex,
  readRecords,
  recordsInOrder,
  scanEntry,
  writeCompiled,
  writeIndex,
  writeScanCache,
} from './cache.js';
import { compilePage, loadCompiler } from './compile-lazy.js';
import { ContentBuildError, ContentError, codeFrame } from './errors.js';
import { markdownWithBase } from './markdown-to-hast.js';
import { mayNeedModule } from './module-guess.js';
import type { ContentModule, PipelineOptions } from './options.js';
import { docCardListMarker, type ImageAsset } from './plugins/context.js';
import type { RenderPlace } from './plugins/module-places.js';
import { scanContent, withoutRoutes } from './scan-content.js';
import { strip } from './strip.js';
import { outlineSummary } from './structure/outline.js';
import { withBase } from './structure/paths.js';
import { forgetSource } from './structure/scan.js';
import { cardsOf } from './structure/sidebar.js';
import type { DocCard, Manifest, PageData, PipelineWarning, SearchRecord } from './types.js';
import { runPool } from './workers/pool.js';
import type { WorkerInit } from './workers/worker.js';

const external = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Below this many pages to compile, starting worker threads costs more than it saves. */
const minPagesForThreads = 50;
/**
 * Source to compile per extra thread, at least, before a build that did not set `workers` starts
 * one: a worker spends about half a CPU-second loading the compiler and warming up its JIT, and the
 * pages it takes are the ones the warm calling thread would have compiled fastest. On two cores the
 * site's 730 KB of MDX built 0.1-0.3 s quicker on one thread (with less CPU and 40 MB less memory),
 * 1 MB of generated pages as quickly, 3.5 MB a fifth quicker on two.
 */
const minBytesPerThread = 1_500_000;
/**
 * Up to this much source to compile, the pages compiled on the calling thread keep their bodies in
 * memory for this build instead of being read back from the cache: for the site's 730 KB of MDX,
 * about 60 ms less reading and parsing JSON for 25 MB more peak memory.
 */
const maxKeptSource = 1_500_000;

/** The result of compiling a content tree. */
export interface ContentBuild {
  manifest: Manifest;
  /** Search records of every doc page (read from the cache when first used, then kept). */
  readonly records: SearchRecord[];
  /**
   * The search records of every doc page, a page at a time, in the order of `records`, read from the
   * cache as they are asked for and not kept: what a large build streams into its search index.
   */
  recordPages(): Generator<SearchRecord[]>;
  /**
   * Per page of `recordPages`, in its order: the route and a hash of what its records are made of
   * (its source, its place in the sidebar, its front matter), known without reading them.
   */
  recordKeys(): Array<[route: string, key: string]>;
  /** The search records of one page of `recordPages`. */
  pageRecords(route: string): SearchRecord[];
  warnings: PipelineWarning[];
  /** Images to copy into the output, by output path. */
  readonly assets: ImageAsset[];
  /** Pages compiled to their own JavaScript module. */
  modules: ContentModule[];
  /** Some page has a ```mermaid diagram (a `Mermaid` slot; only with the `mermaid` option). */
  usesMermaid: boolean;
  /** Pages in the manifest, pages compiled and taken from the cache, threads that compiled, seconds taken. */
  stats: { pages: number; compiled: number; cached: number; threads: number; seconds: number };
  /**
   * Compiles the page of `route` if this build left it out (a `lazy` build); resolves at once
   * otherwise. Rejects with a {@link ContentBuildError} when the page does not compile.
   */
  ensure(route: string): Promise<void>;
  /** The data of one page, body included (read from the cache). */
  page(route: string): PageData | undefined;
  /**
   * A hash of everything `page(route)` and `markdown(route)` are made from, found without reading the
   * page's body: equal keys, equal data and twin (so a build can keep the previous build's files).
   */
  pageKey(route: string): string | undefined;
  /**
   * The error to report when rendering the page of `route` throws `error`: one naming the page's
   * source file and, when the page's module recorded it (`error.mddPlace`), the line and column of
   * the expression that threw, with a code frame.
   */
  pageError(route: string, error: unknown): ContentBuildError;
  /** The plain-Markdown twin of a doc page or a generated category page (its description and cards). */
  markdown(route: string): string | undefined;
  /**
   * Takes in an edit of one page's file (absolute path) without building the site again, when the
   * edit changes what that page shows alone: same front matter, title, module-ness and links to
   * other files (so the same route, sidebar entry and neighbours). Compiles the page and resolves to
   * its route; resolves to `undefined` when the edit reaches further (or the file is not a page of
   * this build): then build again. Rejects with a {@link ContentBuildError} when the page does not
   * compile. For a dev server: the time it takes depends on the page, not on the site's size.
   */
  refresh(file: string): Promise<string | undefined>;
  /**
   * The partials (absolute paths) in the text of this build's compiled pages, nested ones too, and the
   * files the `preprocessor` read for them: an edit of one, wherever it lives, calls for a build.
   */
  partialFiles(): string[];
}

/**
 * Compiles a Docusaurus-flavoured content tree: every page parsed once, on the calling thread and
 * worker threads together (with a content-hash cache), then routes, sidebars, prev/next, tags and
 * generated pages are put together.
 * Throws a {@link ContentBuildError} naming file:line:col of every page that fails to compile.
 */
export async function buildContent(userOptions: PipelineOptions): Promise<ContentBuild> {
  const started = performance.now();
  const {
    options,
    warnings,
    errors,
    scanStarted,
    lazy,
    focus,
    lastUpdated,
    scanKey,
    scanCache,
    docs,
    folders,
    tagFiles,
    routeByFile,
    compiler,
    shared,
    structure,
    whileListed,
  } = await scanContent(userOptions, {
    // The index is read while another thread lists the content's folders.
    whileListing: (resolved) => readIndex(!resolved.focus && resolved.cacheDir),
  });
  const index = whileListed as CacheIndex;

  const previous = index.summaries;
  const bySourceKey = new Map<string, PageSummary>();
  for (const summary of previous.values()) if (summary.sourceKey) bySourceKey.set(summary.sourceKey, summary);
  const partialHashes = new Map<string, string>();
  const keyByFile = new Map<string, string>();
  const summaries = new Map<string, PageSummary>();
  const pending: Array<{
    key: string;
    input: { file: string; source: string; route: string; section: string; isIndex: boolean };
  }> = [];
  for (const doc of docs) {
    // A lazy build with nothing in the cache hashes no source: its pages are outlined.
    const key =
      doc.knownKey && scanCache.shared === shared
        ? doc.knownKey
        : lazy && !previous.size
          ? ''
          : cacheKey([shared, doc.file, doc.route, doc.source]);
    keyByFile.set(doc.absPath, key);
    const hit = previous.get(key) ?? bySourceKey.get(key);
    if (
      hit &&
      imagesUnchanged(hit.imageStamps) &&
      linksUnchanged(hit, routeByFile) &&
      partialsUnchanged(hit.partials, options.contentDir, partialHashes)
    )
      summaries.set(doc.file, hit);
    else
      pending.push({
        key,
        input: {
          file: doc.file,
          source: doc.source,
          route: doc.route,
          section: doc.section,
          isIndex: doc.isIndex,
        },
      });
  }
  const cached = summaries.size;
  let done = cached;
  const total = docs.length;
  const moduleOf = (s: PageSummary): ContentModule => ({
    route: s.route,
    file: s.file,
    source: readCompiled(options.cacheDir, s).module as string,
  });
  const early =
    options.onEarlyModules &&
    codeFirst(pending, (compiledSoFar) =>
      options.onEarlyModules?.(compiledSoFar.filter((s) => s.hasModule).map(moduleOf), [...routeByFile], {
        usesMermaid:
          options.mermaid &&
          (compiledSoFar.some((s) => s.usesMermaid) ||
            pending.some((task) => mayHaveMermaid(task.input.source))),
      }),
    );
  const onResult = (result: { page: PageSummary } | { error: ContentError }) => {
    if ('error' in result) errors.push(result.error);
    else summaries.set(result.page.file, result.page);
    options.onProgress?.(++done, total);
    early?.compiled('error' in result ? result.error.place.file : result.page.file, () => [
      ...summaries.values(),
    ]);
  };
  let next = 0;
  const take = () => pending[next++];
  const compileHere = async () => {
    for (let task = take(); task; task = take()) {
      try {
        const page = writeCompiled(
          options.cacheDir,
          task.key,
          await compilePage(task.input, compiler),
          keepBodies,
        );
        // Titles, TOC entries and front matter values are substrings of the page's text, which they
        // would keep in memory for the whole build: a copy holds only themselves (the pages compiled on
        // worker threads arrive as copies).
        onResult({ page: keepBodies ? page : structuredClone(page) });
      } catch (error) {
        onResult({ error: error as ContentError });
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const deferred = new Map<string, (typeof pending)[number]>();
  if (lazy) {
    let sinceTurn = 0;
    for (const task of pending.splice(0)) {
      summaries.set(task.input.file, outlineSummary(task.input));
      deferred.set(task.input.route, task);
      if (++sinceTurn % 1000 === 0) {
        await new Promise((resolve) => setImmediate(resolve));
        await options.pause?.();
      }
    }
    if (deferred.size) loadCompiler().catch(() => {});
  }
  const background = options.background && options.workers > 0 && pending.length >= minPagesForThreads;
  const pendingBytes = pending.reduce((sum, task) => sum + task.input.source.length, 0);
  const keepBodies = pendingBytes <= maxKeptSource;
  const extraThreads = Math.max(0, options.workers - 1);
  const threads = background
    ? options.workers
    : pending.length < minPagesForThreads
      ? 0
      : userOptions.workers === undefined
        ? Math.min(extraThreads, Math.floor(pendingBytes / minBytesPerThread))
        : extraThreads;
  const compileOnWorkers = () => {
    const init: WorkerInit = {
      compiler: {
        ...compiler,
        site: withoutRoutes(compiler.site),
        routeByFile: [...routeByFile],
      },
      cacheDir: options.cacheDir,
    };
    return runPool(init, take, threads, onResult);
  };
  early?.compiled(undefined, () => [...summaries.values()]);
  if (pending.length) await Promise.all([!background && compileHere(), threads > 0 && compileOnWorkers()]);
  // The text of the pages just compiled is not needed again (a later edit is read from the file): a
  // site of 100,000 pages would hold hundreds of megabytes of it for the whole build.
  const compiledCount = pending.length;
  for (const doc of docs) forgetSource(doc);
  pending.length = 0;
  if (errors.length)
    throw new ContentBuildError(errors.sort((a, b) => a.place.file.localeCompare(b.place.file)));
  const pages = docs.map((doc) => summaries.get(doc.file) as PageSummary);
  const listed = pages.filter((s) => !s.outline);
  if (!focus) writeIndex(options.cacheDir, listed, index);
  if (compiledCount) pruneCache(options.cacheDir, listed);
  if (!lazy)
    writeScanCache(options.cacheDir, {
      scanKey,
      shared,
      structure,
      images: merged(listed.map((s) => s.imageStamps)),
      partials: merged(listed.map((s) => s.partials)),
      files: new Map(
        docs.map((d) => [d.absPath, scanEntry(d, keyByFile.get(d.absPath) as string, scanStarted)]),
      ),
    });

  const updated = await lastUpdated;
  const drafts = new Map<string, Set<string>>(options.sections.map((s) => [s.id, new Set()]));
  const isDraft = (s: PageSummary) => !options.development && s.frontMatter.draft === true;
  const built = docs.filter((doc) => {
    const draft = isDraft(summaries.get(doc.file) as PageSummary);
    if (draft) drafts.get(doc.section)?.add(doc.id);
    return !draft;
  });
  const summaryByRoute = new Map(
    built.map((doc) => [doc.route, summaries.get(doc.file) as PageSummary] as const),
  );
  const assembled = await assemble({
    options,
    docs: built,
    summaryByRoute,
    drafts,
    folders,
    tagFiles,
    updated,
    warnings,
  });
  for (const summary of summaryByRoute.values()) warnings.push(...summary.warnings);
  const unindexed = new Set(assembled.manifest.routes.filter((r) => r.noindex).map((r) => r.route));

  const modules = [...summaryByRoute.values()].filter((s) => s.hasModule).map(moduleOf);
  const assets = new Map<string, ImageAsset>();
  for (const s of summaryByRoute.values()) for (const image of s.images) assets.set(image.output, image);

  const compiling = new Map<string, Promise<void>>();
  const compileDeferred = async (task: (typeof pending)[number]) => {
    try {
      const { input } = task;
      const key = task.key || cacheKey([shared, input.file, input.route, input.source]);
      const summary = writeCompiled(false, key, await compilePage(input, compiler));
      summaryByRoute.set(summary.route, summary);
      for (const image of summary.images) assets.set(image.output, image);
      deferred.delete(summary.route);
    } catch (error) {
      compiling.delete(task.input.route);
      throw new ContentBuildError([error as ContentError]);
    }
  };

  const docByPath = new Map(built.map((doc) => [doc.absPath, doc]));
  const refresh = async (file: string): Promise<string | undefined> => {
    const doc = docByPath.get(file);
    const old = doc && summaryByRoute.get(doc.route);
    if (!doc || !old || old.outline || old.hasModule) return undefined;
    const source = fs.readFileSync(file, 'utf8');
    const key = cacheKey([shared, doc.file, doc.route, source]);
    let compiled: Awaited<ReturnType<typeof compilePage>>;
    try {
      compiled = await compilePage({ ...doc, source }, compiler);
    } catch (error) {
      throw new ContentBuildError([error as ContentError]);
    }
    const summary = writeCompiled(!focus && options.cacheDir, key, compiled, true);
    const sameLinks = JSON.stringify(summary.fileLinks) === JSON.stringify(old.fileLinks);
    // A page without a description is described by its first text, which other pages' cards show.
    const sameDescription = old.frontMatter.description !== undefined || summary.excerpt === old.excerpt;
    // Front matter can change the route, the sidebar, the listings (slug, sidebar_position, draft,
    // tags...): compared as compiled, so a page the build took from the cache is judged the same way.
    const sameFrontMatter = JSON.stringify(summary.frontMatter) === JSON.stringify(old.frontMatter);
    if (
      summary.title !== old.title ||
      summary.hasModule ||
      !sameLinks ||
      !sameDescription ||
      !sameFrontMatter
    )
      return undefined;
    summaryByRoute.set(doc.route, summary);
    for (const image of summary.images) assets.set(image.output, image);
    records = undefined;
    return doc.route;
  };

  let records: SearchRecord[] | undefined;
  const indexedPages = () =>
    [...summaryByRoute.values()].filter((s) => !s.outline && !unindexed.has(s.route));
  function* recordPages(): Generator<SearchRecord[]> {
    const indexed = indexedPages();
    let i = 0;
    for (const read of recordsInOrder(options.cacheDir, indexed)) {
      const summary = indexed[i++] as PageSummary;
      yield placeRecords(read, summary, assembled.trail(summary.route).join(' › '));
    }
  }
  const partialFiles = () => {
    const files = new Set<string>();
    for (const summary of summaryByRoute.values())
      for (const partial of Object.keys(summary.partials ?? {}))
        files.add(path.resolve(options.contentDir, partial));
    return [...files];
  };
  return {
    refresh,
    partialFiles,
    manifest: assembled.manifest,
    get records() {
      records ??= [...recordPages()].flat();
      return records;
    },
    recordPages,
    recordKeys: () =>
      indexedPages().map((s) => [
        s.route,
        cacheKey([
          s.key,
          assembled.trail(s.route).join('\u0000'),
          String(s.frontMatter.search_priority ?? ''),
          s.usesDocCardList ? 'cards' : '',
        ]),
      ]),
    pageRecords: (route) => {
      const summary = summaryByRoute.get(route);
      if (!summary) throw new Error(`no page at ${route}`);
      return placeRecords(
        readRecords(options.cacheDir, summary),
        summary,
        assembled.trail(route).join(' › '),
      );
    },
    warnings,
    get assets() {
      return [...assets.values()];
    },
    modules,
    usesMermaid: [...summaryByRoute.values()].some((s) => s.usesMermaid),
    stats: {
      pages: assembled.manifest.routes.length,
      compiled: compiledCount,
      cached,
      threads: background ? threads : 1 + threads,
      seconds: (performance.now() - started) / 1000,
    },
    ensure: (route) => {
      const task = deferred.get(route);
      if (!task) return Promise.resolve();
      if (!compiling.has(route)) compiling.set(route, compileDeferred(task));
      return compiling.get(route) as Promise<void>;
    },
    page: (route) => assembled.page(route, (s) => readCompiled(options.cacheDir, s)),
    pageKey: (route) => {
      const summary = summaryByRoute.get(route);
      return summary?.outline ? undefined : assembled.pageKey(route, summary?.key ?? '');
    },
    pageError: (route, error) => {
      const file = summaryByRoute.get(route)?.file ?? route;
      const place = (error as { mddPlace?: RenderPlace } | undefined)?.mddPlace;
      const reason = `${route} failed to render: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
      let frame: string | undefined;
      if (place) {
        try {
          frame = codeFrame(
            fs.readFileSync(path.join(options.contentDir, place.file), 'utf8'),
            place.line,
            place.column,
          );
        } catch {}
      }
      return new ContentBuildError([
        new ContentError(reason, {
          file: place?.file ?? file,
          line: place?.line,
          column: place?.column,
          rule: 'render',
          frame,
        }),
      ]);
    },
    markdown: (route) => {
      const summary = summaryByRoute.get(route);
      const cardList = (cards: DocCard[]) =>
        cards
          .map(
            (c) =>
              `- [${c.title}](${external.test(c.route) ? c.route : withBase(options.basePath, c.route)})${c.description ? `: ${c.description}` : ''}`,
          )
          .join('\n');
      if (!summary) {
        const category = assembled.generatedByRoute.get(route);
        if (!category) return undefined;
        const description = category.description
          ? `${markdownWithBase(category.description, options.basePath)}\n`
          : '';
        return `# ${category.title}\n\n${description}${cardList(cardsOf(category.category.items, assembled.description))}\n`;
      }
      const text = readCompiled(options.cacheDir, summary).markdown;
      const cards = assembled.cardsFor(route);
      return cards ? text.replace(docCardListMarker, cardList(cards)) : text;
    },
  };
}

/** The entries of many records in one (a loop: spread into one call, 100,000 arguments overflow the stack). */
function merged(records: Array<Record<string, string> | undefined>): Record<string, string> {
  const all: Record<string, string> = {};
  for (const record of records)
    if (record) for (const [key, value] of Object.entries(record)) all[key] = value;
  return all;
}

/**
 * Puts the pages that look like modules ({@link mayNeedModule}) first in `pending`, and calls `report`
 * once each of them is compiled (or failed), with the pages compiled by then: `compiled(file)` is told
 * of every page done (`undefined` before the first), with a way to list them.
 */
const mermaidFence = /^ {0,3}(`{3,}|~{3,})[ \t]*mermaid\b/m;

/**
 * Whether a page's source looks like it has a diagram, a ```mermaid block or Docusaurus's
 * `@theme/Mermaid` (a guess from the text, as `mayNeedModule`).
 */
const mayHaveMermaid = (source: string) =>
  source.includes('@theme/Mermaid') || (source.includes('mermaid') && mermaidFence.test(source));

function codeFirst(
  pending: Array<{ input: { file: string; source: string } }>,
  report: (compiled: PageSummary[]) => void,
) {
  const likely = new Set(pending.filter((task) => mayNeedModule(task.input.source)));
  const rest = pending.filter((task) => !likely.has(task));
  let i = 0;
  for (const task of [...likely, ...rest]) pending[i++] = task;
  const remaining = new Set([...likely].map((task) => task.input.file));
  let reported = false;
  return {
    compiled(file: string | undefined, list: () => PageSummary[]) {
      if (file !== undefined) remaining.delete(file);
      if (reported || remaining.size) return;
      reported = true;
      report(list());
    },
  };
}

/**
 * A page's search records with what the build knows beyond the page: where it lives (`lvl0`: the
 * section and categories above it, `API › Stocks`), its `search_priority`, and whether it lists the
 * pages of its category.
 */
export function placeRecords(records: SearchRecord[], summary: PageSummary, lvl0: string): SearchRecord[] {
  const priority = summary.frontMatter.search_priority;
  return records.map((record) =>
    strip<SearchRecord>({
      ...record,
      hierarchy: { ...record.hierarchy, lvl0: lvl0 || record.hierarchy.lvl0 },
      priority: priority || undefined,
      category_page: summary.usesDocCardList || undefined,
    }),
  );
}
