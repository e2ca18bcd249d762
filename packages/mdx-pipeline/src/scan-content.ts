import fs from 'node:fs';
import path from 'node:path';
import { cacheKey, readScanCache, type ScanCache } from './cache.js';
import type { CompilerOptions } from './compile-page.js';
import { ContentError } from './errors.js';
import { gitStamp, type LastUpdate, lastUpdates } from './git.js';
import { type PipelineOptions, type ResolvedOptions, resolveOptions } from './options.js';
import { strip } from './strip.js';
import type { SidebarFolder } from './structure/autogenerate.js';
import { readCategoryFile } from './structure/category-file.js';
import { contentPath, type DocFile, dedupeRoutes, listTree, scanSection } from './structure/scan.js';
import { readTagsFile, type TagDefinition } from './structure/tags-file.js';
import type { PipelineWarning, PluginRef } from './types.js';

/** A content tree as scanned, before any page is compiled: what a build and an edit's build start from. */
export interface ScannedContent<T> {
  options: ResolvedOptions;
  warnings: PipelineWarning[];
  errors: ContentError[];
  /** When the scan started (`Date.now()`): a file changed since is not trusted by its stamp. */
  scanStarted: number;
  lazy: boolean;
  focus: ResolvedOptions['focus'];
  /** The last-update times from the repository's history (none with `noHistory`). */
  lastUpdated: Promise<Map<string, LastUpdate>>;
  scanKey: string;
  scanCache: ScanCache;
  docs: DocFile[];
  folders: Map<string, SidebarFolder[]>;
  tagFiles: Map<string, Map<string, TagDefinition>>;
  routeByFile: Map<string, string>;
  compiler: CompilerOptions;
  /** A hash of the compiler options (without the routes): a page's cache key holds it. */
  shared: string;
  /**
   * A hash of what the sidebars and listings are made of beside the pages: the category and tags files,
   * and where the repository's history is read for last-update times, its HEAD.
   */
  structure: string;
  /** What `whileListing` returned. */
  whileListed: T | undefined;
}

/**
 * Lists the sections' files (on another thread for a whole build, while `whileListing` runs here),
 * reads the category and tags files, and works out every page's route and the compiler's options.
 */
