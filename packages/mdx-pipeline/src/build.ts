import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import {
  cacheKey,
  imagesUnchanged,
  linksUnchanged,
  type PageSummary,
  pruneCache,
  readCompiled,
  readIndex,
  readRecords,
  writeCompiled,
  writeIndex,
} from './cache.js';
import { compilePage, loadCompiler } from './compile-lazy.js';
import type { CompilerOptions } from './compile-page.js';
import { ContentBuildError, ContentError, codeFrame } from './errors.js';
import { lastUpdatedTimes } from './git.js';
import { markdownToHast, markdownWithBase } from './markdown-to-hast.js';
import { type PipelineOptions, resolveOptions } from './options.js';
import { docCardListMarker, type ImageAsset } from './plugins/context.js';
import type { RenderPlace } from './plugins/module-places.js';

import { readCategoryFile } from './structure/category-file.js';
import { outlineSummary } from './structure/outline.js';
import { joinRoute, kebab, withBase } from './structure/paths.js';
import { type DocFile, dedupeRoutes, scanSection } from './structure/scan.js';
import {
  buildSidebar,
  cardsOf,
  flattenSidebar,
  type GeneratedIndex,
  type SectionSidebar,
  type SidebarFolder,
  trimSidebar,
  windowSidebar,
} from './structure/sidebar.js';
import type {
  Breadcrumb,
  DocCard,
  Manifest,
  ManifestEntry,
  PageData,
  PageLink,
  PipelineWarning,
  PluginRef,
  SearchRecord,
  SidebarCategory,
  SidebarItem,
  TagRef,
} from './types.js';
import { runPool } from './workers/pool.js';
import type { WorkerInit } from './workers/worker.js';

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
  /** Search records of every doc page (read from the cache when first used). */
  readonly records: SearchRecord[];
  warnings: PipelineWarning[];
  /** Images to copy into the output, by output path. */
  readonly assets: ImageAsset[];
  /** Pages compiled to their own JavaScript module. */
  modules: Array<{ route: string; file: string; source: string }>;
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
}

/**
 * Compiles a Docusaurus-flavoured content tree: every page parsed once, on the calling thread and
 * worker threads together (with a content-hash cache), then routes, sidebars, prev/next, tags and
 * generated pages are put together.
 * Throws a {@link ContentBuildError} naming file:line:col of every page that fails to compile.
 */
