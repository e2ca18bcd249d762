import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import picomatch from 'picomatch';
import { frontMatterBlock } from '../front-matter/block.js';
import type { ResolvedSection } from '../options.js';
import type { PipelineWarning } from '../types.js';
import { joinRoute, stripNumberPrefix } from './paths.js';

/** A content file found in a section. */
export interface DocFile {
  section: string;
  /** Path relative to the content directory, posix separators: `api/stocks/candles.mdx` (`../docs/intro.md` outside it). */
  file: string;
  /** Path relative to the section folder: `stocks/candles.mdx`. */
  relPath: string;
  absPath: string;
  /** Doc id inside its section: `stocks/candles` (number prefixes removed, front matter `id` applied). */
  id: string;
  route: string;
  /** True for `index`, `README` or a file named like its folder: the folder's category page. */
  isIndex: boolean;
  /** The file's text, read when first asked for. */
  readonly source: string;
  /** Size and mtime of the file when it was scanned. */
  stamp: string;
  /** The cache key of a file unchanged since the last build (same stamp), from the scan cache. */
  knownKey?: string;
}

/** What the scan cache keeps of a file, by absolute path: its stamp, id, route, index flag and cache key. */
export type ScanEntry = [stamp: string, id: string, route: string, isIndex: 0 | 1, key: string];

export interface CategoryDir {
  section: string;
  /** Folder relative to the section folder (`''` for the section root). */
  dir: string;
  /** The `_category_.{json,yml,yaml}` path relative to the content directory, if present. */
  file?: string;
  /** Its text, when {@link listTree} read it. */
  text?: string;
}

/** Docusaurus's default globs: every Markdown and MDX file is a page... */
export const defaultInclude = ['**/*.{md,mdx}'];
/** ...except partials (files and folders starting with `_`) and tests. */
export const defaultExclude = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

