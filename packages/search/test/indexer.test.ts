import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decodeIds,
  decodeNumbers,
  decodeTerms,
  encodeIds,
  encodeNumbers,
  encodeTerms,
} from '../src/codec.js';
import type { IndexRecord } from '../src/contract.js';
import { docShardFile, type Manifest, shardsPerFolder, termShardFile } from '../src/format.js';
import {
  buildLocalIndex,
  createLocalIndexBuilder,
  type LocalIndexFile,
  type LocalIndexOptions,
} from '../src/indexer.js';
import { createLocalSearchClient } from '../src/local.js';
import { distance, expandPage, fold, slug, tokenize } from '../src/text.js';
import { baseUrl, fakeFetch, hitsOf, marked, served } from './helpers.js';
import { syntheticRecords } from './synthetic.js';

const record = (
  url: string,
  type: IndexRecord['type'],
  hierarchy: Partial<IndexRecord['hierarchy']>,
  content = '',
) =>
  ({
    objectID: url,
    url,
    type,
    hierarchy: { lvl0: 'Docs', lvl1: 'Title', ...hierarchy },
    content,
    section: url.split('/')[1] ?? 'docs',
    tags: [],
    language: 'en',
    docusaurus_tag: 'docs-docs-current',
  }) as IndexRecord;

const odd: IndexRecord[] = [
  record('/docs/a', 'lvl1', { lvl1: 'Résumé Guide' }, 'Café naïve text about the résumé format.'),
  record('/docs/b#custom-id', 'lvl2', { lvl1: 'No Intro', lvl2: 'Custom Heading' }, 'Explicit anchor.'),
  record('/docs/b#deep', 'lvl3', { lvl1: 'No Intro', lvl3: 'Deep' }, 'An h3 whose record names no h2.'),
  record('/docs/a#setup', 'lvl2', { lvl1: 'Résumé Guide', lvl2: 'Setup' }, 'HTTPRequest and getQuoteData.'),
  record('/docs/a#setup-1', 'lvl2', { lvl1: 'Résumé Guide', lvl2: 'Setup' }, 'Second setup section.'),
  record('/docs/a#odd', 'lvl3', { lvl1: 'Résumé Guide', lvl2: 'Elsewhere', lvl3: 'Odd' }, 'Stated h2.'),
];

describe.each([true, false])('hand-made records (inline: %s)', (inline) => {
  const files = buildLocalIndex(odd, { inline, dir: '' });
  const client = createLocalSearchClient({ baseUrl, fetch: fakeFetch(served(files)).fetch });
  const byUrl = new Map(odd.map((r) => [r.url, r]));

  it('gives back every record as it was, grouped by page', async () => {
    const results = await client.search('a', { limit: 100 });
    for (const r of odd) {
      const hits = hitsOf(await client.search(r.hierarchy[r.type] as string, { limit: 100 }));
      const hit = hits.find((h) => h.url === r.url);
      expect(hit, r.url).toMatchObject({ url: r.url, type: r.type, hierarchy: r.hierarchy, section: 'docs' });
    }
    expect(results.query).toBe('a');
    expect(files[0]?.path).toBe('manifest.json');
    expect(byUrl.size).toBe(odd.length);
  });

  it('folds diacritics and splits camelCase', async () => {
    const [hit] = hitsOf(await client.search('resume'));
    expect(hit?.url).toBe('/docs/a');
    expect(marked(hit?.title ?? [])).toEqual(['Résumé']);
    expect(hitsOf(await client.search('cafe naive'))[0]?.url).toBe('/docs/a');
    const setup = hitsOf(await client.search('quote request'));
    expect(setup[0]?.url).toBe('/docs/a#setup');
    expect(marked(setup[0]?.snippet ?? [])).toEqual(['Request', 'Quote']);
  });
});

it('builds an empty index that finds nothing', async () => {
  const files = buildLocalIndex([]);
  const client = createLocalSearchClient({ baseUrl, fetch: fakeFetch(served(files)).fetch });
  expect(await client.search('anything')).toEqual({ query: 'anything', total: 0, groups: [] });
});

