import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const stampFile = '.mdd-build.json';
const stampVersion = 3;

/**
 * A page's key with its files but the first: the key alone when they are the usual ones of a page
 * whose first file is `x/index.html` (`x/index.json`, then the twin `x.md`), so that the stamp of
 * 100,000 pages does not list 200,000 paths it can tell from their first.
 */
type PageEntry = string | string[];

/** The files of a page but its first (`x/index.html`) when they are the usual ones: `x/index.json`, then `x.md`. */
function usualOthers(first: string): [string, string] {
  const dir = first.slice(0, -'index.html'.length);
  return [`${dir}index.json`, `${dir.slice(0, -1)}.md`];
}

function pageEntry(first: string, key: string, others: string[]): PageEntry {
  const [json, twin] = usualOthers(first);
  return others.length === 2 && others[0] === json && others[1] === twin ? key : [key, ...others];
}

function othersOf(first: string, entry: PageEntry): string[] {
  return Array.isArray(entry) ? entry.slice(1) : usualOthers(first);
}

function sameEntry(a: PageEntry, b: PageEntry): boolean {
  return typeof a === 'string' || typeof b === 'string' ? a === b : sameList(a, b);
}

interface Stamp {
  version: number;
  renderKey: string;
  /** Each page by its first file (its HTML): its {@link PageEntry}. */
  pages: Record<string, PageEntry>;
  /** Every other file the build wrote or copied (sitemaps, search index, static files...). */
  files: string[];
}

/**
 * Which pages of the previous build in `outDir` lost their HTML since (a `404.html` moved to a host's
 * top), checked on a thread of its own: at 100,000 pages the checks take half a second that the content
 * build hides. Resolves to `undefined` when that thread fails: the writer then checks each page itself.
 */
export function missingPages(outDir: string): Promise<Set<string> | undefined> {
  const worker = new Worker(
    `const fs = require('node:fs');
    const path = require('node:path');
    const { parentPort, workerData: outDir } = require('node:worker_threads');
    let pages = {};
    try {
      pages = JSON.parse(fs.readFileSync(path.join(outDir, ${JSON.stringify(stampFile)}), 'utf8')).pages ?? {};
    } catch {}
    parentPort.postMessage(Object.keys(pages).filter((rel) => !fs.existsSync(path.join(outDir, rel))));`,
    { eval: true, workerData: outDir },
  );
  return new Promise<Set<string> | undefined>((resolve) => {
    worker.once('message', (missing: string[]) => resolve(new Set(missing)));
    worker.once('error', () => resolve(undefined));
    worker.once('exit', () => resolve(undefined));
  });
}

/**
 * Writes a build's files. With no previous build made by the same rendering code (`renderKey`),
 * everything is written into `stagingDir`, which the caller then puts in place of `outDir`.
 * Otherwise the build is incremental and happens in place: a page whose key did not change keeps its
 * files in `outDir` untouched (no read, no write; only its HTML's presence is checked, by
 * {@link missingPages} when given its answer), the files written are staged and moved into
 * `outDir` by {@link finish} (only those whose contents changed), and the files of pages and other
 * files the previous build had and this one no longer writes are deleted. Until `finish`, `outDir`
 * stays as it was, so a build that fails leaves the previous output in place.
 */
