import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAlgoliaSearchClient, decodeEntities, parseHighlight } from '../src/algolia.js';
import { SearchUnavailableError } from '../src/contract.js';
import { closedPort, startAlgoliaStub } from './algolia-stub.js';

let stub: Awaited<ReturnType<typeof startAlgoliaStub>>;

beforeAll(async () => {
  stub = await startAlgoliaStub();
});
afterAll(async () => {
  await stub.close();
});
afterEach(() => {
  stub.setMode('ok');
  stub.answer([]);
  stub.requests.length = 0;
});

const clientFor = (options: Partial<Parameters<typeof createAlgoliaSearchClient>[0]> = {}) =>
  createAlgoliaSearchClient({
    appId: 'TESTAPP',
    apiKey: 'search-key',
    indexName: 'docs',
    hosts: [stub.host],
    timeouts: { connect: 200, read: 300 },
    ...options,
  });

const lastQuery = () => {
  const request = stub.requests.at(-1);
  expect(request?.method).toBe('POST');
  expect(request?.path).toBe('/1/indexes/*/queries');
  const body = request?.body as { requests: Record<string, unknown>[] };
  return body.requests[0] as Record<string, unknown>;
};

const hit = {
  objectID: '/api/stocks/candles#request-parameters',
  url: '/api/stocks/candles#request-parameters',
  type: 'lvl2',
  section: 'api',
  hierarchy: { lvl0: 'API', lvl1: 'Candles', lvl2: 'Request Parameters', lvl3: null },
  content: 'resolution string The length of time each candle covers.',
  _highlightResult: {
    hierarchy: {
      lvl1: { value: '<mark>Candles</mark>', matchLevel: 'full', matchedWords: ['candles'] },
      lvl2: { value: 'Request Parameters', matchLevel: 'none', matchedWords: [] },
    },
  },
  _snippetResult: {
    content: {
      value:
        '… each <mark>candle</mark> covers &amp; &lt;b&gt;bold&lt;/b&gt; &#x27;q&#39; <script>alert(1)</script>…',
      matchLevel: 'partial',
    },
  },
};

