import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FetchLike } from '../../packages/search/src/local.ts';
import { createLocalSearchClient } from '../../packages/search/src/local.ts';
import { minifiedLocal } from '../../packages/search/test/minified-local.ts';
import { type Any, launchChromium } from './chromium.js';
import { basePath } from './paths.js';
import type { SearchQualityFigures } from './search-quality.js';
import { serve } from './serve.js';
import { median } from './timed.js';

/** Queries timed against the local index: the site's suggestions, common words, typos, a miss. */
export const searchQueries = [
  'stock candles',
  'options chain',
  'authentication',
  'token',
  'rate limit',
  'bulk quotes',
  'expiration dates',
  'candels',
  'authentcation',
  'opt',
  'STOCKDATA',
  'dividends split adjusted',
  'zzyzx',
];

export interface SearchFigures {
  /** Folder of the index, relative to the build. */
  dir: string;
  files: number;
  raw: number;
  gzip: number;
  /** The first query of a visitor: files fetched, their gzip bytes, and its time (fetch from disk). */
  first: { query: string; files: number; raw: number; gzip: number; ms: number };
  queries: {
    query: string;
    total: number;
    coldMs: number;
    /** What this query fetches as a visitor's first (manifest and shards), gzip. */
    coldGzip?: number;
    warmMedianMs: number;
    warmP95Ms: number;
  }[];
  /** Over every query, repeated on a warm client. */
  warmMedianMs: number;
  warmP95Ms: number;
  /** Typing each query in Chromium, one search per keystroke (every prefix), on the built index. */
  keystrokes?: KeystrokeFigures;
  /** Real content only: ranking quality and cost against the reference engine (search-quality.ts). */
  quality?: SearchQualityFigures;
}

export interface KeystrokeFigures {
  keystrokes: number;
  /**
   * The first time through after `preload`, as a search box does when it opens: the manifest is
   * loaded, the shards are fetched from a loopback server as the queries need them.
   */
  openedMedianMs?: number;
  openedP95Ms?: number;
  /** In that pass, the keystrokes that fetched index files, and how many files they fetched. */
  openedFetching?: number;
  openedFiles?: number;
  /** The first time through without `preload`: every index file fetched as the queries need it. */
  firstMedianMs: number;
  firstP95Ms: number;
  /** Typing the same queries again, index files already loaded. */
  againMedianMs: number;
  againP95Ms: number;
}

const gzipSize = (text: string | Buffer) => zlib.gzipSync(text, { level: 6 }).length;

/** Finds the local index (the folder holding its `manifest.json`) in a build. */
export function findIndexDir(buildDir: string): string | undefined {
  const candidates = fs
    .readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === 'manifest.json')
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => {
      try {
        return typeof JSON.parse(fs.readFileSync(file, 'utf8')).v === 'number';
      } catch {
        return false;
      }
    });
  return candidates[0] ? path.dirname(candidates[0]) : undefined;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};

/**
 * Index size on disk (raw and gzip), the cost of a visitor's first query (what it fetches) and
 * query latency of packages/search's local engine, with index files read from the build folder
 * (no network: the figure is the engine's own time: JSON parsing, decoding, matching, ranking).
 */
