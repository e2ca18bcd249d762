import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildLocalIndex } from '../src/indexer.js';
import { createLocalSearchClient, type FetchLike } from '../src/local.js';
import { hitsOf, marked, textOf } from './helpers.js';
import { syntheticRecords } from './synthetic.js';

describe('10,000 generated pages', () => {
  const records = syntheticRecords(10_000);
  const files = buildLocalIndex(records);
  const byUrl = new Map(files.map((f) => [`/${f.path}`, f.contents]));
  const gzipped = new Map<string, number>();
  const gzipOf = (url: string) => {
    let size = gzipped.get(url);
    if (size === undefined) {
      size = gzipSync(byUrl.get(url) ?? '').length;
      gzipped.set(url, size);
    }
    return size;
  };
  const coldClient = () => {
    const fetched = { bytes: 0, files: 0 };
    const fetch: FetchLike = async (url) => {
      const body = byUrl.get(url);
      if (body !== undefined) {
        fetched.bytes += gzipOf(url);
        fetched.files++;
      }
      return { ok: body !== undefined, status: body === undefined ? 404 : 200, text: async () => body ?? '' };
    };
    return { client: createLocalSearchClient({ baseUrl: '/search/', fetch }), fetched };
  };

  it('splits the index into a small manifest and shards', () => {
    expect(records.length).toBeGreaterThan(60_000);
    const manifest = files[0];
    expect(manifest?.path).toBe('search/manifest.json');
    expect(JSON.parse(manifest?.contents ?? '{}').inline).toBeUndefined();
    expect(files.length).toBeGreaterThan(100);
    expect(gzipOf('/search/manifest.json')).toBeLessThan(40 * 1024);
  });

  it('fetches under 300 KB gzip for any one query', async () => {
    const queries = [
      'price',
      'candle quote',
      'price candle volume symbol strike',
      'expiration',
      'expiraton',
      'resolu',
      'p',
      '1',
      'status 4242',
      'qtatus',
      'zzqx',
      'billing plan credit refresh formula sheet',
    ];
    let worst = { query: '', bytes: 0, files: 0 };
    for (const query of queries) {
      const { client, fetched } = coldClient();
      const results = await client.search(query, { limit: 20 });
      if (query !== 'zzqx') expect(results.total, query).toBeGreaterThan(0);
      if (fetched.bytes > worst.bytes) worst = { query, ...fetched };
      expect(fetched.bytes, query).toBeLessThan(300 * 1024);
    }
    console.log(
      `10,000 pages: at most ${(worst.bytes / 1024).toFixed(1)} KB gzip in ${worst.files} files ("${worst.query}")`,
    );
  });

  it('ranks, filters and pages as on the small index', async () => {
    const { client } = coldClient();
    const page = records.find((r) => r.type === 'lvl1' && r.hierarchy.lvl1.endsWith(' 4242'));
    const [first] = hitsOf(await client.search('4242'));
    expect(first?.url).toBe(page?.url);
    expect(marked(first?.title ?? [])).toEqual(['4242']);

    const results = await client.search('refresh', {
      filters: { section: 'sheets', tags: ['Sheets: High Usage'] },
    });
    const tagged = new Set(records.filter((r) => r.tags.includes('Sheets: High Usage')).map((r) => r.url));
    expect(results.total).toBeGreaterThan(0);
    for (const hit of hitsOf(results)) expect(tagged.has(hit.url)).toBe(true);

    const second = await client.search('strike', { limit: 5, offset: 5 });
    expect(hitsOf(second)).toHaveLength(5);
    for (const hit of hitsOf(second)) expect(textOf(hit.title) + textOf(hit.snippet)).toBeTruthy();
  });
});
