import { placeRecords } from './build.js';
import {
  addIndexEntry,
  cacheKey,
  imagesUnchanged,
  partialsUnchanged,
  readIndexEntry,
  sameBesidesBody,
  scanEntry,
  writeCompiled,
  writeScanCache,
} from './cache.js';
import { compilePage } from './compile-lazy.js';
import { ContentBuildError, type ContentError } from './errors.js';
import type { PipelineOptions } from './options.js';
import { scanContent } from './scan-content.js';
import type { PageData, SearchRecord } from './types.js';

/** A page whose source changed since the last build, in a way that shows on that page alone. */
export interface EditedPage {
  route: string;
  /** Its source, relative to the content directory. */
  file: string;
  /** What of the page's data its source makes: the rest is as the last build made it. */
  data: Pick<PageData, 'content' | 'toc'>;
  /** Its plain-Markdown twin. */
  markdown: string;
  /** Its search records, under `lvl0` (the section and categories above it, as the last build placed them). */
  records(lvl0: string): SearchRecord[];
}

export interface ContentEdits {
  /** The pages edited since the last build (none when nothing changed). */
  pages: EditedPage[];
  /** The content files of the tree. */
  files: number;
}

/** Edited pages, at most, that {@link editedPages} takes in. */
const maxEdits = 20;

/**
 * The pages edited since the last build of this cache, compiled, when every edit shows on its own page
 * alone: the same files and folders (category and tags files, partials and images unchanged too), and
 * each edited page with the same title, front matter, description, links, anchors, images and
 * warnings, without a module of its own. Only its data, twin and search records change: a build can
 * write those without putting the site together again. Undefined otherwise (or without a cache): then
 * the content is built whole. Rejects with a {@link ContentBuildError} when an edited page does not
 * compile. The caches are updated for the pages compiled, as a whole build would.
 */
export async function editedPages(userOptions: PipelineOptions): Promise<ContentEdits | undefined> {
  if (userOptions.lazy || userOptions.focus || userOptions.cacheDir === false) return undefined;
  const scanned = await scanContent(userOptions, { noHistory: true });
  const { options, docs, scanCache, shared, compiler } = scanned;
  const { cacheDir } = options;
  if (
    !cacheDir ||
    scanned.errors.length ||
    scanCache.shared !== shared ||
    scanCache.structure !== scanned.structure ||
    docs.length !== scanCache.files.size ||
    !imagesUnchanged(scanCache.images) ||
    !partialsUnchanged(scanCache.partials, options.contentDir)
  )
    return undefined;
  const edits: Array<{ doc: (typeof docs)[number]; key: string; before: string }> = [];
  for (const doc of docs) {
    const entry = scanCache.files.get(doc.absPath);
    if (!entry || entry[1] !== doc.id || entry[2] !== doc.route || entry[3] !== (doc.isIndex ? 1 : 0))
      return undefined;
    if (doc.knownKey) continue;
    const key = cacheKey([shared, doc.file, doc.route, doc.source]);
    if (key !== entry[4]) edits.push({ doc, key, before: entry[4] });
    if (edits.length > maxEdits) return undefined;
  }
  const pages: EditedPage[] = [];
  for (const { doc, key, before } of edits) {
    const old = readIndexEntry(cacheDir, before);
    if (!old || old.partials || old.hasModule || old.usesDocCardList) return undefined;
    let summary: ReturnType<typeof writeCompiled>;
    try {
      summary = writeCompiled(
        cacheDir,
        key,
        await compilePage(
          {
            file: doc.file,
            source: doc.source,
            route: doc.route,
            section: doc.section,
            isIndex: doc.isIndex,
          },
          compiler,
        ),
        true,
      );
    } catch (error) {
      throw new ContentBuildError([error as ContentError]);
    }
    if (!sameBesidesBody(old, summary)) return undefined;
    addIndexEntry(cacheDir, summary);
    // A draft is not built: its caches are all there is to update.
    if (!options.development && summary.frontMatter.draft === true) continue;
    const body = summary.inline as NonNullable<typeof summary.inline>;
    pages.push({
      route: doc.route,
      file: doc.file,
      data: { content: body.content, toc: summary.frontMatter.hide_table_of_contents ? [] : body.toc },
      markdown: body.markdown,
      records: (lvl0) => placeRecords(body.records, summary, lvl0),
    });
  }
  if (edits.length) {
    for (const { doc, key } of edits)
      scanCache.files.set(doc.absPath, scanEntry(doc, key, scanned.scanStarted));
    writeScanCache(cacheDir, scanCache);
  }
  return { pages, files: docs.length };
}
