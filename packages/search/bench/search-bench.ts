/**
 * Sizes and speed of the local search engine (not a test). Run from packages/search:
 *
 *   npx tsx bench/search-bench.ts [--records <large-records.json>] [--pages 10000] [--no-browser]
 *
 * Prints, for the real records (test/fixtures) and for a large generated site: index bytes (raw
 * and gzip), the most bytes one query fetches with a cold cache, and query latency (p50/p95) once
 * the index is loaded, in Node and, for the real records, in Chromium (`CHROMIUM_PATH`, default
 * /usr/bin/chromium). `--records` takes the pipeline's records of pages written by
 * `gen-pages.mjs` (compile them like the real content); without it, records of the same shape and
 * vocabulary are synthesised here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { IndexRecord, SearchOptions } from '../src/contract.js';
import { buildLocalIndex, type LocalIndexFile } from '../src/indexer.js';
import { createLocalSearchClient, type FetchLike } from '../src/local.js';
import { minifiedLocal } from '../test/minified-local.js';
import { syntheticRecords } from '../test/synthetic.js';

const { values } = parseArgs({
  options: {
    records: { type: 'string' },
    pages: { type: 'string', default: '10000' },
    'no-browser': { type: 'boolean', default: false },
  },
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function serve(files: LocalIndexFile[]) {
  const byUrl = new Map(files.map((f) => [`/${f.path}`, { text: f.contents, gzip: gzip(f.contents) }]));
  return (counter?: { bytes: number; files: number }): FetchLike =>
    async (url) => {
      const file = byUrl.get(url);
      if (file && counter) {
        counter.bytes += file.gzip;
        counter.files++;
      }
      return { ok: !!file, status: file ? 200 : 404, text: async () => file?.text ?? '' };
    };
}

/** Every prefix of each query, as typed. */
const typed = (queries: string[]) => queries.flatMap((q) => Array.from(q, (_, i) => q.slice(0, i + 1)));

async function measure(
  name: string,
  records: IndexRecord[],
  queries: string[],
  options: SearchOptions[] = [{}],
) {
  const started = performance.now();
  const files = buildLocalIndex(records);
  const buildMs = performance.now() - started;
  const raw = files.reduce((n, f) => n + Buffer.byteLength(f.contents), 0);
  const zipped = files.reduce((n, f) => n + gzip(f.contents), 0);
  const fetchFrom = serve(files);
  const pages = new Set(records.map((r) => r.url.split('#')[0])).size;
  console.log(
    `\n${name}: ${pages} pages, ${records.length} records, index built in ${buildMs.toFixed(0)} ms`,
  );
  console.log(`  index: ${files.length} files, ${kb(raw)} raw, ${kb(zipped)} gzip`);

  const fetched: { query: string; bytes: number; files: number }[] = [];
  for (const query of queries) {
    const counter = { bytes: 0, files: 0 };
    const cold = createLocalSearchClient({ baseUrl: '/search/', fetch: fetchFrom(counter) });
    await cold.search(query);
    fetched.push({ query, ...counter });
  }
  fetched.sort((a, b) => b.bytes - a.bytes);
  const worst = fetched[0];
  console.log(
    `  one query fetches (cold): max ${kb(worst?.bytes ?? 0)} in ${worst?.files} files ("${worst?.query}"), ` +
      `median ${kb(
        percentile(
          fetched.map((f) => f.bytes).sort((a, b) => a - b),
          0.5,
        ),
      )}`,
  );

  const client = createLocalSearchClient({ baseUrl: '/search/', fetch: fetchFrom() });
  const loadStarted = performance.now();
  await client.search(queries[0] as string);
  console.log(`  first query, index load included: ${(performance.now() - loadStarted).toFixed(1)} ms`);
  for (const q of typed(queries)) for (const o of options) await client.search(q, o);
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const q of typed(queries)) {
      for (const o of options) {
        const t = performance.now();
        await client.search(q, o);
        times.push(performance.now() - t);
      }
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `  query latency once loaded (${times.length} queries, typed letter by letter): ` +
      `p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms, max ${times.at(-1)?.toFixed(1)} ms`,
  );
}

/** Query latency in Chromium once the index is loaded, queries typed letter by letter. */
async function browserLatency(records: IndexRecord[], queries: string[], code: Buffer) {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    console.log(`  browser: skipped (no Chromium at ${executablePath})`);
    return;
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const origin = 'http://bench.test';
    const files = new Map<string, string | Buffer>(
      buildLocalIndex(records).map((f) => [`/${f.path}`, f.contents]),
    );
    files.set('/local.js', code);
    files.set('/', '<!doctype html><title>bench</title>');
    const page = await browser.newPage();
    await page.route(`${origin}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      const body = files.get(path);
      const contentType = path.endsWith('.js')
        ? 'text/javascript'
        : path.endsWith('.json')
          ? 'application/json'
          : 'text/html';
      return body === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ body, contentType });
    });
    await page.goto(`${origin}/`);
    const result = await page.evaluate(
      async ({ url, typedQueries }) => {
        const { createLocalSearchClient } = await import(url);
        const client = createLocalSearchClient({ baseUrl: '/search/' });
        const loadStart = performance.now();
        await client.search(typedQueries[0]);
        const load = performance.now() - loadStart;
        for (const q of typedQueries) await client.search(q);
        const times: number[] = [];
        for (let round = 0; round < 3; round++) {
          for (const q of typedQueries) {
            const t = performance.now();
            await client.search(q);
            times.push(performance.now() - t);
          }
        }
        return { load, times };
      },
      { url: `${origin}/local.js`, typedQueries: typed(queries) },
    );
    const times = result.times.sort((a, b) => a - b);
    console.log(
      `  browser (Chromium ${browser.version()}): first query, index load included: ${result.load.toFixed(1)} ms`,
    );
    console.log(
      `  browser query latency once loaded (${times.length} queries, typed letter by letter): ` +
        `p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms, max ${times.at(-1)?.toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
  }
}

const code = await minifiedLocal();
console.log(
  `browser code (search/local, minified): ${kb(code.length)} raw, ${kb(gzipSync(code, { level: 9 }).length)} gzip`,
);

const fixture: IndexRecord[] = JSON.parse(
  readFileSync(new URL('../test/fixtures/records.json', import.meta.url), 'utf8'),
);
const realQueries = [
  'candles',
  'bulk quotes',
  'authentication token',
  'option chain expiration',
  'rate limits',
  'candls',
  'stock candles resolution',
  'google sheets formula',
  'countback',
  'qoutez',
];
await measure('Real site (test/fixtures/records.json)', fixture, realQueries, [
  {},
  { filters: { section: 'sdk' } },
]);
if (!values['no-browser']) await browserLatency(fixture, realQueries, code);

const large: IndexRecord[] = values.records
  ? JSON.parse(readFileSync(values.records, 'utf8'))
  : syntheticRecords(Number(values.pages));
await measure(
  values.records
    ? `Generated site (${values.records})`
    : `Generated site (${values.pages} synthesised pages)`,
  large,
  [
    'price',
    'candle quote',
    'price candle volume symbol',
    'expiration',
    'expiraton',
    'resolu',
    'p',
    '1',
    'status 4242',
    'qtatus',
    'zzqx',
    'billing plan credit',
  ],
);
