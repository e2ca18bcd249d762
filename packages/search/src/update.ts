import { decodeIds, decodeNumbers, decodeTerms, encodeIds, encodeNumbers, encodeTerms } from './codec.js';
import type { IndexRecord } from './contract.js';
import type { Postings } from './derive.js';
import {
  type DocShard,
  docShardFile,
  docShardOf,
  formatVersion,
  hashTerms,
  lowerBound,
  type Manifest,
  manifestFile,
  shardOf,
  type TermShard,
  termShardFile,
  termShardOf,
} from './format.js';
import type { LocalIndexFile, LocalIndexOptions } from './indexer.js';
import { type PageEntry, pageEntry, pagePostings } from './page-entry.js';
import { evenSample, thinPostings } from './sample.js';

/** What {@link updateLocalIndex} needs to know of a sharded index beside its files. */
export interface LocalIndexLayout {
  /** Pages in index order. */
  routes: string[];
  /** Records per page. */
  counts: number[];
  /** Postings lists that keep a sample (`field digit + term`): with `sample: 'shards'`, their stride, else 0. */
  sampled: Record<string, number>;
}

export interface LocalIndexUpdate {
  /** The layout of the previous index (`builder.layout()`, or the last update's). */
  layout: LocalIndexLayout;
  /** The new records of the pages that changed, by route; every other page is as it was. */
  changed: Map<string, IndexRecord[]>;
  /** A file of the previous index by its path (as in {@link LocalIndexFile}); undefined when missing. */
  read(path: string): string | undefined;
  /** The options the previous index was built with. */
  options?: LocalIndexOptions;
}

export interface LocalIndexUpdateResult {
  /** The files to write: the manifest and the shards that changed. */
  files: LocalIndexFile[];
  /** The files of the previous index that stay as they are. */
  kept: string[];
  layout: LocalIndexLayout;
}

/** Shards named by their own hash, at most, before an update asks for a whole build. */
const renamedLimit = 1000;

/**
 * Updates a sharded index for pages whose records changed but not their number: the manifest, the term
 * shards of the words those pages gained or lost and their doc shards are written again, each named by
 * its own hash (`Manifest.ids`); every other shard is kept. Shard boundaries stay where they were, and a
 * sampled list keeps its sample (a page's new entries take the place of its old ones; with `sample:
 * 'shards'`, only a page of its doc shards has entries). Undefined when
 * the change needs a whole build: a page added, removed or moved, a record count changed, many pages
 * changed, an index in one file, a previous file missing, or too many shards renamed since the last
 * whole build.
 */
export function updateLocalIndex(update: LocalIndexUpdate): LocalIndexUpdateResult | undefined {
  const { layout, changed, read, options = {} } = update;
  const { dir = 'search', excerptLength = 72 } = options;
  const limit = Math.max(1, options.postingsLimit ?? 1000);
  const prefix = dir ? `${dir.replace(/\/+$/, '')}/` : '';
  const { routes, counts } = layout;
  if (changed.size > Math.max(50, routes.length / 20)) return undefined;
  const m = parse<Manifest>(read(prefix + manifestFile));
  if (m?.v !== formatVersion || m.inline || m.records.length !== sum(counts)) return undefined;

  const recordStart: number[] = [];
  let at = 0;
  for (const count of counts) {
    recordStart.push(at);
    at += count;
  }
  const pageIds = new Map(routes.map((route, id) => [route, id]));
  const pages = new Map<number, PageEntry>();
  for (const [route, records] of changed) {
    const id = pageIds.get(route);
    if (id === undefined || !records.length || records.length !== counts[id]) return undefined;
    pages.set(id, pageEntry(route, records, excerptLength));
  }

  const next: Manifest = { ...m, ids: { t: { ...m.ids?.t }, d: { ...m.ids?.d } } };
  updatePages(next, pages, recordStart, counts);
  const files: LocalIndexFile[] = [];
  const sampled = { ...layout.sampled };
  const terms = updateTerms(
    m,
    next,
    pages,
    recordStart,
    counts,
    sampled,
    limit,
    options.sample,
    read,
    prefix,
  );
  if (!terms) return undefined;
  files.push(...terms.files);
  const docs = updateDocs(next, pages, recordStart, counts, read, prefix);
  if (!docs) return undefined;
  files.push(...docs);
  const ids = next.ids as { t: Record<string, string>; d: Record<string, string> };
  if (Object.keys(ids.t).length + Object.keys(ids.d).length > renamedLimit) return undefined;

  const written = new Set(files.map((file) => file.path));
  const kept: string[] = [];
  const termShards = decodeIds(next.termShards).length;
  for (let n = 0; n < termShards; n++) kept.push(prefix + termShardOf(next, n));
  const docShards = decodeIds(next.docShards).length;
  for (let n = 0; n < docShards; n++) kept.push(prefix + docShardOf(next, n));
  files.unshift({ path: prefix + manifestFile, contents: JSON.stringify(next) });
  return {
    files,
    kept: kept.filter((file) => !written.has(file)),
    layout: { routes, counts, sampled: terms.sampled },
  };
}