export async function buildContent(userOptions: PipelineOptions): Promise<ContentBuild> {
  const started = performance.now();
  const options = resolveOptions(userOptions);
  const warnings: PipelineWarning[] = [];
  const errors: ContentError[] = [];
  const sectionLabels = Object.fromEntries(options.sections.map((s) => [s.id, s.label]));
  const lastUpdated = options.lastUpdated
    ? lastUpdatedTimes(options.contentDir)
    : Promise.resolve(new Map<string, number>());

  const scanned = options.sections.map((section) => ({
    section,
    ...scanSection(options.contentDir, section.id, section.dir),
  }));
  const docs = dedupeRoutes(
    scanned.flatMap((s) => s.docs),
    warnings,
  );
  const folders = new Map(
    scanned.map(({ section, categories }) => [
      section.id,
      categories
        .filter((c) => c.dir !== '')
        .map((c): SidebarFolder => {
          if (!c.file) return { dir: c.dir };
          try {
            return {
              dir: c.dir,
              file: c.file,
              meta: readCategoryFile(`${options.contentDir}/${c.file}`, c.file),
            };
          } catch (error) {
            errors.push(error as ContentError);
            return { dir: c.dir };
          }
        }),
    ]),
  );
  const routeByFile = new Map(docs.map((d) => [d.file, d.route]));
  const compiler: CompilerOptions = {
    site: {
      contentDir: options.contentDir,
      staticDir: options.staticDir,
      basePath: options.basePath,
      routeByFile,
      components: options.components,
    },
    sectionLabels,
    language: options.language,
    tocLevels: options.tocLevels,
    languages: options.languages,
    remarkPlugins: options.remarkPlugins as PluginRef[],
    rehypePlugins: options.rehypePlugins as PluginRef[],
  };
  const shared = cacheKey([
    JSON.stringify({ ...compiler, site: { ...compiler.site, routeByFile: undefined } }),
  ]);

  const previous = readIndex(options.cacheDir);
  const summaries = new Map<string, PageSummary>();
  const pending: Array<{
    key: string;
    input: { file: string; source: string; route: string; section: string };
  }> = [];
  for (const doc of docs) {
    const key = cacheKey([shared, doc.file, doc.route, doc.source]);
    const hit = previous.get(key);
    if (hit && imagesUnchanged(hit) && linksUnchanged(hit, routeByFile)) summaries.set(doc.file, hit);
    else
      pending.push({
        key,
        input: { file: doc.file, source: doc.source, route: doc.route, section: doc.section },
      });
  }
  const cached = summaries.size;
  let done = cached;
  const total = docs.length;
  const onResult = (result: { page: PageSummary } | { error: ContentError }) => {
    if ('error' in result) errors.push(result.error);
    else summaries.set(result.page.file, result.page);
    options.onProgress?.(++done, total);
  };
  let next = 0;
  const take = () => pending[next++];
  const compileHere = async () => {
    for (let task = take(); task; task = take()) {
      try {
        onResult({
          page: writeCompiled(
            options.cacheDir,
            task.key,
            await compilePage(task.input, compiler),
            keepBodies,
          ),
        });
      } catch (error) {
        onResult({ error: error as ContentError });
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const deferred = new Map<string, (typeof pending)[number]>();
  if (options.lazy) {
    for (const task of pending.splice(0)) {
      summaries.set(task.input.file, outlineSummary(task.input));
      deferred.set(task.input.route, task);
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
        site: {
          contentDir: options.contentDir,
          staticDir: options.staticDir,
          basePath: options.basePath,
          components: options.components,
        },
        routeByFile: [...routeByFile],
      },
      cacheDir: options.cacheDir,
    };
    return runPool(init, take, threads, onResult);
  };
  if (pending.length) await Promise.all([!background && compileHere(), threads > 0 && compileOnWorkers()]);
  if (errors.length)
    throw new ContentBuildError(errors.sort((a, b) => a.place.file.localeCompare(b.place.file)));
  const pages = docs.map((doc) => summaries.get(doc.file) as PageSummary);
  const listed = pages.filter((s) => !s.outline);
  writeIndex(options.cacheDir, listed);
  if (pending.length) pruneCache(options.cacheDir, listed);

  const updated = await lastUpdated;
  const summaryByRoute = new Map(pages.map((s) => [s.route, s]));
  const assembled = assemble(docs, summaryByRoute, scanned, folders, options, updated, warnings);
  for (const summary of pages) warnings.push(...summary.warnings);

  const modules = pages
    .filter((s) => s.hasModule)
    .map((s) => ({
      route: s.route,
      file: s.file,
      source: readCompiled(options.cacheDir, s).module as string,
    }));
  const assets = new Map<string, ImageAsset>();
  for (const s of pages) for (const image of s.images) assets.set(image.output, image);

  const compiling = new Map<string, Promise<void>>();
  const compileDeferred = async (task: (typeof pending)[number]) => {
    try {
      const summary = writeCompiled(false, task.key, await compilePage(task.input, compiler));
      summaryByRoute.set(summary.route, summary);
      for (const image of summary.images) assets.set(image.output, image);
      deferred.delete(summary.route);
    } catch (error) {
      compiling.delete(task.input.route);
      throw new ContentBuildError([error as ContentError]);
    }
  };

  let records: SearchRecord[] | undefined;
  return {
    manifest: assembled.manifest,
    get records() {
      records ??= pages
        .filter((s) => !s.outline)
        .flatMap((s) => placeRecords(readRecords(options.cacheDir, s), s, assembled.trail(s.route)));
      return records;
    },
    warnings,
    get assets() {
      return [...assets.values()];
    },
    modules,
    stats: {
      pages: assembled.manifest.routes.length,
      compiled: pending.length,
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
      const withoutBody = assembled.page(route, () => ({
        markdown: '',
        content: { type: 'root', children: [] },
      }));
      const summary = summaryByRoute.get(route);
      if (!withoutBody || summary?.outline) return undefined;
      return cacheKey([summary?.key ?? '', JSON.stringify(withoutBody)]);
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
              `- [${c.title}](${withBase(options.basePath, c.route)})${c.description ? `: ${c.description}` : ''}`,
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

type Scanned = Array<{ section: { id: string; label: string } }>;

function assemble(
  docs: DocFile[],
  summaryByRoute: Map<string, PageSummary>,
  scanned: Scanned,
  folderMap: Map<string, SidebarFolder[]>,
  options: ReturnType<typeof resolveOptions>,
  updated: Map<string, number>,
  warnings: PipelineWarning[],
) {
  const entries = new Map<string, ManifestEntry>();
  const sidebars: Manifest['sidebars'] = {};
  const tags: Manifest['tags'] = {};
  const sectionSidebars = new Map<string, SectionSidebar>();
  const generatedByRoute = new Map<string, GeneratedIndex & { section: string }>();
  const tagPages = new Map<string, { section: string; tag?: TagRef & { count: number } }>();
  const docsByTag = new Map<string, string[]>();
  const description = (route: string) => entries.get(route)?.description;
  const summaryOf = (doc: DocFile) => summaryByRoute.get(doc.route) as PageSummary;

  for (const { section } of scanned) {
    const sectionDocs = docs.filter((d) => d.section === section.id);
    const folders = folderMap.get(section.id) ?? [];
    for (const doc of sectionDocs) {
      const { frontMatter, title, excerpt } = summaryOf(doc);
      const tagLabels = (frontMatter.tags ?? []).map((t) => (typeof t === 'string' ? t : t.label));
      entries.set(doc.route, {
        route: doc.route,
        kind: 'doc',
        title,
        sidebarLabel: frontMatter.sidebar_label ?? title,
        section: section.id,
        description: frontMatter.description ?? (excerpt ? truncate(excerpt, 160) : undefined),
        badge: frontMatter.badge,
        tags: tagLabels,
        file: doc.file,
        lastUpdated: updated.get(doc.file),
      });
      for (const label of tagLabels) {
        const route = joinRoute(section.id, 'tags', kebab(label));
        if (!docsByTag.has(route)) docsByTag.set(route, []);
        docsByTag.get(route)?.push(doc.route);
      }
    }
    const sidebar = buildSidebar(
      section.id,
      sectionDocs.map((doc) => {
        const { frontMatter, title } = summaryOf(doc);
        return {
          id: doc.id,
          relPath: doc.relPath,
          route: doc.route,
          isIndex: doc.isIndex,
          title,
          sidebarLabel: frontMatter.sidebar_label,
          position: frontMatter.sidebar_position,
          badge: frontMatter.badge,
          description: frontMatter.description,
        };
      }),
      folders,
    );
    for (const { dir, message } of sidebar.warnings)
      warnings.push({ file: folders.find((f) => f.dir === dir)?.file, message });
    sectionSidebars.set(section.id, sidebar);
    sidebars[section.id] = sidebar.items;
    for (const generated of sidebar.generated) {
      if (entries.has(generated.route)) {
        warnings.push({
          message: `duplicate route ${generated.route}: a generated category index and a doc; the doc is used`,
        });
        continue;
      }
      generatedByRoute.set(generated.route, { ...generated, section: section.id });
      entries.set(generated.route, {
        route: generated.route,
        kind: 'category',
        title: generated.title,
        sidebarLabel: generated.category.label,
        section: section.id,
        description: generated.description,
        tags: [],
      });
    }
    const sectionTags = [...docsByTag.entries()]
      .filter(([route]) => route.startsWith(`/${section.id}/tags/`))
      .map(([route, pages]) => {
        const first = entries.get(pages[0] as string);
        const label = first?.tags.find((t) => joinRoute(section.id, 'tags', kebab(t)) === route) ?? route;
        return { label, route, count: pages.length };
      })
      .sort((a, b) => a.label.localeCompare(b.label));
    if (sectionTags.length) {
      tags[section.id] = sectionTags;
      const indexRoute = joinRoute(section.id, 'tags');
      tagPages.set(indexRoute, { section: section.id });
      entries.set(indexRoute, {
        route: indexRoute,
        kind: 'tags',
        title: 'Tags',
        sidebarLabel: 'Tags',
        section: section.id,
        tags: [],
        noindex: true,
      });
      for (const tag of sectionTags) {
        tagPages.set(tag.route, { section: section.id, tag });
        const title = `${tag.count} doc${tag.count === 1 ? '' : 's'} tagged with "${tag.label}"`;
        entries.set(tag.route, {
          route: tag.route,
          kind: 'tag',
          title,
          sidebarLabel: tag.label,
          section: section.id,
          tags: [],
          noindex: true,
        });
      }
    }
  }

  const idToRoute = new Map(docs.map((d) => [`${d.section}:${d.id}`, d.route]));
  for (const [sectionId, sidebar] of sectionSidebars) {
    const seen = new Set<string>();
    const order = flattenSidebar(sidebar.items).filter(
      (item) => !seen.has(item.route) && seen.add(item.route),
    );
    order.forEach((item, i) => {
      const entry = entries.get(item.route);
      if (!entry) return;
      const link = (at: number): PageLink | undefined => {
        const target = order[at];
        return target
          ? { title: entries.get(target.route)?.title ?? target.label, route: target.route }
          : undefined;
      };
      entry.prev = link(i - 1);
      entry.next = link(i + 1);
    });
    for (const doc of docs.filter((d) => d.section === sectionId)) {
      const entry = entries.get(doc.route);
      const fm = summaryOf(doc).frontMatter;
      if (!entry) continue;
      for (const [key, field] of [
        ['pagination_prev', 'prev'],
        ['pagination_next', 'next'],
      ] as const) {
        const value = fm[key];
        if (value === null) entry[field] = undefined;
        else if (value) {
          const route = idToRoute.get(`${sectionId}:${value}`);
          if (route) entry[field] = { title: entries.get(route)?.title ?? value, route };
          else warnings.push({ file: doc.file, message: `${key}: no doc with id "${value}"` });
        }
      }
    }
  }

  const routes = new Set([...entries.keys(), ...options.appRoutes]);
  const anchorsOf = new Map<string, Set<string> | undefined>();
  /** The anchors of a page, or undefined when they cannot be known (app routes, modules, pages not compiled yet). */
  const anchors = (route: string): Set<string> | undefined => {
    if (!anchorsOf.has(route)) {
      const target = summaryByRoute.get(route);
      const kind = entries.get(route)?.kind;
      anchorsOf.set(
        route,
        target
          ? target.outline || target.hasModule
            ? undefined
            : new Set(target.anchors)
          : kind && kind !== 'doc'
            ? new Set()
            : undefined,
      );
    }
    return anchorsOf.get(route);
  };
  for (const summary of summaryByRoute.values()) {
    for (const link of summary.links) {
      if (!routes.has(link.route)) {
        warnings.push({
          file: summary.file,
          line: link.line,
          message: `broken link: ${link.href} (no page at ${link.route})`,
        });
      } else if (link.anchor !== undefined && anchors(link.route)?.has(link.anchor) === false) {
        warnings.push({
          file: summary.file,
          line: link.line,
          message: `broken anchor: ${link.href} (no #${link.anchor} on ${link.route === summary.route ? 'this page' : link.route})`,
        });
      }
    }
  }

  const cardsFor = (route: string): DocCard[] | undefined => {
    const entry = entries.get(route);
    if (!entry) return undefined;
    const sidebar = sectionSidebars.get(entry.section) as SectionSidebar;
    const category = sidebar.categoryByRoute.get(route) ?? sidebar.paths.get(route)?.at(-1);
    return cardsOf(category ? category.items : sidebar.items, description, route);
  };

  const sectionLabel = (id: string) => options.sections.find((s) => s.id === id)?.label ?? id;
  const descriptionHast = (text?: string): Root =>
    text ? markdownToHast(text, { basePath: options.basePath }) : { type: 'root', children: [] };

  const page = (
    route: string,
    body: (s: PageSummary) => ReturnType<typeof readCompiled>,
  ): PageData | undefined => {
    const entry = entries.get(route);
    if (!entry) return undefined;
    const sidebar = sectionSidebars.get(entry.section) as SectionSidebar;
    const open = sidebar.paths.get(route) ?? [];
    const large = sidebar.size > options.largeSidebar;
    const base: Omit<PageData, 'content' | 'kind'> = {
      route,
      title: entry.title,
      description: entry.description,
      section: entry.section,
      sectionLabel: sectionLabel(entry.section),
      badge: entry.badge,
      tags: entry.tags.map((label) => ({ label, route: joinRoute(entry.section, 'tags', kebab(label)) })),
      toc: [],
      breadcrumbs: breadcrumbs(open, entry, route),
      prev: entry.prev,
      next: entry.next,
      lastUpdated: entry.lastUpdated,
      ...(large ? largeSidebar(sidebar.items, open, route, entry.section) : { sidebar: sidebar.items }),
    };
    if (entry.kind === 'doc') {
      const summary = summaryByRoute.get(route) as PageSummary;
      const { content, module } = body(summary);
      const fm = summary.frontMatter;
      const edit =
        fm.custom_edit_url === null
          ? undefined
          : (fm.custom_edit_url ??
            (options.editUrl ? `${options.editUrl.replace(/\/$/, '')}/${summary.file}` : undefined));
      return strip<PageData>({
        ...base,
        kind: 'doc',
        toc: fm.hide_table_of_contents ? [] : summary.toc,
        hideTitle: fm.hide_title,
        hideTableOfContents: fm.hide_table_of_contents,
        editUrl: edit,
        cards: summary.usesDocCardList ? cardsFor(route) : undefined,
        content,
        module:
          module !== undefined ? `modules/${route.slice(1).replace(/\//g, '__') || 'index'}.js` : undefined,
      });
    }
    if (entry.kind === 'category') {
      const generated = generatedByRoute.get(route) as GeneratedIndex;
      return strip<PageData>({
        ...base,
        kind: 'category',
        cards: cardsOf(generated.category.items, description),
        content: descriptionHast(generated.description),
      });
    }
    const tagPage = tagPages.get(route);
    if (!tagPage) return undefined;
    if (!tagPage.tag)
      return strip<PageData>({
        ...base,
        kind: 'tags',
        tagList: tags[entry.section],
        content: { type: 'root', children: [] },
      });
    const pages = docsByTag.get(route) ?? [];
    const cards = pages.map((r): DocCard => {
      const target = entries.get(r) as ManifestEntry;
      return {
        kind: 'doc',
        title: target.title,
        route: r,
        description: target.description,
        badge: target.badge,
      };
    });
    return strip<PageData>({
      ...base,
      kind: 'tag',
      tagList: [tagPage.tag],
      cards,
      content: { type: 'root', children: [] },
    });
  };

  return {
    manifest: {
      basePath: options.basePath,
      routes: [...entries.values()],
      sidebars,
      tags,
    } satisfies Manifest,
    page,
    cardsFor,
    /** The section label and the categories above a page, for its search records. */
    trail: (route: string): string[] => {
      const entry = entries.get(route);
      if (!entry) return [];
      const open = sectionSidebars.get(entry.section)?.paths.get(route) ?? [];
      return [sectionLabel(entry.section), ...open.filter((c) => c.route !== route).map((c) => c.label)];
    },
    generatedByRoute,
    description,
  };

  function breadcrumbs(open: SidebarCategory[], entry: ManifestEntry, route: string): Breadcrumb[] {
    const crumbs: Breadcrumb[] = open
      .filter((c) => c.route !== route)
      .map((c) => ({ label: c.label, ...(c.route ? { route: c.route } : {}) }));
    return [...crumbs, { label: entry.title }];
  }
}

/**
 * A page's search records with what the build knows beyond the page: where it lives (`lvl0`: the
 * section and categories above it, `API › Stocks`), its `search_priority`, and whether it lists the
 * pages of its category.
 */
function placeRecords(records: SearchRecord[], summary: PageSummary, trail: string[]): SearchRecord[] {
  const lvl0 = trail.join(' › ');
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

/** A page's view of a large sidebar: a window of top-level entries, only the open path expanded. */
function largeSidebar(items: SidebarItem[], open: SidebarCategory[], route: string, section: string) {
  const window = windowSidebar(items, route);
  return {
    sidebar: trimSidebar(window.items, new Set(open)),
    sidebarFile: `_sidebars/${section}.json`,
    ...(window.omitted ? { sidebarOmitted: window.omitted } : {}),
  };
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

function strip<T extends object>(value: T): T {
  for (const key of Object.keys(value) as Array<keyof T>) if (value[key] === undefined) delete value[key];
  return value;
}
