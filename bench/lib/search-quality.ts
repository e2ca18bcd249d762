import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IndexRecord, SearchOptions } from '../../packages/search/src/contract.ts';
import { createLocalSearchClient, type FetchLike } from '../../packages/search/src/local.ts';
import { benchDir } from './paths.js';
import { median } from './timed.js';

/** One reader query of `bench/search-eval.json`. */
export interface EvalQuery {
  kind: string;
  query: string;
  /** Pages (routes) the reader means: any of them first is a hit. */
  expect: string[];
  /** The section the reader is in, when it matters. */
  section?: string;
}

export const evalFile = path.join(benchDir, 'search-eval.json');

export function loadEvalSet(file = evalFile): EvalQuery[] {
  const { queries } = JSON.parse(fs.readFileSync(file, 'utf8')) as { queries: EvalQuery[] };
  return queries;
}

export interface QualityFigures {
  /** Share of queries whose first page is an expected one. */
  hit1: number;
  /** Share of queries with an expected page among the first five pages. */
  hit5: number;
  /** Mean of 1 / rank of the first expected page within the first ten pages (0 beyond). */
  mrr10: number;
  /** hit@1 per kind of query: `[hits, queries]`. */
  byKind: Record<string, [number, number]>;
  /** Rank (1-based, 0 beyond ten) of the first expected page, per query in set order. */
  ranks: number[];
  /** The first three pages, per query. */
  top: string[][];
  /** Index as a browser downloads it: bytes raw and gzip (level 6). */
  raw: number;
  gzip: number;
  /** Loading the index (parsing and opening it: our first query), median of runs. */
  loadMs: number;
  /** Over every query of the set, repeated on a loaded client (ours: the modal's 10 hits with highlights). */
  queryMedianMs: number;
  queryP95Ms: number;
}

export interface SearchQualityFigures {
  queries: number;
  /** The kinds of query and how many of each. */
  kinds: Record<string, number>;
  reference: { name: string; version: string; options: string };
  ours: QualityFigures;
  theirs: QualityFigures;
}

/** Pages in the order of their best hit, from a list of hit URLs in rank order. */
const pagesOf = (urls: string[]) => [...new Set(urls.map((url) => url.split('#')[0] as string))];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};

function score(set: EvalQuery[], pages: string[][]) {
  const ranks = set.map((q, i) => {
    const rank = (pages[i] ?? []).slice(0, 10).findIndex((page) => q.expect.includes(page));
    return rank + 1;
  });
  const byKind: Record<string, [number, number]> = {};
  set.forEach((q, i) => {
    const entry = byKind[q.kind] ?? [0, 0];
    byKind[q.kind] = entry;
    if (ranks[i] === 1) entry[0]++;
    entry[1]++;
  });
  return {
    hit1: ranks.filter((r) => r === 1).length / set.length,
    hit5: ranks.filter((r) => r >= 1 && r <= 5).length / set.length,
    mrr10: ranks.reduce((sum, r) => sum + (r ? 1 / r : 0), 0) / set.length,
    byKind,
    ranks,
    top: pages.map((p) => p.slice(0, 3)),
  };
}

const gzipSize = (text: string | Buffer) => zlib.gzipSync(text, { level: 6 }).length;

interface Engine {
  /** Pages in rank order (up to 50 hits) for a query of the set. */
  rank(q: EvalQuery): Promise<string[]>;
  /** One query as the UI makes it, for timing. */
  query(q: EvalQuery): Promise<unknown>;
  load(): Promise<unknown>;
  raw: number;
  gzip: number;
}

/**
 * Our engine on the index a build wrote (`indexDir`), as the site queries it: `context` is the
 * section the reader is in, timed queries ask for the modal's 10 hits.
 */
function ours(indexDir: string): Engine {
  const names = fs.readdirSync(indexDir);
  const bodies = new Map(names.map((name) => [name, fs.readFileSync(path.join(indexDir, name), 'utf8')]));
  const base = 'http://bench.invalid/index/';
  const fetchFile: FetchLike = async (url) => {
    const body = bodies.get(url.slice(base.length));
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, text: async () => body ?? '' };
  };
  const options = (q: EvalQuery, limit: number): SearchOptions => ({
    limit,
    ...(q.section && { context: { section: q.section } }),
  });
  const client = createLocalSearchClient({ baseUrl: base, fetch: fetchFile });
  const files = [...bodies.values()];
  return {
    rank: async (q) => {
      const results = await client.search(q.query, options(q, 50));
      return pagesOf(results.groups.flatMap((g) => g.hits.map((h) => h.url)));
    },
    query: (q) => client.search(q.query, options(q, 10)),
    load: () => createLocalSearchClient({ baseUrl: base, fetch: fetchFile }).search('a'),
    raw: files.reduce((n, f) => n + Buffer.byteLength(f), 0),
    gzip: files.reduce((n, f) => n + gzipSize(f), 0),
  };
}

