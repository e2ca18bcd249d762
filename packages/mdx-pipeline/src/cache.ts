import { createHash, hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompiledPage } from './compile-page.js';
import type { PageLinkRef } from './plugins/context.js';
import type { DocFile, ScanEntry } from './structure/scan.js';

/**
 * What of a compiled page stays on disk until it is asked for: what only its own files are made from
 * (the table of contents too: a site of 100,000 pages would hold half a million entries in memory).
 */
export type PageBody = Pick<CompiledPage, 'content' | 'markdown' | 'module' | 'records' | 'toc'>;

/**
 * A page's link as its summary keeps it: `[route, line]` for a link written as the route it points at
 * (most are), else as compiled. A site of 100,000 pages keeps every page's summary in memory.
 */
export type StoredLink = PageLinkRef | [route: string, line: number];

/** A compiled page without its body: what the build keeps in memory (and in the index) for every page. */
export type PageSummary = Omit<CompiledPage, keyof PageBody | 'links' | 'anchors'> & {
  key: string;
  links: StoredLink[];
  /** The page's anchors, one per line (one string rather than one per anchor: see {@link StoredLink}). */
  anchors: string;
  /**
   * For a page that uses partials, the key of its source alone (its `key` holds the partials' too):
   * what the next build finds it by before checking its partials.
   */
  sourceKey?: string;
  hasModule: boolean;
  /** The first sentences of the page's text, for a default description (`searchRecords`). */
  excerpt?: string;
  /** Size and mtime of each image the page used, when it was compiled. */
  imageStamps: Record<string, string>;
  /** The body, kept in memory when there is no cache directory (or by the build that compiled it). */
  inline?: PageBody;
  /** Not compiled yet (a lazy build): front matter and title only, no body. */
  outline?: true;
};

const version = '6';

let codeHash: string | undefined;

/** A hash of the pipeline's own code, so a new release never reuses pages compiled by an older one. */
function pipelineCode(): string {
  if (codeHash === undefined) {
    const code = createHash('sha256');
    const dir = path.dirname(fileURLToPath(import.meta.url));
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
      if (/\.(js|ts)$/.test(file) && !file.endsWith('.d.ts'))
        code.update(fs.readFileSync(path.join(dir, file)));
    }
    codeHash = code.digest('hex');
  }
  return codeHash;
}

export function cacheKey(parts: string[]): string {
  // One string hashed at once: a site of 100,000 pages asks for a key per page at every build.
  return hash('sha256', [`${version}${pipelineCode()}`, ...parts].join('\0'), 'hex').slice(0, 32);
}

function bodyPath(cacheDir: string, key: string, part: 'json' | 'records.json' = 'json'): string {
  return path.join(cacheDir, 'pages', key.slice(0, 2), `${key}.${part}`);
}

