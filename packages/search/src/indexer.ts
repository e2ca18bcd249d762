import { encodeIds, encodeNumbers, encodeTerms } from './codec.js';
import type { IndexRecord } from './contract.js';
import { derivePostings, type Postings } from './derive.js';
import {
  type DocRow,
  type DocShard,
  docShardFile,
  formatVersion,
  hashTerms,
  type Manifest,
  manifestFile,
  shardOf,
  type TermShard,
  termShardFile,
} from './format.js';
import { type PageEntry, pageEntry, pagePostings, routeOf } from './page-entry.js';
import { evenSample, thinPostings } from './sample.js';
import { pageTerms, termsOf, tokenize } from './text.js';
import type { LocalIndexLayout } from './update.js';

export type { DocRow, DocShard, Manifest, TermShard } from './format.js';
export {
  type LocalIndexLayout,
  type LocalIndexUpdate,
  type LocalIndexUpdateResult,
  updateLocalIndex,
} from './update.js';

export interface LocalIndexOptions {
  /** Folder of the files, relative to the site output. Default `search`. */
  dir?: string;
  /** Characters of each record's text kept for snippets, cut at a word. Default 72. */
  excerptLength?: number;
  /**
   * One file (`true`) or shards (`false`). Default: one file while the result data stays under
   * 256 KiB before compression (a few thousand records).
   */
  inline?: boolean;
  /** Postings per term shard, in bytes before compression (a single term may exceed it). Default 8 KiB. */
  termShardBytes?: number;
  /** Result data per doc shard, in bytes before compression (whole pages). Default 3 KiB. */
  docShardBytes?: number;
  /**
   * Sharded index only: pages (title) or records (heading, text) kept per term and place, a sample
   * over the site when there are more (`sample`). A word found in most of a large site then costs a
   * query a bounded download and time; `total` counts the hits among the postings kept. Default 1,000.
   */
  postingsLimit?: number;
  /**
   * How a list past `postingsLimit` is sampled. `'records'` (default): an even sample of its ids, so
   * each page keeps its chance to match the word through one of its sections. `'shards'`: the ids of
   * whole doc shards, those whose number is a multiple of a power of two: a query's hits sit in few
   * doc shards, so it fetches few files, but the pages of the other shards lose the word. Worth it
   * for a very large site, whose words are sampled hard either way.
   */
  sample?: 'records' | 'shards';
  /**
   * One-way synonyms for what words cannot tell: `{ 'price history': ['candles'] }` makes a query
   * holding `price history` match `candles` as well (as if both words had matched there).
   */
  synonyms?: Record<string, string[]>;
}

export interface LocalIndexFile {
  /** Path relative to the site output, e.g. `search/manifest.json`. */
  path: string;
  contents: string;
}

const inlineLimit = 256 * 1024;

/**
 * Builds the local engine's index from search records: a manifest (dictionary, page and record
 * structure) plus term and doc shards, so that a query fetches only what it needs; for a small
 * site, one file. Records of a page need not be next to each other (see {@link createLocalIndexBuilder}
 * for records given a page at a time, without holding them all).
 */
export function buildLocalIndex(records: IndexRecord[], options: LocalIndexOptions = {}): LocalIndexFile[] {
  const byPage = new Map<string, IndexRecord[]>();
  for (const record of records) {
    const route = routeOf(record.url);
    const list = byPage.get(route);
    if (list) list.push(record);
    else byPage.set(route, [record]);
  }
  const builder = createLocalIndexBuilder(options);
  for (const list of byPage.values()) for (const record of list) builder.add(record);
  return builder.finish();
}

/** Builds a local index from records given one at a time, each page's records one after the other. */
export interface LocalIndexBuilder {
  /** Adds a record; a record of another page than the previous one starts a page. */
  add(record: IndexRecord): void;
  /** Records added so far. */
  readonly records: number;
  /** The index files (the same as {@link buildLocalIndex} makes of all the records). */
  finish(): LocalIndexFile[];
  /** Once finished, what {@link updateLocalIndex} needs of a sharded index (undefined for one file). */
  layout(): LocalIndexLayout | undefined;
}