export async function scanContent<T>(
  userOptions: PipelineOptions,
  hooks: {
    /** Runs while the folders are listed on another thread. */
    whileListing?: (options: ResolvedOptions) => T;
    /** Leaves the last-update times from the repository's history unread (its HEAD is still checked). */
    noHistory?: boolean;
  } = {},
): Promise<ScannedContent<T>> {
  const scanStarted = Date.now();
  const options = resolveOptions(userOptions);
  const warnings: PipelineWarning[] = [];
  const errors: ContentError[] = [];
  const sectionLabels = Object.fromEntries(options.sections.map((s) => [s.id, s.label]));
  const { focus } = options;
  const lazy = options.lazy || focus !== undefined;
  const readsGit =
    !focus &&
    options.lastUpdated &&
    options.sections.some((s) => (s.showLastUpdateTime ?? true) || s.showLastUpdateAuthor);
  const lastUpdated =
    readsGit && !hooks.noHistory
      ? lastUpdates(
          options.contentDir,
          options.sections.map((s) => s.dir),
        )
      : Promise.resolve(new Map<string, LastUpdate>());

  const scanKey = cacheKey([
    options.contentDir,
    JSON.stringify(
      options.sections.map((s) => [
        s.id,
        s.dir,
        s.translationsDir,
        s.routeBasePath,
        s.include,
        s.exclude,
        typeof s.numberPrefixParser === 'function' ? s.numberPrefixParser.toString() : s.numberPrefixParser,
      ]),
    ),
  ]);
  // A whole build (not a dev server's) lists the content folders on another thread while this one
  // reads the cache.
  const listing = lazy ? undefined : listTree(options.sections.map((s) => s.dir));
  const scanCache = readScanCache(!focus && options.cacheDir, scanKey);
  const whileListed = hooks.whileListing?.(options);
  const scanned = [];
  for (const section of options.sections) {
    if (focus && section.id !== focus.section) continue;
    scanned.push({
      section,
      ...(await scanSection(options.contentDir, section, {
        known: scanCache.files,
        only: focus?.dir,
        pause: options.pause,
        listing: await listing,
      })),
    });
  }
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
              meta: readCategoryFile(
                `${options.contentDir}/${c.file}`,
                c.file,
                (w) => warnings.push(w),
                c.text,
              ),
            };
          } catch (error) {
            errors.push(error as ContentError);
            return { dir: c.dir };
          }
        }),
    ]),
  );
  const tagFiles = new Map<string, Map<string, TagDefinition>>();
  for (const section of options.sections) {
    if (section.tagsFile === false) continue;
    const abs = path.resolve(section.dir, section.tagsFile ?? 'tags.yml');
    if (!fs.existsSync(abs)) {
      if (section.tagsFile)
        errors.push(
          new ContentError(`tags file not found: ${contentPath(options.contentDir, abs)}`, {
            file: contentPath(options.contentDir, abs),
            rule: 'tags',
          }),
        );
      continue;
    }
    try {
      tagFiles.set(section.id, readTagsFile(abs, contentPath(options.contentDir, abs)));
    } catch (error) {
      errors.push(error as ContentError);
    }
  }
  const routeByFile = new Map(docs.map((d) => [d.file, d.route]));
  // A page links to another by its file beside it, whether either is translated or not (as Docusaurus resolves them).
  for (const section of options.sections) {
    if (!section.translationsDir) continue;
    const places = [section.dir, section.translationsDir].map((dir) => contentPath(options.contentDir, dir));
    for (const doc of docs)
      if (doc.section === section.id)
        for (const place of places)
          routeByFile.set(place ? `${place}/${doc.relPath}` : doc.relPath, doc.route);
  }
  const compiler: CompilerOptions = {
    site: {
      contentDir: options.contentDir,
      staticDir: options.staticDir,
      ...(options.siteDir ? { siteDir: options.siteDir } : {}),
      basePath: options.basePath,
      routeByFile,
      components: options.components,
      ...(Object.keys(options.componentText).length ? { componentText: options.componentText } : {}),
      sections: Object.fromEntries(
        options.sections.map((s) => [
          s.id,
          strip({
            dir: contentPath(options.contentDir, s.dir),
            unknownFrontMatter: s.unknownFrontMatter,
            tags: tagFiles.has(s.id)
              ? Object.fromEntries([...(tagFiles.get(s.id) ?? [])].map(([key, tag]) => [key, tag.label]))
              : undefined,
            onInlineTags: tagFiles.has(s.id) ? (s.onInlineTags ?? 'warn') : undefined,
          }),
        ]),
      ),
      markdownFormat: options.markdownFormat,
      trailingSlash: options.trailingSlash,
      checkImports: options.checkImports,
      mermaid: options.mermaid,
    },
    sectionLabels,
    language: options.language,
    tocLevels: options.tocLevels,
    languages: options.languages,
    remarkPlugins: options.remarkPlugins as PluginRef[],
    rehypePlugins: options.rehypePlugins as PluginRef[],
    preprocessor: options.preprocessor as PluginRef | undefined,
  };
  const shared = cacheKey([JSON.stringify({ ...compiler, site: withoutRoutes(compiler.site) })]);

  const structure = cacheKey([
    JSON.stringify([
      [...folders],
      [...tagFiles].map(([id, file]) => [id, [...file]]),
      readsGit &&
        gitStamp(
          options.contentDir,
          options.sections.map((s) => s.dir),
        ),
    ]),
  ]);
  return {
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
  };
}

export function withoutRoutes({ routeByFile, ...site }: CompilerOptions['site']) {
  void routeByFile;
  return site;
}