/** Writes a file, making its folder only when it is missing (one `mkdir` per folder, not per page). */
function writeFile(file: string, text: string): void {
  try {
    fs.writeFileSync(file, text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

/**
 * Writes a compiled page's body to the cache and returns its summary; with `keep`, the summary also
 * holds the body (`inline`), so that the build which compiled the page does not read it back. `key`
 * is the key of the page's source; a page that uses partials is stored under a key that holds theirs.
 */
export function writeCompiled(
  cacheDir: string | false,
  sourceKey: string,
  page: CompiledPage,
  keep = false,
): PageSummary {
  const { content, markdown, module, records, toc, links, anchors, ...rest } = page;
  const key = page.partials ? cacheKey([sourceKey, JSON.stringify(page.partials)]) : sourceKey;
  const imageStamps = Object.fromEntries(page.images.map((image) => [image.source, stampOf(image.source)]));
  const summary: PageSummary = {
    ...rest,
    links: links.map(storedLink),
    anchors: anchors.join('\n'),
    key,
    ...(page.partials ? { sourceKey } : {}),
    hasModule: module !== undefined,
    imageStamps,
  };
  const inline = { content, markdown, module, records, toc };
  if (!cacheDir) return { ...summary, inline };
  writeFile(bodyPath(cacheDir, key), JSON.stringify({ content, markdown, module, toc }));
  writeFile(bodyPath(cacheDir, key, 'records.json'), JSON.stringify(records));
  return keep ? { ...summary, inline } : summary;
}

function storedLink(link: PageLinkRef): StoredLink {
  const { href, route, line, ...rest } = link;
  const plain = href === route && line !== undefined && Object.values(rest).every((v) => v === undefined);
  return plain ? [route, line] : link;
}

/** A link of a summary as compiled. */
export function linkOf(link: StoredLink): PageLinkRef {
  return Array.isArray(link) ? { href: link[0], route: link[0], line: link[1] } : link;
}

/** The anchors of a page's summary. */
export function anchorsOf(summary: PageSummary): Set<string> {
  return new Set(summary.anchors ? summary.anchors.split('\n') : []);
}

/** Reads a compiled page's body. */
let lastRead: { key: string; body: Omit<PageBody, 'records'> } | undefined;

export function readCompiled(cacheDir: string | false, summary: PageSummary): Omit<PageBody, 'records'> {
  if (summary.outline) throw new Error(`${summary.file} is not compiled yet: ensure(route) first`);
  if (summary.inline) return summary.inline;
  if (!cacheDir) throw new Error(`no body for ${summary.file}`);
  // A page's data and its Markdown twin are usually asked for one after the other: read the file once.
  if (lastRead?.key !== summary.key) {
    lastRead = {
      key: summary.key,
      body: JSON.parse(fs.readFileSync(bodyPath(cacheDir, summary.key), 'utf8')),
    };
  }
  return lastRead.body;
}

/** Reads a compiled page's search records. */
export function readRecords(cacheDir: string | false, summary: PageSummary): CompiledPage['records'] {
  if (summary.inline) return summary.inline.records;
  if (!cacheDir) throw new Error(`no records for ${summary.file}`);
  return JSON.parse(fs.readFileSync(bodyPath(cacheDir, summary.key, 'records.json'), 'utf8'));
}

/**
 * The search records of many pages, one page at a time in the order given: from packs of records
 * (`records/<hash of the folder>.json`, each the records of one content folder's pages by key)
 * rather than one file per page, so that a build of 100,000 pages in folders of 25 reads 4,000 files.
 * A pack is read when its first page comes and let go after its last one, so only the packs of the
 * folders being read are in memory (pages come folder by folder), never every page's records. A pack
 * that misses a page, or holds a page no longer asked for, is written again (after a one-page edit,
 * one); once every page is read, packs no page needs are deleted.
 */
export function* recordsInOrder(
  cacheDir: string | false,
  summaries: PageSummary[],
): Generator<CompiledPage['records']> {
  if (!cacheDir) {
    for (const summary of summaries) yield readRecords(cacheDir, summary);
    return;
  }
  const dir = path.join(cacheDir, 'records');
  const packs = new Map<string, { keys: Set<string>; last: number }>();
  const names = summaries.map((summary, i) => {
    const name = recordPackName(summary.file);
    const pack = packs.get(name);
    if (pack) {
      pack.keys.add(summary.key);
      pack.last = i;
    } else packs.set(name, { keys: new Set([summary.key]), last: i });
    return name;
  });
  type Pack = Record<string, CompiledPage['records']>;
  const open = new Map<string, { stored: Pack; next: Pack; changed: boolean }>();
  for (const [i, summary] of summaries.entries()) {
    const name = names[i] as string;
    const { keys, last } = packs.get(name) as { keys: Set<string>; last: number };
    let pack = open.get(name);
    if (!pack) {
      let stored: Pack = {};
      try {
        stored = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
      } catch {
        // no pack yet
      }
      pack = { stored, next: {}, changed: Object.keys(stored).some((key) => !keys.has(key)) };
      open.set(name, pack);
    }
    let records = pack.stored[summary.key];
    if (!records) {
      records = summary.inline?.records ?? readRecords(cacheDir, summary);
      pack.changed = true;
    }
    pack.next[summary.key] = records;
    if (last === i) {
      open.delete(name);
      if (pack.changed) {
        const file = path.join(dir, name);
        writeFile(`${file}.${process.pid}.tmp`, JSON.stringify(pack.next));
        fs.renameSync(`${file}.${process.pid}.tmp`, file);
      }
    }
    yield summary.inline?.records ?? records;
  }
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    if (!packs.has(name) && !name.endsWith('.tmp')) fs.rmSync(path.join(dir, name), { force: true });
}

/** The pack of a page's records: one per content folder. */
function recordPackName(file: string): string {
  return `${createHash('sha256').update(path.posix.dirname(file)).digest('hex').slice(0, 16)}.json`;
}

/** The index: every page's summary, in 256 files by the first two characters of its key. */
function indexDir(cacheDir: string): string {
  return path.join(cacheDir, 'index');
}

/** The summaries of the last build, by cache key, and what each index file held (its keys). */
export interface CacheIndex {
  summaries: Map<string, PageSummary>;
  files: Map<string, string>;
}

export function readIndex(cacheDir: string | false): CacheIndex {
  const none: CacheIndex = { summaries: new Map(), files: new Map() };
  if (!cacheDir) return none;
  const dir = indexDir(cacheDir);
  if (!fs.existsSync(dir)) return none;
  try {
    // One listing per folder of bodies rather than one stat per page.
    const bodies = new Set<string>();
    const root = path.join(cacheDir, 'pages');
    for (const sub of fs.existsSync(root) ? fs.readdirSync(root) : [])
      for (const name of fs.readdirSync(path.join(root, sub))) bodies.add(name);
    const files = new Map<string, string>();
    const summaries = new Map<string, PageSummary>();
    for (const name of fs.readdirSync(dir)) {
      if (!name.endsWith('.json')) continue;
      const shard = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as IndexEntry[];
      files.set(name, shard.map((s) => s.key).join());
      for (const entry of shard)
        if (bodies.has(`${entry.key}.json`)) summaries.set(entry.key, summaryOf(entry));
    }
    return { summaries, files };
  } catch {
    return none;
  }
}

/**
 * What a summary reads back as for each field the index leaves out when empty or false: most pages
 * have no images, warnings or links to files. Read summaries share these (frozen) rather than each
 * holding its own empty lists: fewer objects for the garbage collector to walk at 100,000 pages.
 */
const omitted = {
  images: Object.freeze([]),
  links: Object.freeze([]),
  anchors: '',
  fileLinks: Object.freeze({}),
  warnings: Object.freeze([]),
  imageStamps: Object.freeze({}),
  usesDocCardList: false,
  hasModule: false,
};

/** A summary as the index file holds it: without {@link omitted}'s fields when they are empty or false. */
type IndexEntry = Partial<PageSummary> & Pick<PageSummary, 'key'>;

function indexEntry({ inline, ...summary }: PageSummary): IndexEntry {
  const entry: Record<string, unknown> = summary;
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(entry)) {
    const empty =
      field in omitted &&
      (value === false ||
        value === '' ||
        (typeof value === 'object' && Object.keys(value as object).length === 0));
    if (!empty) kept[field] = value;
  }
  return kept as IndexEntry;
}

function summaryOf(entry: IndexEntry): PageSummary {
  const summary = entry as Record<string, unknown>;
  for (const [field, value] of Object.entries(omitted))
    if (summary[field] === undefined) summary[field] = value;
  return summary as PageSummary;
}

/** The summary the index holds under `key` (one of its files read), when its body is in the cache too. */
export function readIndexEntry(cacheDir: string, key: string): PageSummary | undefined {
  try {
    const shard = JSON.parse(
      fs.readFileSync(path.join(indexDir(cacheDir), `${key.slice(0, 2)}.json`), 'utf8'),
    ) as IndexEntry[];
    const entry = shard.find((s) => s.key === key);
    return entry && fs.existsSync(bodyPath(cacheDir, key)) ? summaryOf(entry) : undefined;
  } catch {
    return undefined;
  }
}

/** Adds a summary to the index (its file alone), for a build after an edit that does not write it whole. */
export function addIndexEntry(cacheDir: string, summary: PageSummary): void {
  const file = path.join(indexDir(cacheDir), `${summary.key.slice(0, 2)}.json`);
  let shard: IndexEntry[] = [];
  try {
    shard = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
  }
  const kept = shard.filter((s) => s.key !== summary.key);
  kept.push(indexEntry(summary));
  fs.writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(kept));
  fs.renameSync(`${file}.${process.pid}.tmp`, file);
}

/**
 * True when two summaries of a page differ by their key alone: what the other pages, the sidebars and
 * the listings are made of (title, front matter, description, links, anchors, images, warnings...) is
 * the same, and only the page's body changed.
 */
export function sameBesidesBody(a: PageSummary, b: PageSummary): boolean {
  const { key: _a, sourceKey: _as, ...x } = indexEntry(a) as Record<string, unknown>;
  const { key: _b, sourceKey: _bs, ...y } = indexEntry(b) as Record<string, unknown>;
  const fields = new Set([...Object.keys(x), ...Object.keys(y)]);
  return [...fields].every((field) => JSON.stringify(x[field]) === JSON.stringify(y[field]));
}

/**
 * Writes the index of this build: only the files whose pages changed (after a one-page edit, one or
 * two of 256), and deletes those no page needs any more.
 */
export function writeIndex(cacheDir: string | false, summaries: PageSummary[], previous: CacheIndex): void {
  if (!cacheDir) return;
  const dir = indexDir(cacheDir);
  fs.mkdirSync(dir, { recursive: true });
  const shards = new Map<string, PageSummary[]>();
  for (const summary of [...summaries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    const name = `${summary.key.slice(0, 2)}.json`;
    const shard = shards.get(name);
    if (shard) shard.push(summary);
    else shards.set(name, [summary]);
  }
  for (const [name, shard] of shards) {
    // Unchanged: the same pages, each summary the one read (a page compiled again keeps its key
    // when only what it links to changed).
    const same =
      previous.files.get(name) === shard.map((s) => s.key).join() &&
      shard.every((s) => previous.summaries.get(s.key) === s);
    if (same) continue;
    const file = path.join(dir, name);
    fs.writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(shard.map(indexEntry)));
    fs.renameSync(`${file}.${process.pid}.tmp`, file);
  }
  for (const name of previous.files.keys())
    if (!shards.has(name)) fs.rmSync(path.join(dir, name), { force: true });
}

/**
 * How long a body that the index no longer lists stays on disk: a dev server running beside a build
 * may still read it.
 */
const keepUnlistedMs = 24 * 60 * 60 * 1000;
/** How often the bodies are listed to find those. */
const pruneEveryMs = 60 * 60 * 1000;

/**
 * Deletes the bodies that `listed` (the index just written) does not name and that were written over
 * a day ago, so the cache does not grow with every edit and every new version of the pipeline; at
 * most once an hour.
 */
export function pruneCache(cacheDir: string | false, listed: PageSummary[]): void {
  if (!cacheDir) return;
  const now = Date.now();
  // Listing every body takes a while at 100,000 pages: once an hour is enough for a day's delay.
  const stamp = path.join(cacheDir, 'pruned');
  if (now - (fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0) < pruneEveryMs) return;
  const keys = new Set(listed.map((s) => s.key));
  const root = path.join(cacheDir, 'pages');
  const dirs = fs.existsSync(root) ? fs.readdirSync(root) : [];
  for (const dir of dirs) {
    for (const name of fs.readdirSync(path.join(root, dir))) {
      const file = path.join(root, dir, name);
      if (keys.has(name.slice(0, name.indexOf('.')))) continue;
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (stat && now - stat.mtimeMs > keepUnlistedMs) fs.rmSync(file, { force: true });
    }
  }
  fs.writeFileSync(stamp, '');
}

/** True while every content file a page links to still has the route it had when the page was compiled. */
export function linksUnchanged(summary: PageSummary, routeByFile: Map<string, string>): boolean {
  return Object.entries(summary.fileLinks).every(
    ([file, route]) => (routeByFile.get(file) ?? null) === route,
  );
}

/** A hash of a partial's source, as a page that uses it records it. */
export function partialHash(source: string): string {
  return createHash('sha256').update(source).digest('hex').slice(0, 16);
}

/**
 * True while every partial (a page's, by path relative to `contentDir`) has the source it had when
 * hashed. `hashes` keeps each partial's hash for the build (a partial is read once, whatever the
 * pages using it).
 */
export function partialsUnchanged(
  partials: Record<string, string> | undefined,
  contentDir: string,
  hashes = new Map<string, string>(),
): boolean {
  return Object.entries(partials ?? {}).every(([file, hash]) => {
    let now = hashes.get(file);
    if (now === undefined) {
      try {
        now = partialHash(fs.readFileSync(path.resolve(contentDir, file), 'utf8'));
      } catch {
        now = 'missing';
      }
      hashes.set(file, now);
    }
    return now === hash;
  });
}

/** True while every image (by path) is unchanged: the same size and mtime as in `stamps`. */
export function imagesUnchanged(stamps: Record<string, string> | undefined): boolean {
  return Object.entries(stamps ?? {}).every(([file, stamp]) => stampOf(file) === stamp);
}

export function stampOf(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/**
 * What the last build knew of each content file (by absolute path): its size and mtime, id, route
 * and cache key. A file with the same size and mtime is not read again to find its route or key.
 * `scanKey` (the sections' folders, routes and globs) and `shared` (the compiler options) must match.
 */
export interface ScanCache {
  scanKey: string;
  shared: string;
  files: Map<string, ScanEntry>;
  /** What the sidebars and listings were made of beside the pages (`structure` of `scanContent`). */
  structure?: string;
  /** The size and mtime of every image a page used, by absolute path. */
  images?: Record<string, string>;
  /** The hash of every partial a page used, by path relative to the content directory. */
  partials?: Record<string, string>;
}

export function readScanCache(cacheDir: string | false, scanKey: string): ScanCache {
  const none: ScanCache = { scanKey, shared: '', files: new Map() };
  if (!cacheDir) return none;
  try {
    // Two lists rather than an object keyed by path: a hundred thousand keys parse and walk slowly.
    const { paths, entries, ...read } = JSON.parse(
      fs.readFileSync(path.join(cacheDir, 'scan.json'), 'utf8'),
    ) as Omit<ScanCache, 'files'> & { paths: string[]; entries: ScanEntry[] };
    if (read.scanKey !== scanKey || paths.length !== entries.length) return none;
    const files = new Map<string, ScanEntry>();
    for (let i = 0; i < paths.length; i++) files.set(paths[i] as string, entries[i] as ScanEntry);
    return { ...read, files };
  } catch {
    return none;
  }
}

/** What the scan cache keeps of a doc built from the source of `key`. */
export function scanEntry(doc: DocFile, key: string, scanStarted: number): ScanEntry {
  // A file changed in the last seconds may change again with the same size and mtime: not trusted.
  const stamp = Number(doc.stamp.split(':')[1]) < scanStarted - 2000 ? doc.stamp : '';
  return [stamp, doc.id, doc.route, doc.isIndex ? 1 : 0, key];
}

export function writeScanCache(cacheDir: string | false, cache: ScanCache): void {
  if (!cacheDir) return;
  const file = path.join(cacheDir, 'scan.json');
  const { files, ...rest } = cache;
  fs.writeFileSync(
    `${file}.tmp`,
    JSON.stringify({ ...rest, paths: [...files.keys()], entries: [...files.values()] }),
  );
  fs.renameSync(`${file}.tmp`, file);
}