interface IndexPage extends PageEntry {
  /** Id of the page's first record. */
  firstRecord: number;
}

/**
 * The index of {@link buildLocalIndex}, built from records given a page at a time: each page's text
 * is turned into postings and doc rows as soon as its last record is in, and a doc shard into its
 * JSON once full, so a site of 100,000 pages never holds all its records. Pages must not come back:
 * a record of a page added before, after another page's, starts a page again.
 */
export function createLocalIndexBuilder(options: LocalIndexOptions = {}): LocalIndexBuilder {
  const { dir = 'search', excerptLength = 72, termShardBytes = 8 * 1024, docShardBytes = 3 * 1024 } = options;

  const sections: [string, string][] = [];
  const sectionIndex = new Map<string, number>();
  const tagPages = new Map<string, number[]>();
  const routes: string[] = [];
  const pageCounts: number[] = [];
  const pageSections: number[] = [];
  const pageWeights: number[] = [];
  const recordLevels: number[] = [];
  let recordChars = '';
  let docBytes = 0;
  let pageCount = 0;
  let recordCount = 0;
  /** One file or shards: known from the options, or once the doc rows outgrow one file (else at the end). */
  let inline = options.inline;
  /** Pages read while `inline` is not known yet (a small site's, at most the rows of one file). */
  const undecided: IndexPage[] = [];
  let current: IndexRecord[] = [];
  let currentRoute: string | undefined;

  const docShards: DocShard[] = [];
  const docShardJson: string[] = [];
  const docShardStarts: number[] = [];
  let shardBytes = Number.POSITIVE_INFINITY;
  const postings = new Map<string, Postings>();
  /** The first record of each doc shard. */
  const docShardRecordStarts: number[] = [];
  /** Lists that keep a sample: every `stride`-th id, or with `sample: 'shards'` the doc shards that are multiples of it. */
  const sampling = new Map<number[], { seen: number; stride: number }>();
  const byShards = options.sample === 'shards';
  let limit = Number.POSITIVE_INFINITY;

  /** Section, weight, tags, doc rows and record kinds of a page whose records are all in. */
  const readPage = (route: string, list: IndexRecord[]): IndexPage => {
    const pageId = pageCount++;
    routes.push(route);
    const entry = pageEntry(route, list, excerptLength);
    const sectionKey = entry.section.join('\u0000');
    let section = sectionIndex.get(sectionKey);
    if (section === undefined) {
      section = sections.push(entry.section) - 1;
      sectionIndex.set(sectionKey, section);
    }
    pageCounts.push(list.length);
    pageSections.push(section);
    pageWeights.push(entry.weight);
    for (const tag of entry.tags) {
      const pagesOfTag = tagPages.get(tag);
      if (pagesOfTag) pagesOfTag.push(pageId);
      else tagPages.set(tag, [pageId]);
    }
    recordChars += entry.chars;
    for (const row of entry.rows) docBytes += row[0].length + row[1].length + 8;
    const firstRecord = recordLevels.length;
    for (const level of entry.levels) recordLevels.push(level);
    docBytes += route.length + entry.title.length + 8;
    return { ...entry, firstRecord };
  };

  // Postings, page by page: a term is listed once per record, in the best place it occurs. An inline
  // index leaves out what the engine derives from the doc rows (titles, headings, excerpts). A sharded
  // one keeps at most `postingsLimit` pages or records per term and place: an even sample over the
  // site (every other one is dropped each time a list reaches twice the limit, then every second...),
  // or with `sample: 'shards'` whole doc shards (`thinPostings`).
  const post = (term: string, field: 0 | 1 | 2, id: number) => {
    let lists = postings.get(term);
    if (!lists) {
      lists = [[], [], []];
      postings.set(term, lists);
    }
    const list = lists[field];
    const sample = sampling.get(list);
    if (byShards) {
      if (sample && (docShardStarts.length - 1) % sample.stride) return;
      list.push(id);
      if (list.length >= 2 * limit)
        sampling.set(list, { seen: 0, stride: thin(list, sample?.stride ?? 1, field) });
      return;
    }
    if (sample && sample.seen++ % sample.stride) return;
    list.push(id);
    if (list.length < 2 * limit) return;
    let kept = 0;
    for (let i = 0; i < list.length; i += 2) list[kept++] = list[i] as number;
    list.length = kept;
    if (sample) sample.stride *= 2;
    else sampling.set(list, { seen: 2 * limit, stride: 2 });
  };
  const thin = (list: number[], stride: number, field: number) =>
    thinPostings(list, stride, limit, docShardStarts.length, (id) =>
      shardOf(field ? docShardRecordStarts : docShardStarts, id),
    );

  /** Puts a page in its doc shard and its words in the postings (once `inline` is known). */
  const indexPage = (page: IndexPage, pageId: number) => {
    if (shardBytes > docShardBytes && (!inline || !docShards.length)) {
      const full = docShards.pop();
      if (full) docShardJson.push(JSON.stringify(full));
      docShards.push({ p: [], r: [] });
      docShardStarts.push(pageId);
      docShardRecordStarts.push(page.firstRecord);
      shardBytes = 0;
    }
    const shard = docShards[docShards.length - 1] as DocShard;
    shard.p.push([page.route, page.title]);
    for (const row of page.rows) shard.r.push(row);
    shardBytes += JSON.stringify(page.rows).length + page.route.length + page.title.length;

    if (!inline) {
      pagePostings(page, pageId, page.firstRecord, post);
      return;
    }
    const titleTerms = pageTerms(page.route, page.title);
    for (const [i, record] of page.records.entries()) {
      const row = page.rows[i] as DocRow;
      const own = page.levels[i] === 1 ? titleTerms : termsOf(row[0]);
      const visible = termsOf(row[1], true);
      for (const term of termsOf(record.content ?? '', true)) {
        if (!own.has(term) && !visible.has(term)) post(term, 2, page.firstRecord + i);
      }
    }
  };

  const decide = (value: boolean) => {
    inline = value;
    limit = inline ? Number.POSITIVE_INFINITY : Math.max(1, options.postingsLimit ?? 1000);
    const first = pageCount - undecided.length;
    for (const [i, page] of undecided.splice(0).entries()) indexPage(page, first + i);
  };
  if (inline !== undefined) decide(inline);

  const endPage = () => {
    if (currentRoute === undefined) return;
    const page = readPage(currentRoute, current);
    current = [];
    currentRoute = undefined;
    if (inline === undefined) {
      undecided.push(page);
      if (docBytes > inlineLimit) decide(false);
    } else indexPage(page, pageCount - 1);
  };

  return {
    add(record) {
      const route = routeOf(record.url);
      if (route !== currentRoute) {
        endPage();
        currentRoute = route;
      }
      current.push(record);
      recordCount++;
    },
    get records() {
      return recordCount;
    },
    finish() {
      endPage();
      if (inline === undefined) decide(docBytes <= inlineLimit);
      return indexFiles();
    },
    layout() {
      if (inline !== false) return undefined;
      const sampled: Record<string, number> = {};
      for (const [term, lists] of postings)
        lists.forEach((list, field) => {
          const sample = sampling.get(list);
          if (sample) sampled[field + term] = byShards ? sample.stride : 0;
        });
      return { routes, counts: pageCounts, sampled };
    },
  };

  function indexFiles(): LocalIndexFile[] {
    if (byShards) {
      for (const lists of postings.values())
        lists.forEach((list, field) => {
          if (list.length > limit)
            sampling.set(list, { seen: 0, stride: thin(list, sampling.get(list)?.stride ?? 1, field) });
        });
    }
    for (const list of sampling.keys()) {
      if (list.length > limit) evenSample(list, limit);
    }

    const manifest: Manifest = {
      v: formatVersion,
      id: '',
      sections,
      tags: [...tagPages.keys()],
      tagPages: [...tagPages.values()].map(encodeIds),
      sectionRuns: encodeNumbers(runsOf(pageSections)),
      records: recordChars,
      terms: '',
      termShards: '',
      docShards: '',
    };
    if (pageWeights.some((w) => w !== 10)) manifest.weights = encodeNumbers(pageWeights);
    // Each page's records start with its only page-level record: the record list tells where pages start.
    let at = 0;
    const derivable = pageCounts.every((count) => {
      const first = recordLevels[at] === 1 && recordLevels.slice(at + 1, at + count).every((l) => l !== 1);
      at += count;
      return first;
    });
    if (!derivable) manifest.pages = encodeNumbers(pageCounts);
    const synonyms = Object.entries(options.synonyms ?? {}).flatMap(([from, to]): [string, string[]][] => {
      const words = (text: string) =>
        tokenize(text)
          .map((t) => t.term)
          .join(' ');
      const targets = to.map(words).filter(Boolean);
      return words(from) && targets.length ? [[words(from), targets]] : [];
    });
    if (synonyms.length) manifest.synonyms = synonyms;
    const prefix = dir ? `${dir.replace(/\/+$/, '')}/` : '';

    if (inline) {
      const d = docShards[0] ?? { p: [], r: [] };
      const pageStart = [0];
      for (const count of pageCounts) pageStart.push((pageStart[pageStart.length - 1] as number) + count);
      const visible = derivePostings(d, recordLevels, pageStart);
      const dictionary = [...new Set([...visible.keys(), ...postings.keys()])].sort();
      const t = dictionary.map((term) => encodeIds(postings.get(term)?.[2] ?? [])).join(',');
      manifest.terms = encodeTerms(dictionary.filter((term) => !visible.has(term)));
      manifest.inline = { t, d, h: hashTerms(dictionary) };
      manifest.id = hashTerms([t, JSON.stringify(d), JSON.stringify([sections, manifest.weights, synonyms])]);
      return [{ path: prefix + manifestFile, contents: JSON.stringify(manifest) }];
    }

    for (const shard of docShards.splice(0)) docShardJson.push(JSON.stringify(shard));
    const dictionary = [...postings.keys()].sort();
    const termShards: TermShard[] = [];
    const termShardStarts: number[] = [];
    let termBytes = Number.POSITIVE_INFINITY;
    for (const [i, term] of dictionary.entries()) {
      const [title, heading, body] = postings.get(term) as Postings;
      const entry = `${encodeIds(title)}.${encodeIds(heading)}.${encodeIds(body)}`;
      if (termBytes + entry.length > termShardBytes) {
        termShards.push([]);
        termShardStarts.push(i);
        termBytes = 0;
      }
      (termShards[termShards.length - 1] as TermShard).push(entry);
      termBytes += entry.length + 3;
    }
    const shardJson = [...termShards.map((s) => JSON.stringify(s)), ...docShardJson];
    manifest.id = hashTerms(shardJson);
    manifest.terms = encodeTerms(dictionary);
    manifest.termShards = encodeIds(termShardStarts);
    manifest.docShards = encodeIds(docShardStarts);
    return [
      { path: prefix + manifestFile, contents: JSON.stringify(manifest) },
      ...shardJson.map((contents, n) => ({
        path:
          prefix +
          (n < termShards.length
            ? termShardFile(n, manifest.id)
            : docShardFile(n - termShards.length, manifest.id)),
        contents,
      })),
    ];
  }
}

/** `[run length, value]` pairs of the runs of equal values. */
function runsOf(values: number[]): number[] {
  const runs: number[] = [];
  values.forEach((value, i) => {
    if (i && runs[runs.length - 1] === value) runs[runs.length - 2] = (runs[runs.length - 2] as number) + 1;
    else runs.push(1, value);
  });
  return runs;
}
