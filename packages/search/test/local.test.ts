import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeTerms } from '../src/codec.js';
import { type SearchHit, type SearchOptions, SearchUnavailableError } from '../src/contract.js';
import type { Manifest } from '../src/format.js';
import { buildLocalIndex } from '../src/indexer.js';
import { createLocalSearchClient, type FetchLike } from '../src/local.js';
import { baseUrl, fakeFetch, hitsOf, indexFiles, marked, records, routeOf, textOf } from './helpers.js';

const inline = indexFiles();
const client = createLocalSearchClient({ baseUrl, fetch: fakeFetch(inline).fetch });
const byUrl = new Map(records.map((r) => [r.url, r]));
/** Hits in rank order (`groups` put each page's hits together), one search per position. */
async function ranked(query: string, count: number, options: SearchOptions = {}): Promise<SearchHit[]> {
  const hits: SearchHit[] = [];
  for (let offset = 0; offset < count; offset++) {
    hits.push(...hitsOf(await client.search(query, { ...options, limit: 1, offset })));
  }
  return hits;
}
/** Pages titled Candles: the stock candles pages first (`search_priority: 1`), then in site order. */
const candlesPages = [
  '/api/stocks/candles',
  '/sdk/go/stocks/candles',
  '/api/funds/candles',
  '/api/indices/candles',
  '/sdk/go/funds/candles',
  '/sdk/go/indices/candles',
];

