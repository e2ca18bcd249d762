import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentBuild, SearchRecord } from '@market-data-docs/mdx-pipeline';
import {
  createLocalIndexBuilder,
  type LocalIndexFile,
  type LocalIndexLayout,
  type LocalIndexOptions,
  updateLocalIndex,
} from '@market-data-docs/search/indexer';
import { searchIndexDir } from './client-config.js';
import type { SearchIndexThread } from './search-index.js';
import { createRecordParts, readRecordPart, routeOf, updateRecordParts } from './search-records.js';
import { searchIndexOptions } from './search-scale.js';

/** The pages of the search index, in order, as the build knows them. */
export interface SearchPages {
  /** Per page, its route and a hash of what its records are made of. */
  keys: Array<[route: string, key: string]>;
  /** The records of one page. */
  records(route: string): SearchRecord[];
  /** Every page's records, a page at a time, in the order of `keys`. */
  all(): Iterable<SearchRecord[]>;
}

/** What the search index of a build writes and keeps. */
export interface SearchIndexOutput {
  files: LocalIndexFile[];
  /** Files of the previous build's index that stay. */
  kept: string[];
  records: number;
  /** Records what the next build needs to update this index (once the output is in place). */
  save(): void;
}

interface SearchState {
  v: 1;
  /** The indexer's code and options. */
  options: string;
  /** Hash of the manifest this state goes with. */
  manifest: string;
  keys: Array<[string, string]>;
  layout: LocalIndexLayout;
}

const stateFile = 'search-state.json';

/** Where the last build left its search records, for `mdd search-upload`. */
export const searchRecordsDir = (cacheDir: string) => path.join(cacheDir, 'search-records');

/**
 * After an edit, the previous index updated for the pages whose records changed (see
 * `updateLocalIndex`): what the edit touches, not the whole site. Undefined when it needs a whole
 * build (no previous index in `outDir` made from the state in `cacheDir`, pages added or removed...).
 */
export function updateSearchIndex(
  cacheDir: string,
  outDir: string,
  pages: SearchPages,
  options: LocalIndexOptions,
): SearchIndexOutput | undefined {
  const state = readState(cacheDir);
  const read = outputReader(outDir);
  if (
    !state ||
    !sameIndex(state, options, read) ||
    state.keys.length !== pages.keys.length ||
    !fs.existsSync(searchRecordsDir(cacheDir))
  )
    return undefined;
  const changed = new Map<string, SearchRecord[]>();
  for (const [i, [route, key]] of pages.keys.entries()) {
    const [before, beforeKey] = state.keys[i] as [string, string];
    if (before !== route) return undefined;
    if (beforeKey !== key) changed.set(route, pages.records(route));
    if (changed.size > 50) return undefined;
  }
  const result = updateLocalIndex({
    layout: state.layout,
    changed,
    read,
    options,
  });
  if (!result) return undefined;
  return updatedIndex(cacheDir, options, result, changed, pages.keys);
}

/**
 * After edits that show on their own pages alone, the previous index updated for those pages'
 * records, each placed under the `lvl0` its previous records had (the section and categories above
 * it, which such an edit cannot change). Pages the index leaves out (hidden, `noindex`) are left
 * out. Undefined when there is nothing to update; `false` when it needs a whole build (see
 * {@link updateSearchIndex}).
 */
export function updateEditedPages(
  cacheDir: string,
  outDir: string,
  pages: Array<{ route: string; records(lvl0: string): SearchRecord[] }>,
  synonyms: Record<string, string[]>,
): SearchIndexOutput | false | undefined {
  const state = readState(cacheDir);
  if (!state) return false;
  const options = searchIndexOptions(synonyms, state.keys.length);
  const read = outputReader(outDir);
  if (!sameIndex(state, options, read)) return false;
  const index = new Map(state.layout.routes.map((route, i) => [route, i]));
  const changed = new Map<string, SearchRecord[]>();
  for (const page of pages) {
    const at = index.get(page.route);
    if (at === undefined) continue;
    const lvl0 = readRecordPart<SearchRecord>(searchRecordsDir(cacheDir), at).find(
      (record) => routeOf(record.url) === page.route,
    )?.hierarchy.lvl0;
    if (lvl0 === undefined) return false;
    changed.set(page.route, page.records(lvl0));
  }
  if (!changed.size) return undefined;
  const result = updateLocalIndex({ layout: state.layout, changed, read, options });
  if (!result) return false;
  // A page's key is made of its place in the sidebar, which this build does not know: an empty one,
  // so that the next whole build reads its records again.
  const keys = state.keys.map(([route, key]): [string, string] => [route, changed.has(route) ? '' : key]);
  return updatedIndex(cacheDir, options, result, changed, keys);
}

