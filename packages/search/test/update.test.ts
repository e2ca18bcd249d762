import { describe, expect, it } from 'vitest';
import { decodeIds } from '../src/codec.js';
import type { IndexRecord } from '../src/contract.js';
import type { Manifest } from '../src/format.js';
import {
  createLocalIndexBuilder,
  type LocalIndexFile,
  type LocalIndexLayout,
  type LocalIndexOptions,
  updateLocalIndex,
} from '../src/indexer.js';
import { createLocalSearchClient } from '../src/local.js';
import { baseUrl, fakeFetch, hitsOf, routeOf, served } from './helpers.js';
import { syntheticRecords } from './synthetic.js';

const options: LocalIndexOptions = { inline: false, termShardBytes: 2000, docShardBytes: 1500 };

function build(records: IndexRecord[], opts = options) {
  const builder = createLocalIndexBuilder(opts);
  for (const record of records) builder.add(record);
  const files = builder.finish();
  return { files, layout: builder.layout() as LocalIndexLayout };
}

/** The records with one page's text replaced (same records, new words). */
function edited(records: IndexRecord[], route: string, text: string): IndexRecord[] {
  return records.map((r) => (routeOf(r.url) === route ? { ...r, content: `${text} ${r.content}` } : r));
}

function update(
  previous: ReturnType<typeof build>,
  records: IndexRecord[],
  routes: string[],
  opts = options,
) {
  const byPath = new Map(previous.files.map((f) => [f.path, f.contents]));
  const changed = new Map(routes.map((route) => [route, records.filter((r) => routeOf(r.url) === route)]));
  return updateLocalIndex({ layout: previous.layout, changed, read: (p) => byPath.get(p), options: opts });
}

/** The files an update leaves in place: the ones it writes and the ones it keeps. */
function inPlace(previous: LocalIndexFile[], result: NonNullable<ReturnType<typeof updateLocalIndex>>) {
  const byPath = new Map(previous.map((f) => [f.path, f.contents]));
  return [...result.files, ...result.kept.map((path) => ({ path, contents: byPath.get(path) as string }))];
}

const search = async (files: LocalIndexFile[], query: string) => {
  const client = createLocalSearchClient({ baseUrl, fetch: fakeFetch(served(files)).fetch });
  const results = await client.search(query, { limit: 50 });
  return { total: results.total, urls: hitsOf(results).map((h) => h.url) };
};