/** Sections, tags, weights and record characters of the changed pages, in the manifest. */
function updatePages(m: Manifest, pages: Map<number, PageEntry>, recordStart: number[], counts: number[]) {
  const total = counts.length;
  const pageSection: number[] = [];
  const runs = decodeNumbers(m.sectionRuns);
  for (let i = 0; i < runs.length; i += 2)
    for (let k = 0; k < (runs[i] as number); k++) pageSection.push(runs[i + 1] as number);
  const sections = m.sections.slice();
  const sectionIndex = new Map(sections.map((s, i) => [s.join('\u0000'), i]));
  let weights = m.weights ? decodeNumbers(m.weights) : undefined;
  const tagPages = new Map(m.tags.map((tag, i) => [tag, decodeIds(m.tagPages[i] as string)]));
  let records = m.records;
  for (const [id, page] of pages) {
    const key = page.section.join('\u0000');
    let section = sectionIndex.get(key);
    if (section === undefined) {
      section = sections.push(page.section) - 1;
      sectionIndex.set(key, section);
    }
    pageSection[id] = section;
    if (weights || page.weight !== 10) {
      weights ??= new Array<number>(total).fill(10);
      weights[id] = page.weight;
    }
    for (const list of tagPages.values()) remove(list, id, id + 1);
    for (const tag of page.tags) {
      const list = tagPages.get(tag);
      if (list) insert(list, id);
      else tagPages.set(tag, [id]);
    }
    const start = recordStart[id] as number;
    records = records.slice(0, start) + page.chars + records.slice(start + (counts[id] as number));
  }
  const sectionRuns: number[] = [];
  pageSection.forEach((value, i) => {
    if (i && sectionRuns[sectionRuns.length - 1] === value)
      sectionRuns[sectionRuns.length - 2] = (sectionRuns[sectionRuns.length - 2] as number) + 1;
    else sectionRuns.push(1, value);
  });
  const tags = [...tagPages].filter(([, list]) => list.length);
  Object.assign(m, {
    sections,
    sectionRuns: encodeNumbers(sectionRuns),
    tags: tags.map(([tag]) => tag),
    tagPages: tags.map(([, list]) => encodeIds(list)),
    records,
  });
  if (weights?.some((w) => w !== 10)) m.weights = encodeNumbers(weights);
  else delete m.weights;
  // Each page's records start with its only page-level record: the record list tells where pages start.
  const derivable = counts.every((count, id) => {
    const start = recordStart[id] as number;
    if (records.charCodeAt(start) >= 58) return false;
    for (let r = start + 1; r < start + count; r++) if (records.charCodeAt(r) < 58) return false;
    return true;
  });
  if (derivable) delete m.pages;
  else m.pages = encodeNumbers(counts);
}