/** An updated index's output: its files, and on `save` the changed pages' records and the new state. */
function updatedIndex(
  cacheDir: string,
  options: LocalIndexOptions,
  result: NonNullable<ReturnType<typeof updateLocalIndex>>,
  changed: Map<string, SearchRecord[]>,
  keys: Array<[string, string]>,
): SearchIndexOutput {
  return {
    files: result.files,
    kept: result.kept,
    records: result.layout.counts.reduce((sum, count) => sum + count, 0),
    save() {
      const index = new Map(result.layout.routes.map((route, i) => [route, i]));
      updateRecordParts(searchRecordsDir(cacheDir), changed, (route) => index.get(route) as number);
      writeState(cacheDir, options, result.files[0]?.contents, keys, result.layout);
    },
  };
}

/** Reads a file of the output (undefined when it is missing). */
function outputReader(outDir: string) {
  return (rel: string) => {
    try {
      return fs.readFileSync(path.join(outDir, rel), 'utf8');
    } catch {
      return undefined;
    }
  };
}

/** True when the output's index is the one `state` describes, built by this indexer with `options`. */
function sameIndex(
  state: SearchState,
  options: LocalIndexOptions,
  read: (rel: string) => string | undefined,
) {
  const manifest = read(`${searchIndexDir}/manifest.json`);
  return state.options === optionsKey(options) && manifest !== undefined && hash(manifest) === state.manifest;
}

/**
 * The whole index, from every page's records read here a page at a time, and the records for upload.
 * With `thread`, the index is built there: it takes the records in the parts written for upload, and
 * indexes each while this thread reads the next. Without, it is built here (two threads' heaps hold
 * more than one: at 100,000 pages, 2.8-3.4 GB against 2.2-2.5 GB).
 */
export async function buildSearchIndex(
  cacheDir: string,
  pages: SearchPages,
  options: LocalIndexOptions,
  thread?: SearchIndexThread,
): Promise<SearchIndexOutput> {
  const here = thread ? undefined : createLocalIndexBuilder(options);
  thread?.begin(options);
  const parts = createRecordParts(searchRecordsDir(cacheDir));
  for (const list of pages.all()) {
    if (here) for (const record of list) here.add(record);
    const part = parts.addPage(list);
    if (part !== undefined) await thread?.add(part);
  }
  const last = parts.end();
  if (last !== undefined) await thread?.add(last);
  const records = parts.close();
  const { files, layout } = here
    ? { files: here.finish(), layout: here.layout() }
    : await (thread as SearchIndexThread).finish();
  return {
    files,
    kept: [],
    records,
    save: () => writeState(cacheDir, options, files[0]?.contents, pages.keys, layout),
  };
}

function writeState(
  cacheDir: string,
  options: LocalIndexOptions,
  manifest: string | undefined,
  keys: Array<[string, string]>,
  layout: LocalIndexLayout | undefined,
): void {
  const file = path.join(cacheDir, stateFile);
  if (!layout || manifest === undefined) {
    fs.rmSync(file, { force: true });
    return;
  }
  const state: SearchState = { v: 1, options: optionsKey(options), manifest: hash(manifest), keys, layout };
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(state));
  fs.renameSync(`${file}.tmp`, file);
}

/** Whether the last build left an index that an edit can update (a sharded one); else it is built whole. */
export function hasSearchState(cacheDir: string): boolean {
  return fs.existsSync(path.join(cacheDir, stateFile));
}

function readState(cacheDir: string): SearchState | undefined {
  try {
    const state = JSON.parse(fs.readFileSync(path.join(cacheDir, stateFile), 'utf8')) as SearchState;
    return state.v === 1 ? state : undefined;
  } catch {
    return undefined;
  }
}

let indexerCode: string | undefined;

/** The indexer's own code (its package's files) and the options: a new version of either builds whole. */
function optionsKey(options: LocalIndexOptions): string {
  if (!indexerCode) {
    const dir = path.dirname(fileURLToPath(import.meta.resolve('@market-data-docs/search/indexer')));
    const code = createHash('sha256');
    for (const name of fs
      .readdirSync(dir)
      .filter((n) => n.endsWith('.js'))
      .sort())
      code.update(name).update(fs.readFileSync(path.join(dir, name)));
    indexerCode = code.digest('hex');
  }
  return hash(JSON.stringify([indexerCode, options]));
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/** The pages of the index: the content's doc pages but those of hidden sections, then a blog's. */
export function searchPagesOf(
  content: ContentBuild,
  blogRecords: SearchRecord[],
  hidden: Set<string>,
): SearchPages {
  const hiddenRoutes = new Set(
    content.manifest.routes.filter((r) => hidden.has(r.section)).map((r) => r.route),
  );
  const blogPages = new Map<string, SearchRecord[]>();
  for (const record of blogRecords) {
    const route = routeOf(record.url);
    const list = blogPages.get(route);
    if (list) list.push(record);
    else blogPages.set(route, [record]);
  }
  return {
    keys: [
      ...content.recordKeys().filter(([route]) => !hiddenRoutes.has(route)),
      ...[...blogPages].map(([route, records]): [string, string] => [route, hash(JSON.stringify(records))]),
    ],
    records: (route) => blogPages.get(route) ?? content.pageRecords(route),
    *all() {
      for (const records of content.recordPages()) {
        const first = records[0];
        if (first && !hiddenRoutes.has(routeOf(first.url))) yield records;
      }
      yield* blogPages.values();
    },
  };
}