describe('updating a sharded index for an edited page', () => {
  const records = syntheticRecords(400);
  const before = build(records);
  const route = before.layout.routes[137] as string;
  const next = edited(records, route, 'Zanzibar quokka appears.');
  const result = update(before, next, [route]);

  it('writes the manifest, the term shards of the words that changed and the page doc shard, and keeps the rest', () => {
    expect(result).toBeDefined();
    const written = result?.files.map((f) => f.path) ?? [];
    expect(written[0]).toBe('search/manifest.json');
    const docs = written.filter((p) => p.startsWith('search/d/'));
    const terms = written.filter((p) => p.startsWith('search/t/'));
    expect(docs).toHaveLength(1);
    const shardCount = before.files.filter((f) => f.path.startsWith('search/t/')).length;
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.length).toBeLessThan(shardCount);
    // Every file the new manifest names is written or kept, and nothing else.
    const manifest = JSON.parse(result?.files[0]?.contents ?? '{}') as Manifest;
    const names = new Set([...written.slice(1), ...(result?.kept ?? [])]);
    expect(names.size).toBe(decodeIds(manifest.termShards).length + decodeIds(manifest.docShards).length);
    const previous = new Set(before.files.map((f) => f.path));
    for (const path of result?.kept ?? []) expect(previous.has(path)).toBe(true);
    for (const path of written.slice(1)) expect(previous.has(path)).toBe(false);
    // The renamed shards carry their own hash, listed in the manifest.
    expect(Object.keys(manifest.ids?.t ?? {})).toHaveLength(terms.length);
    expect(Object.keys(manifest.ids?.d ?? {})).toHaveLength(1);
  });

  it('answers every query as a whole build of the new records does', async () => {
    const files = inPlace(before.files, result as NonNullable<typeof result>);
    const whole = build(next).files;
    for (const query of [
      'zanzibar',
      'quokka appears',
      'candle',
      'strike price',
      'refresh token',
      'billing',
    ]) {
      expect(await search(files, query), query).toEqual(await search(whole, query));
    }
    expect((await search(files, 'quokka')).urls[0]?.startsWith(route)).toBe(true);
    // The words the page lost no longer find it.
    const undone = update({ files, layout: result?.layout as LocalIndexLayout }, records, [
      route,
    ]) as NonNullable<typeof result>;
    expect((await search(inPlace(files, undone), 'quokka')).total).toBe(0);
    for (const query of ['candle', 'strike price', 'billing']) {
      expect(await search(inPlace(files, undone), query)).toEqual(await search(before.files, query));
    }
  });

  it('asks for a whole build when a page gains a record, a page is new, or the index is one file', () => {
    const extra = records.findIndex((r) => routeOf(r.url) === route);
    const grown = [...records];
    grown.splice(extra + 1, 0, { ...(records[extra] as IndexRecord), url: `${route}#new`, type: 'lvl2' });
    expect(update(before, grown, [route])).toBeUndefined();
    expect(
      update(before, [{ ...(records[0] as IndexRecord), url: '/docs/new' }], ['/docs/new']),
    ).toBeUndefined();
    const small = syntheticRecords(20);
    const inline = build(small, { inline: true });
    expect(inline.layout).toBeUndefined();
  });

  it('keeps a sampled list at its limit, the page new entries in place of its old ones', async () => {
    const limited: LocalIndexOptions = { ...options, postingsLimit: 40 };
    const start = build(records, limited);
    expect(Object.keys(start.layout.sampled).length).toBeGreaterThan(0);
    const updated = update(start, next, [route], limited) as NonNullable<typeof result>;
    for (const file of updated.files.filter((f) => f.path.startsWith('search/t/'))) {
      for (const entry of JSON.parse(file.contents) as string[]) {
        for (const list of entry.split('.')) expect(decodeIds(list).length).toBeLessThanOrEqual(80);
      }
    }
    expect((await search(inPlace(start.files, updated), 'quokka')).urls[0]?.startsWith(route)).toBe(true);
  });

  it('with sample: shards, gives a list that keeps some doc shards the new entries of a page only in those, within its limit', async () => {
    const limited: LocalIndexOptions = { ...options, postingsLimit: 40, sample: 'shards' };
    const start = build(records, limited);
    // `zanzibar` will be a sampled list of the text place, keeping the pages of every other doc shard.
    const manifest = JSON.parse(start.files[0]?.contents ?? '{}') as Manifest;
    const docStarts = decodeIds(manifest.docShards);
    const shardOf = (page: number) => docStarts.findLastIndex((first) => first <= page);
    const routes = start.layout.routes.filter((_, page) => page % 3 === 0);
    const grown = routes.reduce((all, r) => edited(all, r, 'Zanzibar.'), records);
    const whole = build(grown, limited);
    const stride = whole.layout.sampled['2zanzibar'] as number;
    expect(stride).toBeGreaterThan(1);
    expect(Object.keys(start.layout.sampled).length).toBeGreaterThan(0);

    // One page of a kept shard and one of a dropped shard gain the word.
    const keptPage = start.layout.routes.findIndex((_, page) => page % 3 && shardOf(page) % stride === 0);
    const droppedPage = start.layout.routes.findIndex((_, page) => page % 3 && shardOf(page) % stride);
    const kept = start.layout.routes[keptPage] as string;
    const dropped = start.layout.routes[droppedPage] as string;
    const first = update(start, grown, routes.slice(0, 40), limited) as NonNullable<typeof result>;
    let files = inPlace(start.files, first);
    let layout = first.layout;
    for (let at = 40; at < routes.length; at += 40) {
      const step = update({ files, layout }, grown, routes.slice(at, at + 40), limited) as NonNullable<
        typeof result
      >;
      files = inPlace(files, step);
      layout = step.layout;
    }
    expect(layout.sampled['2zanzibar']).toBe(stride);
    const more = edited(edited(grown, kept, 'Zanzibar.'), dropped, 'Zanzibar.');
    const last = update({ files, layout }, more, [kept, dropped], limited) as NonNullable<typeof result>;
    const urls = (await search(inPlace(files, last), 'zanzibar')).urls;
    expect(urls.some((url) => url.startsWith(kept))).toBe(true);
    expect(urls.some((url) => url.startsWith(dropped))).toBe(false);
    for (const file of last.files.filter((f) => f.path.startsWith('search/t/'))) {
      for (const entry of JSON.parse(file.contents) as string[]) {
        for (const list of entry.split('.')) expect(decodeIds(list).length).toBeLessThanOrEqual(40);
      }
    }
  });
});