it('lists only the words the engine cannot see in an inline index', () => {
  const [file] = buildLocalIndex(odd);
  const manifest = JSON.parse(file?.contents ?? '{}') as Manifest;
  expect(manifest.inline?.d.p).toEqual([
    ['/docs/a', 'Résumé Guide'],
    ['/docs/b', 'No Intro'],
  ]);
  expect(manifest.inline?.d.r).toEqual([
    ['', 'Café naïve text about the résumé format.'],
    ['Setup', 'HTTPRequest and getQuoteData.'],
    ['Setup', 'Second setup section.'],
    ['Odd', 'Stated h2.', 0, ['Elsewhere', 'Odd']],
    ['Custom Heading', 'Explicit anchor.', 'custom-id'],
    ['Deep', 'An h3 whose record names no h2.', 0, ['', 'Deep']],
  ]);
  expect(decodeTerms(manifest.terms)).toEqual([]);
  expect(manifest.records).toBe(String.fromCharCode(48 + 2, 48 + 11, 48 + 11, 48 + 21, 48 + 12, 48 + 21));
});

describe('codec and text helpers', () => {
  it('round-trips numbers, ids and terms', () => {
    const numbers = [0, 1, 31, 32, 1023, 1024, 2 ** 31, 123456789];
    expect(decodeNumbers(encodeNumbers(numbers))).toEqual(numbers);
    expect(encodeNumbers([0, 31, 32, 1025])).toBe('0VX0XW1');
    const ids = [0, 1, 2, 3, 10, 500, 501];
    expect(encodeIds(ids)).toBe('00006l90');
    expect(decodeIds(encodeIds(ids))).toEqual(ids);
    const terms = ['candle', 'candles', 'candlestick', 'cap', 'résumé', '2024'].sort();
    expect(decodeTerms(encodeTerms(terms))).toEqual(terms);
    expect(encodeTerms(['candle', 'candles'])).toBe('0candle 6s');
    expect(() => decodeNumbers('0!')).toThrow();
    expect(() => decodeNumbers('W')).toThrow();
    expect(() => decodeTerms('5abc')).toThrow();
  });

  it('tokenises, folds and slugs like the pipeline', () => {
    expect(tokenize('FundCandlesRequest, v1 HTTPServer', true).map((t) => t.term)).toEqual([
      'fundcandlesrequest',
      'fund',
      'candles',
      'request',
      'v1',
      'httpserver',
      'http',
      'server',
    ]);
    expect(tokenize('s is no_data; MARKETDATA_TOKEN', true).map((t) => t.term)).toEqual([
      's',
      'is',
      'no_data',
      'no',
      'data',
      'marketdata_token',
      'marketdata',
      'token',
    ]);
    expect(tokenize('no_data').map((t) => t.term)).toEqual(['no_data']);
    expect(fold('ÉCOLE Ärger ﬁle')).toBe('ecole arger file');
    expect(slug('Step 1: Monitor the Original Collection for Updates')).toBe(
      'step-1-monitor-the-original-collection-for-updates',
    );
    expect(slug('Add-ons, Scripts & Macros')).toBe('add-ons-scripts--macros');
    expect(
      expandPage(
        [1, 2, 2, 3],
        [
          ['', ''],
          ['Len', ''],
          ['Len', ''],
          ['Len', ''],
        ],
      ).map((s) => s.anchor),
    ).toEqual(['', 'len', 'len-1', 'len-2']);
  });

  it('measures edits with transpositions and gives up past the budget', () => {
    expect(distance('candls', 'candles', 1)).toBe(1);
    expect(distance('qoute', 'quote', 1)).toBe(1);
    expect(distance('kitten', 'sitting', 3)).toBe(3);
    expect(distance('kitten', 'sitting', 1)).toBe(2);
    expect(distance('a', 'abcdef', 2)).toBe(3);
    expect(distance('expiration', 'expirations', 2)).toBe(1);
  });
});

