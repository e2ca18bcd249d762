import fs from 'node:fs';
import path from 'node:path';
import { benchDir, repoDir, workDir } from './paths.js';
import { measureSearch, type SearchFigures } from './search.js';
import { run, runTimed } from './timed.js';
import { discard } from './trash.js';

/** The opt-in 100,000-page tree (`--gen-100000`): `gen-pages.mjs`, seed 1, like the other trees. */
const generatedTreeDir = path.join(workDir, 'trees/gen-100000');
const scaleDir = path.join(workDir, 'search-scale');

export interface SearchScaleFigures extends SearchFigures {
  pages: number;
  records: number;
  /** Compiling the tree for its records (the MDX pipeline alone, its cache kept between runs). */
  compileSeconds: number;
  /** Building the index from the records in a process of its own (`search-scale-index.ts`). */
  index: {
    /** `buildLocalIndex` alone. */
    seconds: number;
    /** The whole process (reading the records, building, writing the files) under `/usr/bin/time`. */
    wall: number;
    /** Peak RSS of that process, records loaded. */
    rss: number;
    /** RSS before and after `buildLocalIndex` (the records are loaded before). */
    rssBefore: number;
    rssAfter: number;
    files: number;
    termShards: number;
    docShards: number;
    /** The folder with the most entries (files and folders) and how many. */
    largestFolder: string;
    largestEntries: number;
  };
}

/**
 * Search at 100,000 pages without building the site: the tree's records from the MDX pipeline, the
 * index built from them as `mdd build` builds it (timed, with its memory), then the same figures as
 * the other trees (`measureSearch`: first query, warm queries, typing in Chromium).
 */
export async function measureSearchScale(
  log: (line: string) => void,
  /** An existing tree made by `node bench/gen-pages.mjs DIR 100000` (only read) instead of generating one. */
  scaleTreeDir = generatedTreeDir,
): Promise<SearchScaleFigures> {
  if (!fs.existsSync(path.join(scaleTreeDir, 'api'))) {
    log('search at 100,000 pages: generating the tree');
    await run(process.execPath, [path.join(benchDir, 'gen-pages.mjs'), scaleTreeDir, '100000', '1'], {
      cwd: benchDir,
    });
  }
  fs.mkdirSync(scaleDir, { recursive: true });
  const records = path.join(scaleDir, 'records.ndjson');
  log('search at 100,000 pages: compiling the records (MDX pipeline, cached)');
  let started = performance.now();
  await run(
    process.execPath,
    [
      '--max-old-space-size=8192',
      path.join(benchDir, 'lib/search-scale-records.mjs'),
      scaleTreeDir,
      records,
      path.join(scaleDir, 'cache'),
    ],
    { cwd: repoDir },
  );
  const compileSeconds = (performance.now() - started) / 1000;
  const out = path.join(scaleDir, 'site');
  discard(out);
  log('search at 100,000 pages: building the index');
  started = performance.now();
  const timed = await runTimed(
    process.execPath,
    [
      '--max-old-space-size=8192',
      '--import',
      'tsx',
      path.join(benchDir, 'lib/search-scale-index.ts'),
      records,
      out,
    ],
    { cwd: repoDir },
  );
  const built = JSON.parse(timed.stdout.trim().split('\n').at(-1) ?? '{}');
  log('search at 100,000 pages: queries and typing in Chromium');
  const figures = await measureSearch(out);
  return {
    ...figures,
    pages: built.pages,
    records: built.records,
    compileSeconds,
    index: {
      seconds: built.seconds,
      wall: timed.wall,
      rss: timed.rss,
      rssBefore: built.rssBefore,
      rssAfter: built.rssAfter,
      files: built.files,
      termShards: built.termShards,
      docShards: built.docShards,
      largestFolder: built.largestFolder,
      largestEntries: built.largestEntries,
    },
  };
}