/** The postings of the words the changed pages had or have, in the term shards that hold them. */
function updateTerms(
  m: Manifest,
  next: Manifest,
  pages: Map<number, PageEntry>,
  recordStart: number[],
  counts: number[],
  sampled: Record<string, number>,
  limit: number,
  sample: LocalIndexOptions['sample'],
  read: (path: string) => string | undefined,
  prefix: string,
): { files: LocalIndexFile[]; sampled: Record<string, number> } | undefined {
  const dictionary = decodeTerms(m.terms);
  const starts = decodeIds(m.termShards);
  const shards: TermShard[] = [];
  for (let n = 0; n < starts.length; n++) {
    const shard = parse<TermShard>(read(prefix + termShardOf(m, n)));
    const size = (starts[n + 1] ?? dictionary.length) - (starts[n] as number);
    if (!Array.isArray(shard) || shard.length !== size) return undefined;
    shards.push(shard);
  }
  const entryOf = (i: number) => {
    const n = shardOf(starts, i);
    return (shards[n] as TermShard)[i - (starts[n] as number)] as string;
  };

  // Every word the changed pages had loses their entries.
  const touched = new Map<string, Postings>();
  const ranges = [...pages.keys()].map((id) => {
    const start = recordStart[id] as number;
    return [id, start, start + (counts[id] as number)] as const;
  });
  dictionary.forEach((term, i) => {
    const lists = decodeEntry(entryOf(i));
    let hit = false;
    for (const [id, from, to] of ranges) {
      if (remove(lists[0], id, id + 1)) hit = true;
      if (remove(lists[1], from, to)) hit = true;
      if (remove(lists[2], from, to)) hit = true;
    }
    if (hit) touched.set(term, lists);
  });
  // Then they come back with the pages' new words: a sampled list keeps its sample (the page's new
  // entries in place of its old ones), or with `sample: 'shards'` takes them only in its doc shards.
  const byShards = sample === 'shards';
  const docStarts = decodeIds(m.docShards);
  const docShard = (page: number) => shardOf(docStarts, page);
  const pageOf = (record: number) => shardOf(recordStart, record);
  const termIndex = new Map(dictionary.map((term, i) => [term, i]));
  for (const [id, page] of pages) {
    pagePostings(page, id, recordStart[id] as number, (term, field, record) => {
      let lists = touched.get(term);
      if (!lists) {
        const i = termIndex.get(term);
        lists = i === undefined ? [[], [], []] : decodeEntry(entryOf(i));
        touched.set(term, lists);
      }
      const list = lists[field];
      const key = field + term;
      if (byShards) {
        const stride = sampled[key] ?? 1;
        if (docShard(id) % stride) return;
        insert(list, record);
        if (list.length <= limit) return;
        sampled[key] = thinPostings(list, stride, limit, docStarts.length, (n) =>
          docShard(field ? (pageOf(n) as number) : n),
        );
        return;
      }
      if (key in sampled && list.length >= limit) return;
      insert(list, record);
      if (key in sampled || list.length < 2 * limit) return;
      evenSample(list, limit);
      sampled[key] = 0;
    });
  }

  // Shards keep their ranges of the dictionary: a new word joins the shard whose range holds it.
  const added = [...touched.keys()].filter((term) => !termIndex.has(term)).sort();
  const files: LocalIndexFile[] = [];
  const nextDictionary: string[] = [];
  const nextStarts: number[] = [];
  const ids = next.ids?.t as Record<string, string>;
  let a = 0;
  for (let n = 0; n < shards.length; n++) {
    const from = starts[n] as number;
    const to = starts[n + 1] ?? dictionary.length;
    const bound = n + 1 < shards.length ? (dictionary[to] as string) : undefined;
    const terms = dictionary.slice(from, to);
    while (a < added.length && (bound === undefined || (added[a] as string) < bound))
      terms.push(added[a++] as string);
    terms.sort();
    let changedShard = terms.length !== to - from;
    const entries: string[] = [];
    const kept: string[] = [];
    for (const term of terms) {
      const lists = touched.get(term);
      if (lists && !lists.some((list) => list.length)) {
        changedShard = true;
        for (let f = 0; f < 3; f++) delete sampled[f + term];
        continue;
      }
      const i = termIndex.get(term);
      const entry = lists ? lists.map(encodeIds).join('.') : entryOf(i as number);
      if (i === undefined || entry !== entryOf(i)) changedShard = true;
      kept.push(term);
      entries.push(entry);
    }
    if (!kept.length) return undefined;
    nextStarts.push(nextDictionary.length);
    nextDictionary.push(...kept);
    if (!changedShard) continue;
    const contents = JSON.stringify(entries);
    const id = hashTerms([contents]);
    ids[n] = id;
    files.push({ path: prefix + termShardFile(n, id), contents });
  }
  next.terms = encodeTerms(nextDictionary);
  next.termShards = encodeIds(nextStarts);
  return { files, sampled };
}

/** The doc shards of the changed pages, with their new titles and rows. */
function updateDocs(
  next: Manifest,
  pages: Map<number, PageEntry>,
  recordStart: number[],
  counts: number[],
  read: (path: string) => string | undefined,
  prefix: string,
): LocalIndexFile[] | undefined {
  const starts = decodeIds(next.docShards);
  const byShard = new Map<number, number[]>();
  for (const id of [...pages.keys()].sort((x, y) => x - y)) {
    const n = shardOf(starts, id);
    byShard.set(n, [...(byShard.get(n) ?? []), id]);
  }
  const files: LocalIndexFile[] = [];
  const ids = next.ids?.d as Record<string, string>;
  for (const [n, list] of byShard) {
    const shard = parse<DocShard>(read(prefix + docShardOf(next, n)));
    if (!Array.isArray(shard?.p) || !Array.isArray(shard.r)) return undefined;
    const first = starts[n] as number;
    for (const id of list) {
      const page = pages.get(id) as PageEntry;
      const offset = (recordStart[id] as number) - (recordStart[first] as number);
      shard.p[id - first] = [page.route, page.title];
      shard.r.splice(offset, counts[id] as number, ...page.rows);
    }
    const contents = JSON.stringify(shard);
    const id = hashTerms([contents]);
    ids[n] = id;
    files.push({ path: prefix + docShardFile(n, id), contents });
  }
  return files;
}

function decodeEntry(entry: string): Postings {
  const [title = '', heading = '', body = ''] = entry.split('.');
  return [decodeIds(title), decodeIds(heading), decodeIds(body)];
}

/** Removes the ids from `from` to before `to` of a sorted list; true when there were any. */
function remove(list: number[], from: number, to: number): boolean {
  const at = lowerBound(list, from);
  let end = at;
  while (end < list.length && (list[end] as number) < to) end++;
  if (end === at) return false;
  list.splice(at, end - at);
  return true;
}

function insert(list: number[], id: number): void {
  const at = lowerBound(list, id);
  if (list[at] !== id) list.splice(at, 0, id);
}

function parse<T>(text: string | undefined): T | undefined {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

function sum(values: number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