describe('sharded layout', () => {
  it('puts at most 1,000 shards in a folder, named by number and content hash', () => {
    expect(termShardFile(0, 'abc')).toBe('t/0/0.abc.json');
    expect(termShardFile(999, 'abc')).toBe('t/0/999.abc.json');
    expect(termShardFile(1000, 'abc')).toBe('t/1/1000.abc.json');
    expect(docShardFile(2345, 'abc')).toBe('d/2/2345.abc.json');
    expect(shardsPerFolder).toBe(1000);

    const files = buildLocalIndex(syntheticRecords(2000), { termShardBytes: 200, docShardBytes: 300 });
    const manifest = JSON.parse(files[0]?.contents ?? '{}') as Manifest;
    const folders = new Map<string, number>();
    for (const file of files.slice(1)) {
      expect(file.path).toMatch(new RegExp(`^search/[td]/\\d+/\\d+\\.${manifest.id}\\.json$`));
      const folder = file.path.slice(0, file.path.lastIndexOf('/'));
      folders.set(folder, (folders.get(folder) ?? 0) + 1);
    }
    expect(files.length).toBeGreaterThan(2000);
    expect(Math.max(...folders.values())).toBe(1000);
    expect([...folders.keys()]).toContain('search/d/1');
  });

  it('derives where pages start from the record list when each page starts with its page record', async () => {
    const manifestOf = (records: IndexRecord[]) =>
      JSON.parse(buildLocalIndex(records, { inline: false })[0]?.contents ?? '{}') as Manifest;
    const synthetic = manifestOf(syntheticRecords(200));
    expect(synthetic.pages).toBeUndefined();
    expect(decodeNumbers(synthetic.sectionRuns)).toEqual([80, 0, 60, 1, 40, 2, 20, 3]);
    // '/docs/b' has no page record: the counts are written.
    const withCounts = manifestOf(odd);
    expect(decodeNumbers(withCounts.pages ?? '')).toEqual([4, 2]);
    for (const records of [syntheticRecords(200), odd]) {
      const client = createLocalSearchClient({
        baseUrl,
        fetch: fakeFetch(served(buildLocalIndex(records, { inline: false }))).fetch,
      });
      const page = records[records.length - 1] as IndexRecord;
      const hits = hitsOf(
        await client.search(page.hierarchy.lvl3 ?? page.hierarchy.lvl2 ?? page.hierarchy.lvl1),
      );
      expect(hits.map((h) => h.url)).toContain(page.url);
    }
  });

  /** The postings lists of 1,000 pages indexed without a limit and with a limit of 100. */
  const limitedAndFull = (options: LocalIndexOptions) => {
    const records = syntheticRecords(1000);
    const full = buildLocalIndex(records, { ...options, postingsLimit: Number.POSITIVE_INFINITY });
    const limited = buildLocalIndex(records, { ...options, postingsLimit: 100 });
    const termsOfIndex = (files: typeof full) =>
      decodeTerms((JSON.parse(files[0]?.contents ?? '{}') as Manifest).terms);
    expect(termsOfIndex(limited)).toEqual(termsOfIndex(full));
    const lists = (files: typeof full) =>
      files.filter((f) => f.path.startsWith('search/t/')).flatMap((f) => JSON.parse(f.contents) as string[]);
    const fullLists = lists(full).map((entry) => entry.split('.').map(decodeIds));
    const limitedLists = lists(limited).map((entry) => entry.split('.').map(decodeIds));
    expect(Math.max(...fullLists.flat().map((ids) => ids.length))).toBeGreaterThan(2000);
    return { limited, fullLists, limitedLists };
  };

  it('keeps an even sample of at most postingsLimit pages or records per term and place', async () => {
    const { limited, fullLists, limitedLists } = limitedAndFull({ inline: false });
    fullLists.forEach((places, t) => {
      places.forEach((ids, place) => {
        const kept = limitedLists[t]?.[place] ?? [];
        if (ids.length <= 100) expect(kept).toEqual(ids);
        else {
          expect(kept.length).toBe(100);
          for (const id of kept) expect(ids).toContain(id);
          // Spread over the whole list, not its first hundred.
          expect(kept[kept.length - 1]).toBeGreaterThan(ids[Math.floor(ids.length * 0.9)] as number);
        }
      });
    });

    const client = createLocalSearchClient({ baseUrl, fetch: fakeFetch(served(limited)).fetch });
    const results = await client.search('refresh', { filters: { section: 'account' } });
    expect(results.total).toBeGreaterThan(0);
    for (const hit of hitsOf(results)) expect(hit.section).toBe('account');
  });

  it('with sample: shards, keeps at most postingsLimit pages or records per term and place, all those of whole doc shards spread over the site', async () => {
    const { limited, fullLists, limitedLists } = limitedAndFull({ inline: false, sample: 'shards' });
    const manifest = JSON.parse(limited[0]?.contents ?? '{}') as Manifest;
    // The doc shard of a page (title lists) or of a record (heading and text lists).
    const docStarts = decodeIds(manifest.docShards);
    const pageStarts = [0];
    for (let r = 1; r < manifest.records.length; r++)
      if (manifest.records.charCodeAt(r) < 58) pageStarts.push(r);
    const last = (starts: number[], id: number) => starts.findLastIndex((start) => start <= id);
    const shardOf = (place: number, id: number) => last(docStarts, place ? last(pageStarts, id) : id);
    let thinned = 0;
    fullLists.forEach((places, t) => {
      places.forEach((ids, place) => {
        const kept = limitedLists[t]?.[place] ?? [];
        if (ids.length <= 100) {
          expect(kept).toEqual(ids);
          return;
        }
        thinned++;
        expect(kept.length).toBeLessThanOrEqual(100);
        expect(kept.length).toBeGreaterThan(25);
        // Every id of the shards that are multiples of a power of two, up to the list's last shard.
        const shards = [...new Set(kept.map((id) => shardOf(place, id)))];
        let stride = 2;
        while (stride < docStarts.length && shards.every((shard) => shard % (stride * 2) === 0)) stride *= 2;
        expect(shards.every((shard) => shard % stride === 0)).toBe(true);
        expect(kept).toEqual(ids.filter((id) => shardOf(place, id) % stride === 0));
        expect(
          shardOf(place, ids[ids.length - 1] as number) - (shards[shards.length - 1] as number),
        ).toBeLessThan(stride);
        expect(shards.length).toBeLessThan(kept.length);
      });
    });
    expect(thinned).toBeGreaterThan(10);

    const client = createLocalSearchClient({ baseUrl, fetch: fakeFetch(served(limited)).fetch });
    const results = await client.search('refresh', { filters: { section: 'account' } });
    expect(results.total).toBeGreaterThan(0);
    for (const hit of hitsOf(results)) expect(hit.section).toBe('account');
  });
});