export function createPageWriter(
  stagingDir: string,
  outDir: string,
  renderKey: string,
  missing?: Set<string>,
) {
  let previous: Stamp | undefined;
  try {
    const read = JSON.parse(fs.readFileSync(path.join(outDir, stampFile), 'utf8')) as Stamp;
    if (read.version === stampVersion) previous = read;
  } catch {
    // no previous build: render everything
  }
  const incremental = previous?.renderKey === renderKey;
  /** The previous build's pages by their first file. */
  const before = new Map(Object.entries(previous?.pages ?? {}));
  /** This build's pages with a key, the same way. */
  const pages = new Map<string, PageEntry>();
  const written = new Set<string>();
  const copied = new Map<string, string>();
  const pageFiles = new Set<string>();
  const kept = new Set<string>();
  let rendered = 0;
  let reused = 0;

  const folders = new Set<string>();
  const ensureFolder = (file: string) => {
    const dir = path.dirname(file);
    if (!folders.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      folders.add(dir);
    }
    return file;
  };
  /** Where a file of this build is written: staged, and registered as written. */
  const target = (rel: string) => {
    written.add(rel);
    return ensureFolder(path.join(stagingDir, rel));
  };
  const write = (rel: string, body: string | Buffer) => {
    fs.writeFileSync(target(rel), body);
  };

  return {
    /** True when this build updates the previous one in place. */
    incremental,
    write,
    /** Where a file that another thread writes goes (registered as written); that thread makes its folder. */
    elsewhere(rel: string) {
      written.add(rel);
      return path.join(stagingDir, rel);
    },
    /**
     * Copies a file into the build; in place, only when the previous build has no file there of
     * the same size and not older than the source.
     */
    copy(source: string, rel: string) {
      if (incremental) copied.set(rel, source);
      else fs.copyFileSync(source, ensureFolder(path.join(stagingDir, rel)));
    },
    /**
     * Keeps files of the previous build that this one still has, unchanged, without writing them
     * (only in place: the caller knows they are there).
     */
    keep(rels: string[]) {
      for (const rel of rels) kept.add(rel);
    },
    /** Pages rendered and kept so far. */
    counts: () => ({ rendered, reused }),
    /** True when this build has (written, copied or kept) a file at `rel`. */
    has(rel: string): boolean {
      return written.has(rel) || copied.has(rel) || pageFiles.has(rel) || kept.has(rel);
    },
    /**
     * Registers a page's files (`rels`, its HTML first) made from `key`, and returns true when the
     * previous build's files were made from the same key and its HTML is still there (they are kept);
     * false when they have to be written (no key: always).
     */
    reuse(rels: string[], key: string | undefined): boolean {
      const [first = '', ...others] = rels;
      if (!key) {
        rendered++;
        return false;
      }
      for (const rel of rels) pageFiles.add(rel);
      const entry = pageEntry(first, key, others);
      pages.set(first, entry);
      const old = before.get(first);
      // A page whose HTML is gone from the output (`404.html` moved to a host's top) is written again.
      const unchanged =
        incremental &&
        old !== undefined &&
        sameEntry(old, entry) &&
        (missing ? !missing.has(first) : fs.existsSync(path.join(outDir, first)));
      if (unchanged) reused++;
      else rendered++;
      return unchanged;
    },
    /**
     * Registers the files of a page written by a build after an edit, which cannot tell the page's key:
     * the stamp lists the page under an empty key, so the next whole build renders it again.
     */
    edited(rels: string[]) {
      const [first = '', ...others] = rels;
      for (const rel of rels) pageFiles.add(rel);
      pages.set(first, pageEntry(first, '', others));
      rendered++;
    },
    /**
     * Keeps every page and file of the previous build that this one did not write, but the files
     * `dropped` names (they are deleted unless written again): a build after an edit writes only what
     * the edit changed.
     */
    keepPrevious(dropped: (rel: string) => boolean) {
      for (const [first, entry] of before) {
        if (pages.has(first)) continue;
        pages.set(first, entry);
        pageFiles.add(first);
        for (const rel of othersOf(first, entry)) pageFiles.add(rel);
        reused++;
      }
      for (const rel of previous?.files ?? []) if (!dropped(rel)) kept.add(rel);
    },
    /**
     * Ends the build: in place, moves the staged files whose contents changed into `outDir`, copies
     * what changed, deletes what the previous build had and this one does not; then writes the stamp.
     * Returns the pages rendered and kept, and the files moved in, copied and deleted.
     */
    finish() {
      const stamp: Stamp = {
        version: stampVersion,
        renderKey,
        pages: Object.fromEntries(pages),
        files: [...written, ...copied.keys(), ...kept].filter((rel) => !pageFiles.has(rel)).sort(),
      };
      let moved = 0;
      let deleted = 0;
      let copies = 0;
      if (incremental && previous) {
        const outFolders = new Set<string>();
        const into = (rel: string) => {
          const file = path.join(outDir, rel);
          const dir = path.dirname(file);
          if (!outFolders.has(dir)) {
            fs.mkdirSync(dir, { recursive: true });
            outFolders.add(dir);
          }
          return file;
        };
        for (const rel of written) {
          const staged = path.join(stagingDir, rel);
          const out = into(rel);
          if (sameContents(staged, out)) continue;
          fs.renameSync(staged, out);
          moved++;
        }
        for (const [rel, source] of copied) {
          const out = into(rel);
          const from = fs.statSync(source);
          const to = fs.statSync(out, { throwIfNoEntry: false });
          if (to && to.size === from.size && to.mtimeMs >= from.mtimeMs) continue;
          fs.copyFileSync(source, out);
          copies++;
        }
        // A page kept as it was keeps its files: only the others can have gone.
        const gone = [...previous.files];
        for (const [first, old] of before) {
          const now = pages.get(first);
          if (!now || !sameEntry(now, old)) gone.push(first, ...othersOf(first, old));
        }
        const stale = gone.filter(
          (rel) => !written.has(rel) && !copied.has(rel) && !pageFiles.has(rel) && !kept.has(rel),
        );
        const emptied = new Set<string>();
        for (const rel of stale) {
          fs.rmSync(path.join(outDir, rel), { force: true });
          emptied.add(path.dirname(rel));
          deleted++;
        }
        for (const dir of [...emptied].sort((a, b) => b.length - a.length)) removeEmptyFolders(outDir, dir);
        writeAtomically(path.join(outDir, stampFile), JSON.stringify(stamp));
      } else {
        fs.writeFileSync(ensureFolder(path.join(stagingDir, stampFile)), JSON.stringify(stamp));
      }
      return { rendered, reused, moved, copied: copies, deleted };
    },
  };
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/** True when two files have the same bytes (false when the second is missing). */
function sameContents(a: string, b: string): boolean {
  const other = fs.statSync(b, { throwIfNoEntry: false });
  if (!other || other.size !== fs.statSync(a).size) return false;
  return fs.readFileSync(a).equals(fs.readFileSync(b));
}

/** Removes `dir` (relative to `root`) and its parents while they are empty. */
function removeEmptyFolders(root: string, dir: string): void {
  for (let rel = dir; rel && rel !== '.'; rel = path.dirname(rel)) {
    try {
      fs.rmdirSync(path.join(root, rel));
    } catch {
      return;
    }
  }
}

function writeAtomically(file: string, text: string): void {
  fs.writeFileSync(`${file}.tmp`, text);
  fs.renameSync(`${file}.tmp`, file);
}