describe('createAlgoliaSearchClient', () => {
  it('sends the contextual filter, highlight attributes and paging', async () => {
    await clientFor({ docusaurusTag: 'docs-api-current' }).search('candles', { limit: 5, offset: 10 });
    const query = lastQuery();
    expect(query).toMatchObject({
      indexName: 'docs',
      query: 'candles',
      facetFilters: [['language:en'], ['docusaurus_tag:docs-api-current', 'docusaurus_tag:default']],
      hitsPerPage: 5,
      page: 2,
      attributesToHighlight: [
        'hierarchy.lvl0',
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'hierarchy.lvl3',
        'content',
      ],
      attributesToSnippet: ['content:20'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    const { headers, query: params } = stub.requests.at(-1) ?? {};
    expect(headers?.['x-algolia-application-id'] ?? params?.get('x-algolia-application-id')).toBe('TESTAPP');
    expect(headers?.['x-algolia-api-key'] ?? params?.get('x-algolia-api-key')).toBe('search-key');
  });

  it('uses the default tag alone without a section, and follows a changing tag', async () => {
    await clientFor().search('quotes');
    expect(lastQuery().facetFilters).toEqual([['language:en'], ['docusaurus_tag:default']]);
    expect(lastQuery()).toMatchObject({ hitsPerPage: 20, page: 0 });

    let section = 'sdk';
    const client = clientFor({ language: 'fr', docusaurusTag: () => `docs-${section}-current` });
    await client.search('quotes');
    expect(lastQuery().facetFilters).toEqual([
      ['language:fr'],
      ['docusaurus_tag:docs-sdk-current', 'docusaurus_tag:default'],
    ]);
    section = 'sheets';
    await client.search('quotes', {
      filters: { section: 'sheets', tags: ['Sheets: Premium', 'Sheets: High Usage'] },
    });
    expect(lastQuery().facetFilters).toEqual([
      ['language:fr'],
      ['docusaurus_tag:docs-sheets-current', 'docusaurus_tag:default'],
      ['section:sheets'],
      ['tags:Sheets: Premium'],
      ['tags:Sheets: High Usage'],
    ]);
    expect(lastQuery().optionalFilters).toBeUndefined();
  });

  it("ranks the reader's section first with an optional filter", async () => {
    await clientFor().search('candles', { context: { section: 'sdk' } });
    expect(lastQuery().optionalFilters).toEqual(['section:sdk']);
    expect(lastQuery().facetFilters).toEqual([['language:en'], ['docusaurus_tag:default']]);
  });

  it('maps hits to the contract, as text segments without HTML', async () => {
    const { _snippetResult, ...page } = hit;
    stub.answer(
      [
        hit,
        { ...page, url: '/api/stocks/candles', type: 'lvl1', hierarchy: { lvl0: 'API', lvl1: 'Candles' } },
      ],
      42,
    );
    const results = await clientFor().search('candle');
    expect(results.total).toBe(42);
    expect(results.query).toBe('candle');
    expect(results.groups).toHaveLength(1);
    const [group] = results.groups;
    expect(group).toMatchObject({ url: '/api/stocks/candles', title: 'Candles', section: 'api' });
    const [first, second] = group?.hits ?? [];
    expect(first).toEqual({
      url: '/api/stocks/candles#request-parameters',
      type: 'lvl2',
      hierarchy: { lvl0: 'API', lvl1: 'Candles', lvl2: 'Request Parameters' },
      title: [{ text: 'Request Parameters' }],
      snippet: [
        { text: '… each ' },
        { text: 'candle', match: true },
        { text: " covers & <b>bold</b> 'q' <script>alert(1)</script>…" },
      ],
      section: 'api',
    });
    expect(second?.title).toEqual([{ text: 'Candles', match: true }]);
    expect(second?.snippet).toEqual([{ text: 'resolution string The length of time each candle covers.' }]);
  });

  it('parses highlight markup and entities', () => {
    expect(parseHighlight('<mark>Bulk</mark> <mark>Quotes</mark> &amp; more')).toEqual([
      { text: 'Bulk', match: true },
      { text: ' ' },
      { text: 'Quotes', match: true },
      { text: ' & more' },
    ]);
    expect(parseHighlight('<mark>&lt;iframe&gt;</mark>')).toEqual([{ text: '<iframe>', match: true }]);
    expect(parseHighlight('')).toEqual([]);
    expect(decodeEntities('&quot;a&quot; &#8212; &#x1F4C8; &nbsp;&bogus; &#0; &#xFFFFFFF;')).toBe(
      '"a" — 📈 \u00a0&bogus; &#0; &#xFFFFFFF;',
    );
  });

  it.each([
    ['HTTP 500', 'error500'],
    ['a timeout', 'timeout'],
    ['malformed JSON', 'malformed'],
    ['JSON of another shape', 'unexpected'],
  ] as const)('rejects %s with SearchUnavailableError, then recovers', async (_, mode) => {
    const client = clientFor();
    stub.setMode(mode);
    const started = performance.now();
    const error = await client.search('candles').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchUnavailableError);
    expect(performance.now() - started).toBeLessThan(3000);
    stub.setMode('ok');
    stub.answer([hit], 1);
    const results = await client.search('candles');
    expect(results.total).toBe(1);
  });

  it('rejects when offline (nothing listens)', async () => {
    const port = await closedPort();
    const offline = clientFor({ hosts: [{ url: '127.0.0.1', port, protocol: 'http' }] });
    await expect(offline.search('candles')).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(offline.search('candles')).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  it('rejects bad credentials on search rather than on creation', async () => {
    const client = createAlgoliaSearchClient({ appId: '', apiKey: '', indexName: 'docs' });
    const error = await client.search('candles').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchUnavailableError);
    expect(String((error as Error).cause)).toContain('appId');
  });

  it('rejects an answer of another shape', async () => {
    stub.setMode('unexpected');
    await expect(clientFor().search('candles')).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  it('honours an aborted signal', async () => {
    const client = clientFor();
    const aborted = new AbortController();
    aborted.abort();
    await expect(client.search('candles', { signal: aborted.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });

    stub.setMode('timeout');
    const later = new AbortController();
    const pending = client.search('candles', { signal: later.signal });
    setTimeout(() => later.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