describe('built a page at a time', () => {
  const digest = (files: LocalIndexFile[]) => {
    const hash = createHash('sha256');
    for (const file of files) hash.update(file.path).update('\0').update(file.contents).update('\0');
    return `${files.length}:${hash.digest('hex').slice(0, 16)}`;
  };
  // What buildLocalIndex wrote when it held every record (before the builder), for the same records
  // (since format 3, whose manifest says `"v":3`, and a route's last segment indexed as one word too).
  it.each([
    [0, {}, '1:e0816cdae8f0fec7'],
    [50, {}, '1:09190f0334018d1c'],
    [300, {}, '1:ad88e0f879c6e897'],
    [2000, {}, '417:ba182a7ffdf49687'],
    [500, { inline: false }, '110:e0eef95f47ec2ba7'],
    [200, { inline: true }, '1:e0ec7ece48132528'],
    [1000, { inline: false, postingsLimit: 100 }, '206:37ea03cc91951de2'],
    [3000, { synonyms: { 'price history': ['candles'] } }, '604:e4caba8a027fe09a'],
  ])('writes the files of the whole-array build for %i pages (%j)', (pages, options, expected) => {
    const records = syntheticRecords(pages);
    const builder = createLocalIndexBuilder(options);
    for (const record of records) builder.add(record);
    expect(builder.records).toBe(records.length);
    expect(digest(builder.finish())).toBe(expected);
    expect(digest(buildLocalIndex(records, options))).toBe(expected);
  });

  it('takes a page that comes back after another page as a new page', () => {
    const builder = createLocalIndexBuilder({ inline: false, dir: '' });
    for (const record of odd) builder.add(record);
    const manifest = JSON.parse(builder.finish()[0]?.contents ?? '{}') as Manifest;
    // '/docs/a', '/docs/b', '/docs/a' again: three pages, where buildLocalIndex groups two.
    expect(decodeNumbers(manifest.pages ?? '')).toEqual([1, 2, 3]);
    expect(
      decodeNumbers(JSON.parse(buildLocalIndex(odd, { inline: false, dir: '' })[0]?.contents ?? '{}').pages),
    ).toEqual([4, 2]);
  });
});