export async function measureSearch(buildDir: string, repeats = 30): Promise<SearchFigures> {
  const dir = findIndexDir(buildDir);
  if (!dir) throw new Error(`no local search index (manifest.json) in ${buildDir}`);
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name)));
  const base = 'http://bench.invalid/index/';
  const fileFetch = (log?: string[]): FetchLike => {
    return async (url) => {
      const file = path.join(dir, decodeURIComponent(url.slice(base.length)));
      log?.push(file);
      const body = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
      return { ok: body !== undefined, status: body === undefined ? 404 : 200, text: async () => body ?? '' };
    };
  };

  const firstLog: string[] = [];
  const firstClient = createLocalSearchClient({ baseUrl: base, fetch: fileFetch(firstLog) });
  const firstQuery = searchQueries[0] as string;
  let started = performance.now();
  await firstClient.search(firstQuery);
  const firstMs = performance.now() - started;
  const fetched = firstLog.map((file) => fs.readFileSync(file));

  const queries: SearchFigures['queries'] = [];
  const warm: number[] = [];
  for (const query of searchQueries) {
    const coldLog: string[] = [];
    const client = createLocalSearchClient({ baseUrl: base, fetch: fileFetch(coldLog) });
    started = performance.now();
    const results = await client.search(query);
    const coldMs = performance.now() - started;
    const coldGzip = coldLog.reduce((total, file) => total + gzipSize(fs.readFileSync(file)), 0);
    const times: number[] = [];
    for (let i = 0; i < repeats; i++) {
      started = performance.now();
      await client.search(query);
      times.push(performance.now() - started);
    }
    warm.push(...times);
    queries.push({
      query,
      total: results.total,
      coldMs,
      coldGzip,
      warmMedianMs: median(times),
      warmP95Ms: percentile(times, 0.95),
    });
  }
  return {
    keystrokes: await measureKeystrokes(buildDir, path.relative(buildDir, dir)),
    dir: path.relative(buildDir, dir),
    files: files.length,
    raw: files.reduce((total, file) => total + file.length, 0),
    gzip: files.reduce((total, file) => total + gzipSize(file), 0),
    first: {
      query: firstQuery,
      files: fetched.length,
      raw: fetched.reduce((total, file) => total + file.length, 0),
      gzip: fetched.reduce((total, file) => total + gzipSize(file), 0),
      ms: firstMs,
    },
    queries,
    warmMedianMs: median(warm),
    warmP95Ms: percentile(warm, 0.95),
  };
}

/**
 * The local engine in Chromium, as a reader types: `packages/search/local` bundled and minified, loaded
 * into a page of the served build, then one search per keystroke (each prefix of each query), timed with
 * `performance.now()` around `client.search`. No debounce: the figure is the engine's time. Each pass
 * has a server, a browser context and a client of its own (nothing cached from another pass): once
 * after `preload` (a search box opening), once without it and then again with every file loaded.
 */
async function measureKeystrokes(buildDir: string, indexDir: string): Promise<KeystrokeFigures> {
  // The engine as a browser gets it: search/local bundled with its dependency (`stemmer`), minified.
  const engine = await minifiedLocal();
  const browser = await launchChromium();
  const pass = async <T>(body: string): Promise<T> => {
    const server = await serve(buildDir);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.route('**/__bench/search/local.js', (route: Any) =>
        route.fulfill({ body: engine, contentType: 'text/javascript' }),
      );
      await page.goto(`${server.origin}${basePath}`);
      // A string, not a function: the tsx loader would add helpers (`__name`) the page does not have.
      return await page.evaluate(`(async () => {
        const queries = ${JSON.stringify(searchQueries)};
        const { createLocalSearchClient } = await import(location.origin + '/__bench/search/local.js');
        const client = createLocalSearchClient({ baseUrl: ${JSON.stringify(`${server.origin}${basePath}${indexDir}/`)} });
        const typeAll = async () => {
          const times = [];
          const files = [];
          for (const query of queries) {
            for (let length = 1; length <= query.length; length++) {
              performance.clearResourceTimings();
              const started = performance.now();
              await client.search(query.slice(0, length));
              times.push(performance.now() - started);
              files.push(performance.getEntriesByType('resource').length);
            }
          }
          return { times, files };
        };
        ${body}
      })()`);
    } finally {
      await context.close();
      await server.close();
    }
  };
  try {
    type Typed = { times: number[]; files: number[] };
    const opened = await pass<Typed>('await client.preload(); return typeAll();');
    const timings = await pass<{ first: number[]; again: number[] }>(
      'const first = (await typeAll()).times; return { first, again: (await typeAll()).times };',
    );
    return {
      keystrokes: timings.first.length,
      openedMedianMs: median(opened.times),
      openedP95Ms: percentile(opened.times, 0.95),
      openedFetching: opened.files.filter((files) => files > 0).length,
      openedFiles: opened.files.reduce((total, files) => total + files, 0),
      firstMedianMs: median(timings.first),
      firstP95Ms: percentile(timings.first, 0.95),
      againMedianMs: median(timings.again),
      againP95Ms: percentile(timings.again, 0.95),
    };
  } finally {
    await browser.close();
  }
}
