// Type tests of the public API, by entry point (`.`, `./local`, `./indexer`): what an adapter or a
// site may rely on. Checked by `tsc` (`pnpm typecheck`) and reported by `vitest --typecheck`.
import { describe, expectTypeOf, test } from 'vitest';
import {
  groupHits,
  type IndexRecord,
  type SearchClient,
  type SearchHit,
  type SearchOptions,
  type SearchResultGroup,
  type SearchResults,
  SearchUnavailableError,
  type TextSegment,
} from '../src/index.js';
import { buildLocalIndex, type LocalIndexFile, type LocalIndexOptions } from '../src/indexer.js';
import { createLocalSearchClient, type FetchLike, type LocalSearchClientOptions } from '../src/local.js';

describe('SearchClient', () => {
  test('is search(query, options?) resolving to SearchResults, and an optional preload()', () => {
    expectTypeOf<SearchClient>().toEqualTypeOf<{
      search(query: string, options?: SearchOptions): Promise<SearchResults>;
      preload?(): Promise<unknown>;
    }>();
    expectTypeOf<SearchClient['search']>().parameter(0).toEqualTypeOf<string>();
    expectTypeOf<SearchClient['search']>().parameter(1).toEqualTypeOf<SearchOptions | undefined>();
  });

  test('options: signal, filters (section, tags), context (section), limit and offset, all optional', () => {
    expectTypeOf<SearchOptions>().toEqualTypeOf<{
      signal?: AbortSignal;
      filters?: { section?: string; tags?: string[] };
      context?: { section?: string };
      limit?: number;
      offset?: number;
    }>();
    expectTypeOf({}).toExtend<SearchOptions>();
  });

  test('a custom adapter is a plain object literal', () => {
    const adapter: SearchClient = {
      async search(query, options) {
        expectTypeOf(options?.filters?.section).toEqualTypeOf<string | undefined>();
        if (options?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
        if (!query) throw new SearchUnavailableError('backend down', { cause: new Error('503') });
        const hits: SearchHit[] = [];
        return { query, total: hits.length, groups: groupHits(hits) };
      },
    };
    expectTypeOf(adapter).toExtend<SearchClient>();
    // @ts-expect-error: results need `total` and `groups`
    const incomplete: SearchClient = { search: async (query: string) => ({ query }) };
    void incomplete;
  });
});

describe('SearchResults', () => {
  test('groups of hits by page, a total and optional suggestions', () => {
    expectTypeOf<SearchResults>().toEqualTypeOf<{
      query: string;
      total: number;
      groups: SearchResultGroup[];
      suggestions?: string[];
    }>();
    expectTypeOf<SearchResultGroup>().toEqualTypeOf<{
      url: string;
      title: string;
      section: string;
      hits: SearchHit[];
    }>();
  });

  test('a hit: url, level, hierarchy, and title and snippet as marked text segments', () => {
    expectTypeOf<SearchHit['type']>().toEqualTypeOf<'lvl1' | 'lvl2' | 'lvl3'>();
    expectTypeOf<SearchHit['hierarchy']>().toEqualTypeOf<{
      lvl0: string;
      lvl1: string;
      lvl2?: string;
      lvl3?: string;
    }>();
    expectTypeOf<SearchHit['title']>().toEqualTypeOf<TextSegment[]>();
    expectTypeOf<SearchHit['snippet']>().toEqualTypeOf<TextSegment[]>();
    expectTypeOf<TextSegment>().toEqualTypeOf<{ text: string; match?: boolean }>();
  });

  test('groupHits turns ranked hits into groups', () => {
    expectTypeOf(groupHits).toEqualTypeOf<(hits: SearchHit[]) => SearchResultGroup[]>();
  });

  test('SearchUnavailableError is an Error', () => {
    expectTypeOf<SearchUnavailableError>().toExtend<Error>();
    expectTypeOf<SearchUnavailableError['name']>().toEqualTypeOf<'SearchUnavailableError'>();
  });
});

describe('buildLocalIndex', () => {
  test('takes records (the pipeline’s search records) and options, returns files', () => {
    expectTypeOf(buildLocalIndex).parameter(0).toEqualTypeOf<IndexRecord[]>();
    expectTypeOf(buildLocalIndex).parameter(1).toEqualTypeOf<LocalIndexOptions | undefined>();
    expectTypeOf(buildLocalIndex).returns.toEqualTypeOf<LocalIndexFile[]>();
    expectTypeOf<LocalIndexFile>().toEqualTypeOf<{ path: string; contents: string }>();
  });

  test('options', () => {
    expectTypeOf<LocalIndexOptions>().toEqualTypeOf<{
      dir?: string;
      excerptLength?: number;
      inline?: boolean;
      termShardBytes?: number;
      docShardBytes?: number;
      postingsLimit?: number;
      sample?: 'records' | 'shards';
      synonyms?: Record<string, string[]>;
    }>();
    // @ts-expect-error: unknown option
    buildLocalIndex([], { shards: 4 });
  });

  test('IndexRecord', () => {
    expectTypeOf<IndexRecord>().toEqualTypeOf<{
      objectID: string;
      url: string;
      type: 'lvl1' | 'lvl2' | 'lvl3';
      hierarchy: { lvl0: string; lvl1: string; lvl2?: string; lvl3?: string };
      content: string;
      section: string;
      tags: string[];
      language: string;
      docusaurus_tag: string;
      priority?: number;
      category_page?: boolean;
    }>();
  });
});

describe('createLocalSearchClient', () => {
  test('returns a SearchClient', () => {
    expectTypeOf(createLocalSearchClient).returns.toEqualTypeOf<SearchClient>();
    expectTypeOf(createLocalSearchClient).parameter(0).toEqualTypeOf<LocalSearchClientOptions>();
  });

  test('options: baseUrl, and optionally any fetch-like function and a timeout', () => {
    expectTypeOf<LocalSearchClientOptions>().toEqualTypeOf<{
      baseUrl: string;
      fetch?: FetchLike;
      timeoutMs?: number;
    }>();
    createLocalSearchClient({ baseUrl: '/docs/search/' });
    createLocalSearchClient({ baseUrl: '/docs/search/', fetch: globalThis.fetch, timeoutMs: 5000 });
    createLocalSearchClient({
      baseUrl: '/docs/search/',
      fetch: async (url: string) => ({ ok: true, status: 200, text: async () => url }),
    });
    // @ts-expect-error: baseUrl is required
    createLocalSearchClient({});
  });
});