/** A folder's `_category_` file. */
export const categoryFile = /^_category_\.(json|ya?ml)$/;
const slugLine = /^slug:[ \t]*(['"]?)(.*?)\1[ \t]*$/m;
const idLine = /^id:[ \t]*(['"]?)(.*?)\1[ \t]*$/m;
/** `parse_number_prefixes: false`, quoted or not and in any case, as the front matter schema reads it. */
const keepPrefixesLine = /^parse_number_prefixes:[ \t]*(['"]?)false\1[ \t]*$/im;

/** `localeCompare`'s order, from one collator: a hundred thousand paths sort in a tenth of the time. */
const compare = new Intl.Collator().compare;

/** Posix path of `abs` relative to the content directory. */
export function contentPath(contentDir: string, abs: string): string {
  return path.relative(contentDir, abs).split(path.sep).join('/');
}

const filesPerTurn = 250;

/**
 * A folder's entries in {@link scanSection}'s order: each name, its file's stamp (`null` for a folder)
 * and the text of its `_category_` file, by the entry's place.
 */
interface Listed {
  names: string[];
  stamps: (string | null)[];
  texts?: Record<number, string>;
}

/** Every folder under some roots (absolute paths) with its {@link Listed} entries. */
export type TreeListing = Map<string, Listed>;

/**
 * Lists the folders under `roots` as {@link scanSection} walks them (hidden folders and `node_modules`
 * left out), with each file's stamp and the text of each `_category_` file, on a thread of its own: a build reads its cache meanwhile, and at
 * 100,000 pages the listing takes about a second. Resolves to `undefined` when that thread fails.
 */
export function listTree(roots: string[]): Promise<TreeListing | undefined> {
  const worker = new Worker(
    `const fs = require('node:fs');
    const path = require('node:path');
    const { parentPort, workerData: roots } = require('node:worker_threads');
    const compare = new Intl.Collator().compare;
    const out = [];
    const walk = (dir) => {
      const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => compare(a.name, b.name));
      const names = [];
      const stamps = [];
      const texts = {};
      for (const entry of entries) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          stamps.push(null);
          if (!entry.name.startsWith('.') && entry.name !== 'node_modules') walk(file);
        } else {
          const stat = fs.statSync(file, { throwIfNoEntry: false });
          stamps.push(stat ? stat.size + ':' + stat.mtimeMs : '');
          if (stat && ${categoryFile}.test(entry.name)) texts[names.length] = fs.readFileSync(file, 'utf8');
        }
        names.push(entry.name);
      }
      out.push([dir, { names, stamps, texts }]);
    };
    for (const root of roots) if (fs.existsSync(root)) walk(path.join(root, ''));
    parentPort.postMessage(out);`,
    { eval: true, workerData: roots },
  );
  return new Promise((resolve) => {
    worker.once('message', (listed: [string, Listed][]) => resolve(new Map(listed)));
    worker.once('error', () => resolve(undefined));
    worker.once('exit', () => resolve(undefined));
  });
}

/** How {@link scanSection} reads a section. */
export interface ScanOptions {
  /** What the scan cache knows of each file, by absolute path: unchanged files are not read. */
  known?: Map<string, ScanEntry>;
  /** A folder relative to the section's: its docs alone (not its subfolders'), and the category files on the way to it. */
  only?: string;
  /** Called between batches of files: the scan waits for the promise it returns (work that goes first). */
  pause?: () => Promise<unknown> | undefined;
  /** The section's folders as {@link listTree} read them; a folder it lacks is read here. */
  listing?: TreeListing;
}

/**
 * Lists every doc of a section with its route: the files under its folder that its `include` globs
 * match and its `exclude` globs do not. Front matter is only skimmed for `slug`, `id` and
 * `parse_number_prefixes` here.
 */
export async function scanSection(
  contentDir: string,
  section: Pick<
    ResolvedSection,
    'id' | 'dir' | 'translationsDir' | 'routeBasePath' | 'include' | 'exclude' | 'numberPrefixParser'
  >,
  { known = new Map(), only, pause, listing }: ScanOptions = {},
): Promise<{ docs: DocFile[]; categories: CategoryDir[] }> {
  const root = section.dir;
  const isPage = picomatch(section.include ?? defaultInclude, {
    ignore: section.exclude ?? defaultExclude,
  });
  const docs: DocFile[] = [];
  const categories: CategoryDir[] = [];
  // Every file's path from the content directory, without `path.relative` per file.
  const prefix = contentPath(contentDir, root);
  const fileOf = (rel: string) => (prefix ? `${prefix}/${rel}` : rel);
  const translations = section.translationsDir;
  const translatedPrefix = translations === undefined ? '' : contentPath(contentDir, translations);
  // A turn of the event loop every few hundred files: a dev server answers while a large tree is read.
  let sinceTurn = 0;
  const walk = async (relDir: string) => {
    const abs = path.join(root, relDir);
    const { names, stamps, texts } = listing?.get(abs) ?? listFolder(abs);
    const category: CategoryDir = { section: section.id, dir: relDir };
    for (let i = 0; i < names.length; i++) {
      if (++sinceTurn === filesPerTurn) {
        sinceTurn = 0;
        await new Promise((resolve) => setImmediate(resolve));
        await pause?.();
      }
      const name = names[i] as string;
      const listedStamp = stamps[i];
      const rel = relDir ? `${relDir}/${name}` : name;
      if (listedStamp === null) {
        const wanted = only === undefined || only === rel || only.startsWith(`${rel}/`);
        if (wanted && !name.startsWith('.') && name !== 'node_modules') await walk(rel);
      } else if (categoryFile.test(name)) {
        if (category.file === undefined) {
          category.file = fileOf(rel);
          category.text = texts?.[i];
        }
      } else if ((only === undefined || only === relDir) && isPage(rel)) {
        // A translation of the page, when there is one, is read in its place.
        const translated =
          translations && fs.statSync(path.join(translations, rel), { throwIfNoEntry: false });
        const absPath = path.join(translated ? (translations as string) : root, rel);
        const file = translated ? `${translatedPrefix}/${rel}` : fileOf(rel);
        const stat = translated || (listedStamp ? undefined : fs.statSync(absPath));
        const stamp = stat ? `${stat.size}:${stat.mtimeMs}` : (listedStamp as string);
        const entry = known.get(absPath);
        docs.push(
          entry?.[0] === stamp
            ? knownDoc(section, file, rel, absPath, entry)
            : describeDoc(section, file, rel, absPath, fs.readFileSync(absPath, 'utf8'), stamp),
        );
      }
    }
    categories.push(category);
  };
  if (fs.existsSync(root)) await walk('');
  return { docs, categories };
}

/** A folder's entries as {@link listTree} lists them, without stamps (read when needed). */
function listFolder(abs: string): Listed {
  const entries = fs.readdirSync(abs, { withFileTypes: true }).sort((a, b) => compare(a.name, b.name));
  return {
    names: entries.map((e) => e.name),
    stamps: entries.map((e) => (e.isDirectory() ? null : '')),
  };
}

/** A doc whose file has not changed since the scan cache was written: its text is read only when asked for. */
function knownDoc(
  section: Pick<ResolvedSection, 'id'>,
  file: string,
  relPath: string,
  absPath: string,
  [stamp, id, route, isIndex, key]: ScanEntry,
): DocFile {
  return new ScannedDoc(section.id, file, relPath, absPath, id, route, isIndex === 1, stamp, undefined, key);
}

/**
 * A doc whose `source` is the text it was made with, or read from its file when first asked for (and
 * after {@link forgetSource}). A class: a site of 100,000 pages makes one per file at every build.
 */
class ScannedDoc implements DocFile {
  #source: string | undefined;
  constructor(
    readonly section: string,
    readonly file: string,
    readonly relPath: string,
    readonly absPath: string,
    readonly id: string,
    readonly route: string,
    readonly isIndex: boolean,
    readonly stamp: string,
    source: string | undefined,
    readonly knownKey?: string,
  ) {
    this.#source = source;
  }

  get source(): string {
    this.#source ??= fs.readFileSync(this.absPath, 'utf8');
    return this.#source;
  }

  forget(): void {
    this.#source = undefined;
  }
}

/** Lets go of a doc's text (read again from its file if asked for): a large build does not hold every page's. */
export function forgetSource(doc: DocFile): void {
  if (doc instanceof ScannedDoc) doc.forget();
}

/** A doc read from its `source`: its id, route and whether it is its folder's page. */
export function describeDoc(
  section: Pick<ResolvedSection, 'id' | 'routeBasePath' | 'numberPrefixParser'>,
  file: string,
  relPath: string,
  absPath: string,
  source: string,
  stamp: string,
): DocFile {
  const fm = frontMatterBlock.exec(source)?.[1] ?? '';
  const strip = keepPrefixesLine.test(fm)
    ? (name: string) => name
    : (name: string) => stripNumberPrefix(name, section.numberPrefixParser).name;
  const folders = relPath.split('/').slice(0, -1).map(strip);
  const fileName = relPath.split('/').pop() ?? relPath;
  const base = strip(fileName.replace(/\.mdx?$/, ''));
  const slug = slugLine.exec(fm)?.[2]?.trim();
  const id = idLine.exec(fm)?.[2]?.trim();
  const lower = base.toLowerCase();
  // Docusaurus decides by the file name alone: `carplay/carplay.md` with `id: carplay` is the folder's page too.
  const isIndex = lower === 'index' || lower === 'readme' || lower === folders.at(-1)?.toLowerCase();
  const at = section.routeBasePath;
  let route: string;
  if (slug) route = slug.startsWith('/') ? joinRoute(at, slug) : joinRoute(at, ...folders, slug);
  else if (isIndex) route = joinRoute(at, ...folders);
  else route = joinRoute(at, ...folders, id ?? base);
  return new ScannedDoc(
    section.id,
    file,
    relPath,
    absPath,
    [...folders, id ?? base].join('/'),
    route,
    isIndex,
    stamp,
    source,
  );
}

/** Keeps one doc per route: the first by file path wins; every other one is reported. */
export function dedupeRoutes(docs: DocFile[], warnings: PipelineWarning[]): DocFile[] {
  const byRoute = new Map<string, DocFile>();
  const clashes = new Map<string, DocFile[]>();
  for (const doc of docs) {
    const other = byRoute.get(doc.route);
    if (!other) byRoute.set(doc.route, doc);
    else clashes.set(doc.route, [...(clashes.get(doc.route) ?? [other]), doc]);
  }
  if (!clashes.size) return docs;
  // Only the docs that share a route are sorted: a hundred thousand paths take a while.
  const losers: Array<{ doc: DocFile; winner: DocFile }> = [];
  for (const [route, group] of clashes) {
    const [winner, ...others] = group.sort((a, b) => compare(a.file, b.file)) as [DocFile, ...DocFile[]];
    byRoute.set(route, winner);
    for (const doc of others) losers.push({ doc, winner });
  }
  for (const { doc, winner } of losers.sort((a, b) => compare(a.doc.file, b.doc.file))) {
    warnings.push({
      file: doc.file,
      message: `duplicate route ${doc.route}: ${winner.file} and ${doc.file} both map to it; ${winner.file} is used`,
    });
  }
  return docs.filter((doc) => byRoute.get(doc.route) === doc);
}