describe('ranking and grouping on the real records', () => {
  it('ranks the pages titled Candles first, the most used (search_priority) first', async () => {
    const hits = await ranked('candles', 8);
    expect(hits.slice(0, 6).map((h) => h.url)).toEqual(candlesPages);
    for (const hit of hits.slice(0, 6)) {
      expect(hit.type).toBe('lvl1');
      expect(hit.title).toEqual([{ text: 'Candles', match: true }]);
    }
    expect(hits.slice(6).every((h) => h.type !== 'lvl1' || textOf(h.title) !== 'Candles')).toBe(true);

    const results = await client.search('candles');
    expect(results.groups.slice(0, 6).map((g) => g.url)).toEqual(candlesPages);
    expect(results.groups[0]?.hits[0]).toEqual(hits[0]);
    expect(results.total).toBeGreaterThan(90);
    expect(results.suggestions).toBeUndefined();
  });

  it('ranks page titles above h2/h3 headings above body text', async () => {
    const hits = await ranked('countback', 24);
    const rank = (h: SearchHit) =>
      marked(h.title).length ? (h.type === 'lvl1' ? 0 : 1) : marked(h.snippet).length ? 2 : 3;
    const ranks = hits.map(rank);
    expect(ranks[0]).toBe(1);
    expect(ranks).toContain(3);
    expect([...ranks].sort()).toEqual(ranks);
    expect(
      hits.filter((h) => h.type === 'lvl3' && textOf(h.title) === 'Countback').length,
    ).toBeGreaterThanOrEqual(4);

    const api = await ranked('authentication', 12);
    expect(api[0]?.type).toBe('lvl1');
    const levels = api.map((h) => (marked(h.title).length ? (h.type === 'lvl1' ? 0 : 1) : 2));
    expect([...levels].sort()).toEqual(levels);
    expect(levels).toEqual(expect.arrayContaining([0, 1]));
  });

  it('finds the candles pages through a typo and through a prefix', async () => {
    const typo = await ranked('candls', 6);
    expect(typo.map((h) => h.url)).toEqual(candlesPages);
    expect(typo[0]?.title).toEqual([{ text: 'Candles', match: true }]);

    const prefix = await ranked('cand', 6);
    expect(prefix.map((h) => h.url)).toEqual(candlesPages);
    expect(prefix[0]?.title).toEqual([{ text: 'Cand', match: true }, { text: 'les' }]);
  });

  it('ranks whole words (and their stems) above prefixes above typos', async () => {
    /** 0 whole word (`Quote`, `Quotes`), 1 prefix (`[Quot]ing`), 2 typo; a camelCase part is a word. */
    const kind = (h: SearchHit) => {
      const i = h.title.findIndex((s) => s.match);
      const word = h.title[i]?.text.toLowerCase();
      if (word !== 'quote' && word !== 'quotes') return 2;
      return /^[a-z]/.test(h.title[i + 1]?.text ?? '') ? 1 : 0;
    };
    const titled = (await ranked('quote', 40)).filter((h) => marked(h.title).length);
    expect(titled.slice(0, 6).map((h) => [h.type, textOf(h.title)])).toEqual(
      Array.from({ length: 6 }, () => ['lvl1', 'Quotes']),
    );
    const kinds = titled.map(kind);
    expect([...kinds].sort((a, b) => a - b)).toEqual(kinds);

    const typos = (await ranked('quotr ', 10)).map((h) => textOf(h.title));
    expect(typos[0]).toMatch(/quot/i);
  });

  it('matches numbers exactly, without typos', async () => {
    const results = await client.search('2024 ', { limit: 1000 });
    expect(results.total).toBeGreaterThan(3);
    for (const hit of hitsOf(results)) {
      const record = byUrl.get(hit.url);
      expect(`${record?.hierarchy[record.type]} ${record?.content}`, hit.url).toMatch(/\b2024\b/);
    }
    expect((await client.search('2099 ')).suggestions).toBeUndefined();
  });

  it('ranks records that match more of the query first', async () => {
    const hits = await ranked('stock candles resolution', 30);
    /** What a record matches on: its page's place, title, headings and text; the page itself also has its sections' headings. */
    const count = (url: string) => {
      const r = byUrl.get(url);
      const below =
        r?.type === 'lvl1'
          ? records
              .filter((o) => routeOf(o.url) === url)
              .map((o) => `${o.hierarchy.lvl2} ${o.hierarchy.lvl3}`)
          : [];
      const text =
        `${r?.hierarchy.lvl0} ${r?.hierarchy.lvl1} ${r?.hierarchy.lvl2 ?? ''} ${r?.hierarchy.lvl3 ?? ''} ${r?.content} ${below.join(' ')}`.toLowerCase();
      return ['stock', 'candle', 'resolution'].filter((w) => text.includes(w)).length;
    };
    const counts = hits.map((h) => count(h.url));
    expect(counts[0]).toBe(3);
    expect([...counts].sort().reverse()).toEqual(counts);
  });

  it('groups hits by page with the heading hierarchy and url#anchor', async () => {
    const results = await client.search('request parameters', { limit: 50 });
    const seen = new Set<string>();
    for (const group of results.groups) {
      expect(seen.has(group.url)).toBe(false);
      seen.add(group.url);
      for (const hit of group.hits) {
        expect(routeOf(hit.url)).toBe(group.url);
        expect(group.title).toBe(hit.hierarchy.lvl1);
        const record = byUrl.get(hit.url);
        expect(record, hit.url).toBeDefined();
        expect(hit.hierarchy).toEqual(record?.hierarchy);
        expect(hit.type).toBe(record?.type);
        expect(hit.section).toBe(record?.section);
      }
    }
    const lvl3 = hitsOf(results).find((h) => h.type === 'lvl3');
    expect(lvl3?.url).toMatch(/#[a-z0-9-]+$/);
    expect(lvl3?.hierarchy.lvl2).toBeTruthy();
  });

  it('gives every record back with its exact url, hierarchy and section', async () => {
    const seen = new Set<string>();
    for (const query of [
      'api',
      'request',
      'response',
      'token',
      'go',
      'sheets',
      'plan',
      'symbol',
      'date',
      'example',
    ]) {
      for (const hit of hitsOf(await client.search(query, { limit: 1000 }))) {
        const record = byUrl.get(hit.url);
        expect({ url: hit.url, hierarchy: hit.hierarchy, section: hit.section }).toEqual({
          url: record?.url,
          hierarchy: record?.hierarchy,
          section: record?.section,
        });
        seen.add(hit.url);
      }
    }
    expect(seen.size).toBeGreaterThan(records.length / 2);
  });

  it('filters by section and by tags', async () => {
    const sdk = await client.search('candles', { filters: { section: 'sdk' } });
    expect(hitsOf(sdk).length).toBe(20);
    expect(hitsOf(sdk).every((h) => h.section === 'sdk' && h.url.startsWith('/sdk/'))).toBe(true);
    expect(sdk.total).toBeLessThan((await client.search('candles')).total);

    const tagged = await client.search('candles', { filters: { tags: ['API: High Usage'] } });
    expect(new Set(hitsOf(tagged).map((h) => routeOf(h.url)))).toEqual(new Set(['/api/stocks/candles']));
    const none = await client.search('candles', { filters: { tags: ['API: High Usage', 'API: Premium'] } });
    expect(none.total).toBe(0);
    expect(none.suggestions).toBeUndefined();
    expect((await client.search('candles', { filters: { section: 'nowhere' } })).total).toBe(0);
  });

  it('pages with limit and offset over a stable total', async () => {
    const order = await ranked('data', 30);
    const sorted = (hits: SearchHit[]) => [...hits].sort((a, b) => (a.url < b.url ? -1 : 1));
    const first = await client.search('data', { limit: 10 });
    const second = await client.search('data', { limit: 10, offset: 10 });
    expect(sorted(hitsOf(first))).toEqual(sorted(order.slice(0, 10)));
    expect(sorted(hitsOf(second))).toEqual(sorted(order.slice(10, 20)));
    const all = await client.search('data', { limit: 1000 });
    expect(first.total).toBe(all.total);
    expect(second.total).toBe(all.total);
    expect(hitsOf(all)).toHaveLength(all.total);
    expect(all.total).toBeGreaterThan(30);
    expect(hitsOf(await client.search('data', { offset: all.total }))).toEqual([]);
    expect(hitsOf(await client.search('data'))).toHaveLength(20);
    expect(hitsOf(await client.search('data', { limit: 0 }))).toEqual([]);
  });

  it('suggests close dictionary terms when nothing matches', async () => {
    const results = await client.search('qoutez');
    expect(results.total).toBe(0);
    expect(results.groups).toEqual([]);
    expect(results.suggestions).toContain('quotes');
    expect(results.suggestions?.length).toBeLessThanOrEqual(3);
    for (const suggestion of results.suggestions ?? []) {
      expect((await client.search(suggestion)).total).toBeGreaterThan(0);
    }
    const two = await client.search('qoutez xylophnoe');
    expect(two.total).toBe(0);
    expect(two.suggestions?.[0]).toMatch(/^quot\w+$/);
  });

  it('marks matches in snippets', async () => {
    const [hit] = hitsOf(await client.search('bearer'));
    expect(hit?.url).toBe('/api/authentication');
    expect(marked(hit?.snippet ?? [])).toEqual(['Bearer']);
    expect(textOf(hit?.snippet ?? [])).toBe(
      'The Market Data API identifies you with a Bearer token: a long random…',
    );
    const camel = hitsOf(await client.search('fundcandlesrequest'))[0];
    expect(camel?.title).toEqual([{ text: 'FundCandlesRequest', match: true }]);
    const part = hitsOf(await client.search('countback'))[0];
    expect(part?.title).toEqual([{ text: 'Countback', match: true }]);
  });

  it('finds words that only appear beyond the excerpts', async () => {
    const files = buildLocalIndex(records);
    const manifest = JSON.parse(files[0]?.contents as string) as Manifest;
    const hidden = decodeTerms(manifest.terms).filter((t) => /^[a-z]{7,}$/.test(t));
    expect(hidden.length).toBeGreaterThan(100);
    for (const term of hidden.slice(0, 40)) {
      const hits = hitsOf(await client.search(`${term} `, { limit: 1000 }));
      expect(hits.length, term).toBeGreaterThan(0);
      const contents = hits.map((hit) => byUrl.get(hit.url)?.content.toLowerCase());
      expect(
        contents.some((text) => text?.includes(term)),
        term,
      ).toBe(true);
    }
  });
});

describe('loading', () => {
  it('opens the real index in slices, giving the event loop turns (no long task in a browser)', async () => {
    const fresh = createLocalSearchClient({ baseUrl, fetch: fakeFetch(inline).fetch });
    let turns = 0;
    const tick = setInterval(() => turns++, 0);
    const results = await fresh.search('candles');
    clearInterval(tick);
    expect(results.total).toBeGreaterThan(0);
    expect(turns).toBeGreaterThan(0);
  });
});

describe('hostile queries', () => {
  const queries = [
    '<script>alert("x")</script>',
    '<img src=x onerror=alert(1)> candles',
    'a'.repeat(5000),
    `${'candles '.repeat(700)}`,
    '🙂🚀📈',
    '📈 candles 🚀',
    'שלום עולם',
    'مرحبا بالعالم candles',
    '\u202Ecandles\u202C',
    '__proto__ constructor prototype',
    "' OR 1=1; --",
    '\\u0000 \u0000 %00',
    '   ',
    '',
  ];
  it.each(queries.map((q) => [q.length > 40 ? `${q.slice(0, 40)}… (${q.length} chars)` : q, q]))(
    '%s',
    async (_, query) => {
      const started = performance.now();
      const results = await client.search(query);
      expect(performance.now() - started).toBeLessThan(500);
      expect(results.query).toBe(query);
      expect(results.total).toBeGreaterThanOrEqual(0);
      for (const hit of hitsOf(results)) {
        for (const segment of [...hit.title, ...hit.snippet]) {
          expect(Object.keys(segment).every((k) => k === 'text' || k === 'match')).toBe(true);
          expect(typeof segment.text).toBe('string');
        }
        expect(textOf(hit.snippet)).not.toMatch(/<script|<img/);
      }
    },
  );

  it('treats markup in the query as words', async () => {
    const hits = hitsOf(await client.search('<b>candles</b>'));
    expect(hits[0]?.url).toBe('/api/stocks/candles');
    expect(hits[0]?.title).toEqual([{ text: 'Candles', match: true }]);
  });
});

describe('index size', () => {
  it('keeps the real site index under 60 KB gzip in one file', () => {
    const files = buildLocalIndex(records);
    expect(files.map((f) => f.path)).toEqual(['search/manifest.json']);
    const raw = files.reduce((n, f) => n + Buffer.byteLength(f.contents), 0);
    const gzip = files.reduce((n, f) => n + gzipSync(f.contents, { level: 9 }).length, 0);
    console.log(
      `local index, ${records.length} records: ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
    );
    expect(gzip).toBeLessThan(60 * 1024);
  });

  it('builds the same index from the same records', () => {
    expect(buildLocalIndex(records)).toEqual(buildLocalIndex(records));
  });
});

describe('sharded index', () => {
  const sharded = indexFiles({ inline: false, termShardBytes: 4096, docShardBytes: 4096 });

  it('gives the same results as the inline index', async () => {
    const shardedClient = createLocalSearchClient({ baseUrl, fetch: fakeFetch(sharded).fetch });
    for (const query of ['candles', 'candls', 'cand', 'stock candles resolution', 'qoutez', 'bearer', 'to']) {
      for (const options of [{}, { limit: 7, offset: 3 }, { filters: { section: 'sdk' } }]) {
        expect(await shardedClient.search(query, options), query).toEqual(
          await client.search(query, options),
        );
      }
    }
  });

  it('fetches the manifest once and only the shards a query needs', async () => {
    const { fetch, requested } = fakeFetch(sharded);
    const shardedClient = createLocalSearchClient({ baseUrl: baseUrl.slice(0, -1), fetch });
    expect(requested).toEqual([]);
    await shardedClient.search('candles', { limit: 5 });
    expect(requested[0]).toBe(`${baseUrl}manifest.json`);
    expect(new Set(requested).size).toBe(requested.length);
    const termShards = requested.filter((u) => /\/t\/\d+\/\d+\./.test(u)).length;
    const docShards = requested.filter((u) => /\/d\/\d+\/\d+\./.test(u)).length;
    expect(termShards).toBeGreaterThan(0);
    expect(termShards).toBeLessThan([...sharded.keys()].filter((u) => /\/t\/\d+\/\d+\./.test(u)).length / 2);
    expect(docShards).toBeGreaterThan(0);
    expect(docShards).toBeLessThanOrEqual(5);
    const before = requested.length;
    await shardedClient.search('candles', { limit: 5 });
    expect(requested.length).toBe(before);
  });

  it('preloads the manifest alone, which the first search then uses', async () => {
    const { fetch, requested } = fakeFetch(sharded);
    const shardedClient = createLocalSearchClient({ baseUrl, fetch });
    await shardedClient.preload?.();
    expect(requested).toEqual([`${baseUrl}manifest.json`]);
    await shardedClient.preload?.();
    expect((await shardedClient.search('candles', { limit: 5 })).total).toBeGreaterThan(0);
    expect(requested.filter((u) => u.endsWith('manifest.json'))).toHaveLength(1);
  });
});

describe('remembered queries', () => {
  const fresh = () => createLocalSearchClient({ baseUrl, fetch: fakeFetch(inline).fetch });

  it('answers the same words with the same options from the results it found before', async () => {
    const remembering = fresh();
    const first = await remembering.search('stock candles');
    const again = await remembering.search('Stock  CANDLES');
    expect(again.query).toBe('Stock  CANDLES');
    expect(again.groups).toBe(first.groups);
    expect({ ...again, query: first.query }).toEqual(first);
  });

  it('keeps apart what ranks differently: a last word typed whole, a window, a filter, a context', async () => {
    const remembering = fresh();
    const first = await remembering.search('stock candles');
    const others: Array<[string, SearchOptions]> = [
      ['stock candles ', {}],
      ['stock candles', { limit: 3 }],
      ['stock candles', { offset: 1 }],
      ['stock candles', { filters: { section: 'sdk' } }],
      ['stock candles', { context: { section: 'sdk' } }],
    ];
    for (const [query, options] of others) {
      const other = await remembering.search(query, options);
      expect(other.groups, `${query} ${JSON.stringify(options)}`).not.toBe(first.groups);
      expect(other).toEqual(await fresh().search(query, options));
    }
  });

  it('keeps the 100 most recent queries', async () => {
    const remembering = fresh();
    const first = await remembering.search('candles');
    for (let i = 0; i < 60; i++) await remembering.search(`quotes ${i}`);
    expect((await remembering.search('candles')).groups).toBe(first.groups);
    for (let i = 60; i < 159; i++) await remembering.search(`quotes ${i}`);
    expect((await remembering.search('candles')).groups).toBe(first.groups);
    for (let i = 159; i < 259; i++) await remembering.search(`quotes ${i}`);
    const later = await remembering.search('candles');
    expect(later.groups).not.toBe(first.groups);
    expect(later).toEqual(first);
  });

  it('forgets a search that failed, so that the next one tries again', async () => {
    const sharded = indexFiles({ inline: false, termShardBytes: 4096, docShardBytes: 4096 });
    const files = new Map([...sharded].filter(([url]) => !/\/d\/\d+\/\d+\./.test(url)));
    const flaky = createLocalSearchClient({ baseUrl, fetch: fakeFetch(files).fetch });
    await expect(flaky.search('candles')).rejects.toBeInstanceOf(SearchUnavailableError);
    for (const [url, body] of sharded) files.set(url, body);
    expect(await flaky.search('candles')).toEqual(await fresh().search('candles'));
  });
});

describe('failures', () => {
  const expectUnavailable = (promise: Promise<unknown>) =>
    expect(promise).rejects.toBeInstanceOf(SearchUnavailableError);

  it('rejects with SearchUnavailableError when the manifest is missing', async () => {
    const missing = createLocalSearchClient({ baseUrl, fetch: fakeFetch(new Map()).fetch });
    await expectUnavailable(missing.search('candles'));
    await expectUnavailable(missing.search('candles'));
  });

  it('lets a search report an outage its preload met, and fetch the manifest again', async () => {
    const files = new Map<string, string>();
    const { fetch, requested } = fakeFetch(files);
    const missing = createLocalSearchClient({ baseUrl, fetch });
    await expect(missing.preload?.()).rejects.toThrow('HTTP 404');
    await expectUnavailable(missing.search('candles'));
    files.set(`${baseUrl}manifest.json`, inline.get(`${baseUrl}manifest.json`) as string);
    expect((await missing.search('candles')).total).toBeGreaterThan(0);
    expect(requested).toEqual([
      `${baseUrl}manifest.json`,
      `${baseUrl}manifest.json`,
      `${baseUrl}manifest.json`,
    ]);
  });

  it('fetches the manifest again after it was corrupt', async () => {
    const manifestUrl = `${baseUrl}manifest.json`;
    const files = new Map([[manifestUrl, '{"v":1,"pages":"!!"}']]);
    const { fetch, requested } = fakeFetch(files);
    const healing = createLocalSearchClient({ baseUrl, fetch });
    await expectUnavailable(healing.search('candles'));
    files.set(manifestUrl, inline.get(manifestUrl) as string);
    expect((await healing.search('candles')).total).toBeGreaterThan(0);
    expect(requested).toEqual([manifestUrl, manifestUrl]);
  });

  it('rejects a corrupt or unknown manifest', async () => {
    const manifestUrl = `${baseUrl}manifest.json`;
    for (const body of [
      '{"v":1,',
      '<!doctype html><p>Not found',
      'null',
      '{"v":99}',
      '{"v":1,"pages":"!!"}',
    ]) {
      const corrupt = createLocalSearchClient({
        baseUrl,
        fetch: fakeFetch(new Map([[manifestUrl, body]])).fetch,
      });
      await expectUnavailable(corrupt.search('candles'));
    }
  });

  it('rejects corrupt shards', async () => {
    const sharded = indexFiles({ inline: false });
    for (const pattern of [/\/t\/\d+\/\d+\./, /\/d\/\d+\/\d+\./]) {
      for (const garbage of ['[', '{"p":1}', '["!!!", 3]', '{"p":[],"r":[]}']) {
        const files = new Map([...sharded].map(([url, body]) => [url, pattern.test(url) ? garbage : body]));
        const corrupt = createLocalSearchClient({ baseUrl, fetch: fakeFetch(files).fetch });
        await expectUnavailable(corrupt.search('candles'));
      }
    }
  });

  it('rejects when the network fails, then recovers', async () => {
    let online = false;
    const { fetch } = fakeFetch(inline);
    const flaky: FetchLike = (url, init) =>
      online ? fetch(url, init) : Promise.reject(new TypeError('Failed to fetch'));
    const recovering = createLocalSearchClient({ baseUrl, fetch: flaky });
    const error = await recovering.search('candles').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchUnavailableError);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    online = true;
    expect((await recovering.search('candles')).total).toBeGreaterThan(0);
  });

  it('times out a fetch that never answers', async () => {
    const hanging = createLocalSearchClient({ baseUrl, fetch: () => new Promise(() => {}), timeoutMs: 50 });
    const started = performance.now();
    await expectUnavailable(hanging.search('candles'));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('honours an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client.search('candles', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });

    const slow = createLocalSearchClient({ baseUrl, fetch: () => new Promise(() => {}) });
    const later = new AbortController();
    const pending = slow.search('candles', { signal: later.signal });
    setTimeout(() => later.abort(), 10);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('never throws synchronously, whatever the input', async () => {
    const odd = [undefined, null, 42, {}] as unknown as string[];
    for (const query of odd) {
      const results = await client.search(query).catch((e: unknown) => e);
      expect(results).not.toBeInstanceOf(TypeError);
    }
  });
});