// MiniSearch's types, as far as the bench uses them.
interface MiniSearchLike {
  addAll(documents: object[]): void;
  search(query: string, options?: object): Array<{ id: number; url: string }>;
  toJSON(): unknown;
}
interface MiniSearchClass {
  new (options: object): MiniSearchLike;
  loadJSON(json: string, options: object): MiniSearchLike;
}

/** MiniSearch's options: the setup its README suggests for a docs site, title and headings boosted. */
const referenceOptions = {
  idField: 'id',
  fields: ['title', 'heading', 'content'],
  storeFields: ['url', 'section', 'lvl0', 'title', 'heading', 'excerpt'],
  searchOptions: { boost: { title: 3, heading: 2 }, prefix: true, fuzzy: 0.2 },
};
export const referenceOptionsText =
  "fields title (page), heading (h2/h3), content; boost title 3, heading 2; prefix: true; fuzzy: 0.2; stored: url, section, section label, title, heading, 72-character excerpt; the reader's section boosted 2x by boostDocument";

/**
 * The reference engine on the same records: MiniSearch (installed into bench/.work by the bench).
 * Its index is the serialised MiniSearch (`JSON.stringify`), holding what results show.
 */
function reference(records: IndexRecord[], MiniSearch: MiniSearchClass): Engine {
  const documents = records.map((r, id) => ({
    id,
    url: r.url,
    section: r.section,
    lvl0: r.hierarchy.lvl0,
    title: r.hierarchy.lvl1,
    heading: r.type === 'lvl1' ? '' : (r.hierarchy.lvl3 ?? r.hierarchy.lvl2 ?? ''),
    content: r.content,
    excerpt: r.content.slice(0, 72),
  }));
  const built = new MiniSearch(referenceOptions);
  built.addAll(documents);
  const json = JSON.stringify(built);
  const engine = MiniSearch.loadJSON(json, referenceOptions);
  const run = async (q: EvalQuery) =>
    engine.search(
      q.query,
      q.section
        ? {
            boostDocument: (_id: number, _term: string, stored: { section?: string }) =>
              stored?.section === q.section ? 2 : 1,
          }
        : {},
    );
  return {
    rank: async (q) => pagesOf((await run(q)).map((hit) => hit.url)),
    query: run,
    load: async () => MiniSearch.loadJSON(json, referenceOptions),
    raw: Buffer.byteLength(json),
    gzip: gzipSize(json),
  };
}

/** Quality of one engine on the set, and its cost timed in turns with the other engine. */
async function figures(set: EvalQuery[], engine: Engine, times: { load: number[]; query: number[] }) {
  const pages: string[][] = [];
  for (const q of set) pages.push(await engine.rank(q));
  return {
    ...score(set, pages),
    raw: engine.raw,
    gzip: engine.gzip,
    loadMs: median(times.load),
    queryMedianMs: median(times.query),
    queryP95Ms: percentile(times.query, 0.95),
  };
}

/** Runs `task` and adds its time to `into`. */
async function timed(into: number[], task: () => Promise<unknown>) {
  const started = performance.now();
  await task();
  into.push(performance.now() - started);
}

/**
 * Search quality of our engine and of the reference engine on the same records: hit@1, hit@5 and
 * MRR@10 over the evaluation set, index size and query time. `referenceDir` holds an install of
 * MiniSearch.
 */
export async function measureSearchQuality(options: {
  indexDir: string;
  records: IndexRecord[];
  referenceDir: string;
  set?: EvalQuery[];
  repeats?: number;
}): Promise<SearchQualityFigures> {
  const { indexDir, records, referenceDir, set = loadEvalSet(), repeats = 20 } = options;
  const require = createRequire(path.join(referenceDir, 'package.json'));
  const modulePath = require.resolve('minisearch');
  const { default: MiniSearch } = (await import(modulePath)) as { default: MiniSearchClass };
  const version = JSON.parse(
    fs.readFileSync(path.join(referenceDir, 'node_modules/minisearch/package.json'), 'utf8'),
  ).version as string;
  const kinds: Record<string, number> = {};
  for (const q of set) kinds[q.kind] = (kinds[q.kind] ?? 0) + 1;
  const engines = [ours(indexDir), reference(records, MiniSearch)] as const;
  const times = engines.map(() => ({ load: [] as number[], query: [] as number[] }));
  // In turns, so that a busy moment of the shared machine falls on both engines alike.
  for (let i = 0; i < 10; i++) {
    for (const [e, engine] of engines.entries())
      await timed((times[e] as (typeof times)[0]).load, engine.load);
  }
  for (let i = 0; i < repeats; i++) {
    for (const q of set) {
      for (const [e, engine] of engines.entries()) {
        await timed((times[e] as (typeof times)[0]).query, () => engine.query(q));
      }
    }
  }
  return {
    queries: set.length,
    kinds,
    reference: { name: 'MiniSearch', version, options: referenceOptionsText },
    ours: await figures(set, engines[0], times[0] as (typeof times)[0]),
    theirs: await figures(set, engines[1], times[1] as (typeof times)[0]),
  };
}
