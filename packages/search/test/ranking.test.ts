import { describe, expect, it } from 'vitest';
import type { IndexRecord, SearchOptions } from '../src/contract.js';
import { buildLocalIndex, type LocalIndexOptions } from '../src/indexer.js';
import { createLocalSearchClient } from '../src/local.js';
import { fakeFetch, hitsOf, marked, served } from './helpers.js';

interface PageSpec {
  /** `api`, `sdk`, … */
  section?: string;
  /** `lvl0`: the section and the categories above the page. */
  place?: string;
  text?: string;
  /** `[level, heading, text]` of each section of the page. */
  sections?: Array<[2 | 3, string, string]>;
  priority?: number;
  category?: boolean;
}

/** The records of one page, as the pipeline writes them. */
function page(route: string, title: string, spec: PageSpec = {}): IndexRecord[] {
  const { section = 'api', place = 'API', text = '', sections = [] } = spec;
  const base = {
    section,
    tags: [],
    language: 'en',
    docusaurus_tag: `docs-${section}-current`,
    ...(spec.priority !== undefined && { priority: spec.priority }),
    ...(spec.category && { category_page: true }),
  };
  let h2 = '';
  return [
    {
      ...base,
      objectID: route,
      url: route,
      type: 'lvl1',
      hierarchy: { lvl0: place, lvl1: title },
      content: text,
    },
    ...sections.map(([level, heading, content]): IndexRecord => {
      const anchor = heading.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      if (level === 2) h2 = heading;
      return {
        ...base,
        objectID: `${route}#${anchor}`,
        url: `${route}#${anchor}`,
        type: level === 2 ? 'lvl2' : 'lvl3',
        hierarchy:
          level === 2
            ? { lvl0: place, lvl1: title, lvl2: heading }
            : { lvl0: place, lvl1: title, lvl2: h2, lvl3: heading },
        content,
      };
    }),
  ];
}

/** Search over an index of these records; answers the pages (or hits) in rank order. */
function engine(records: IndexRecord[], options: LocalIndexOptions = {}) {
  const files = served(buildLocalIndex(records, options));
  const client = createLocalSearchClient({
    baseUrl: 'https://docs.test/docs-staging/search/',
    fetch: fakeFetch(files).fetch,
  });
  return {
    pages: async (query: string, search: SearchOptions = {}) =>
      (await client.search(query, { limit: 100, ...search })).groups.map((g) => g.url),
    hits: async (query: string, search: SearchOptions = {}) =>
      hitsOf(await client.search(query, { limit: 100, ...search })),
  };
}

describe('ranking rules of the local engine', () => {
  it('ranks a match in the page title above one in a heading above one in the text', async () => {
    const search = engine([
      ...page('/text', 'Guide', { text: 'How to read a ledger.' }),
      ...page('/heading', 'Reference', { sections: [[2, 'Ledger', 'Each line of it.']] }),
      ...page('/title', 'Ledger'),
    ]);
    expect(await search.pages('ledger')).toEqual(['/title', '/heading', '/text']);
  });

  it('ranks whole words above prefixes above typos', async () => {
    const search = engine([
      ...page('/typo', 'Trade'),
      ...page('/prefix', 'Tradership'),
      ...page('/exact', 'Trader'),
    ]);
    expect(await search.pages('trader')).toEqual(['/exact', '/prefix', '/typo']);
    const [hit] = await search.hits('trad');
    expect(marked(hit?.title ?? [])).toEqual(['Trad']);
  });

  it('matches the forms of a word through its stem, as whole words', async () => {
    const search = engine([
      ...page('/candles', 'Candles', { text: 'Price bars.' }),
      ...page('/expiration', 'Expiration', { text: 'When a contract ends.' }),
      ...page('/candlestick', 'Candlestick charts'),
    ]);
    expect(await search.pages('candle')).toEqual(['/candles', '/candlestick']);
    expect((await search.pages('expires'))[0]).toBe('/expiration');
    expect((await search.pages('expired'))[0]).toBe('/expiration');
    const [hit] = await search.hits('candle');
    expect(hit?.title).toEqual([{ text: 'Candles', match: true }]);
  });

  it('keeps apart the words Porter joins but Porter2 lists as exceptions (`news` is not `new`)', async () => {
    const search = engine([
      ...page('/changelog', 'What is new', { text: 'Releases.' }),
      ...page('/feed', 'Feed', { text: 'Company news headlines.' }),
    ]);
    expect((await search.pages('news'))[0]).toBe('/feed');
    const [hit] = await search.hits('news');
    expect(marked(hit?.snippet ?? [])).toEqual(['news']);
  });

  it("puts the reader's section first when the query fits it, and only then", async () => {
    const records = [
      ...page('/api/candles', 'Candles', { text: 'Bars of prices.' }),
      ...page('/api/limits', 'Rate Limits', { text: 'Credits per minute.' }),
      ...page('/sdk/candles', 'Candles', { section: 'sdk', place: 'SDKs', text: 'Bars in Go.' }),
      ...page('/sdk/client', 'Client', { section: 'sdk', place: 'SDKs', text: 'It keeps a rate of calls.' }),
    ];
    const search = engine(records);
    expect(await search.pages('candles')).toEqual(['/api/candles', '/sdk/candles']);
    expect(await search.pages('candles', { context: { section: 'sdk' } })).toEqual([
      '/sdk/candles',
      '/api/candles',
    ]);
    // The SDK section has `rate` but not `limits`: the query does not fit it.
    expect((await search.pages('rate limits', { context: { section: 'sdk' } }))[0]).toBe('/api/limits');
    // A typo is a worse fit than the exact word elsewhere.
    expect((await search.pages('candels', { context: { section: 'sdk' } }))[0]).toBe('/sdk/candles');
  });

  it('ranks a category page below the pages it lists unless the query names the category', async () => {
    const search = engine([
      ...page('/options', 'Options', {
        category: true,
        text: 'Endpoints for strike prices, expirations and chains.',
        sections: [[2, 'Options Endpoints', 'The pages below.']],
      }),
      ...page('/options/strikes', 'Strikes', { text: 'The strike prices of an underlying.' }),
    ]);
    expect(await search.pages('strike prices')).toEqual(['/options/strikes', '/options']);
    expect((await search.pages('expirations'))[0]).toBe('/options');
    expect((await search.pages('options'))[0]).toBe('/options');
    expect((await search.pages('options endpoints'))[0]).toBe('/options');
  });

  it('orders equally good matches by search_priority', async () => {
    const records = [
      ...page('/funds/candles', 'Candles', { text: 'Fund prices.' }),
      ...page('/stocks/candles', 'Candles', { text: 'Stock prices.', priority: 1 }),
      ...page('/old/candles', 'Candles', { text: 'Old prices.', priority: -1 }),
    ];
    expect(await engine(records).pages('candles')).toEqual([
      '/stocks/candles',
      '/funds/candles',
      '/old/candles',
    ]);
    // Priority breaks ties only: a better match wins over it.
    expect((await engine(records).pages('fund candles'))[0]).toBe('/funds/candles');
  });

  it('counts the words of where a page lives (lvl0) as context', async () => {
    const search = engine([
      ...page('/funds/candles', 'Candles', {
        place: 'API › Funds',
        text: 'Unlike stock candles, no splits.',
      }),
      ...page('/stocks/candles', 'Candles', { place: 'API › Stocks', text: 'Price bars.' }),
    ]);
    expect((await search.pages('stock candles'))[0]).toBe('/stocks/candles');
    expect((await search.pages('fund candles'))[0]).toBe('/funds/candles');
  });

  it("finds a word of a page's text that its section's label holds too", async () => {
    const search = engine([
      ...page('/reference/api', 'API', { section: 'reference', place: 'Reference', text: 'The reference.' }),
      ...page('/reference/errors', 'Errors', { section: 'reference', place: 'Reference', text: 'Codes.' }),
    ]);
    expect(await search.pages('reference')).toEqual(['/reference/api']);
  });

  it('matches synonyms of the site for what words cannot tell', async () => {
    const records = [
      ...page('/history', 'History of the company', { text: 'Founded in a garage.' }),
      ...page('/candles', 'Candles', { text: 'Open, high, low and close bars.' }),
    ];
    expect((await engine(records).pages('price history'))[0]).toBe('/history');
    const withSynonyms = engine(records, { synonyms: { 'price history': ['candles'] } });
    expect((await withSynonyms.pages('price history'))[0]).toBe('/candles');
    expect((await withSynonyms.pages('prices history'))[0]).toBe('/candles');
    const [hit] = await withSynonyms.hits('price history');
    expect(hit?.title).toEqual([{ text: 'Candles', match: true }]);
  });

  it("does not put a passing mention in the reader's section above a page about the words", async () => {
    const search = engine([
      ...page('/api/candles', 'Candles', { text: 'Bars of prices.' }),
      ...page('/account/trial', 'Trader Trial', {
        section: 'account',
        place: 'Accounts',
        text: 'Candles and quotes are delayed by a day.',
      }),
      ...page('/account/limits', 'Plan Limits', {
        section: 'account',
        place: 'Accounts',
        sections: [[2, 'Candles', 'How many a request returns.']],
      }),
    ]);
    const here = { context: { section: 'account' } };
    expect(await search.pages('candles', here)).toEqual([
      '/account/limits',
      '/api/candles',
      '/account/trial',
    ]);
    expect(await search.pages('delayed', here)).toEqual(['/account/trial']);
  });

  it('finds two words written as one, and a page by the words of its URL', async () => {
    const search = engine([
      ...page('/options/chain', 'Option Chain', { text: 'Every contract.' }),
      ...page('/sheets/optionchain', 'OPTIONCHAIN', {
        section: 'sheets',
        place: 'Sheets',
        text: 'A formula.',
      }),
      ...page('/stocks/bulkcandles', 'Bulk Candles', { text: 'Many symbols at once.' }),
    ]);
    expect(await search.pages('option chain')).toEqual(['/options/chain', '/sheets/optionchain']);
    expect((await search.pages('option chain', { context: { section: 'sheets' } }))[0]).toBe(
      '/sheets/optionchain',
    );
    expect((await search.pages('optionchain'))[0]).toBe('/sheets/optionchain');
    expect(await search.pages('bulkcandles')).toEqual(['/stocks/bulkcandles']);
  });

  it('finds a page by its URL segment written as one word, above a mention in another page', async () => {
    const search = engine([
      ...page('/stocks/candles', 'Candles', {
        priority: 3,
        sections: [[2, 'Request Parameters', 'resolution, from, to. Universal parameters: dateformat.']],
      }),
      ...page('/parameters/date-format', 'Date Format', { text: 'How dates are written: dateformat.' }),
      ...page('/parameters/human-readable', 'Human Readable', { text: 'Names the fields.' }),
    ]);
    expect((await search.pages('dateformat'))[0]).toBe('/parameters/date-format');
    expect((await search.pages('humanReadable'))[0]).toBe('/parameters/human-readable');
    const [hit] = await search.hits('humanreadable ');
    expect(marked(hit?.title ?? [])).toEqual(['Human', 'Readable']);
  });

  it('finds one word written for two, above typos, unless the docs write it as one', async () => {
    const search = engine([
      ...page('/relative', 'Relative Dates', { text: 'Yesterday, today.' }),
      ...page('/feed', 'Data Feed', { text: 'Real-time or delayed prices.' }),
      ...page('/go/candles', 'Candles', { section: 'sdk', place: 'SDKs', text: 'Get sends the request.' }),
      ...page('/spread', 'Bid-Ask Spread', { text: 'Quotes on a sheet.' }),
      ...page('/sheets', 'Spreadsheet', { text: 'Formulas in cells.' }),
    ]);
    expect(await search.pages('realtime')).toEqual(['/feed', '/relative']);
    const [hit] = await search.hits('realtime');
    expect(marked(hit?.snippet ?? [])).toEqual(['Real', 'time']);
    expect(await search.pages('GetCandles')).toEqual(['/go/candles']);
    expect(await search.pages('relativedates')).toEqual(['/relative']);
    expect(await search.pages('spreadsheet')).toEqual(['/sheets']);
    // Halves of three letters or more, not stop words (`to` is indexed in headings only).
    const withTo = engine([...page('/go/to', 'Send To', { text: 'The MARKETDATA variable.' })]);
    expect(await withTo.pages('marketdata_to ')).toEqual([]);
    expect(await withTo.pages('marketdatasend ')).toEqual(['/go/to']);
  });

  it('takes a part of a camelCase heading for a match there, not for the name of the heading', async () => {
    const search = engine([
      ...page('/go/response', 'Response', {
        section: 'sdk',
        place: 'SDKs',
        priority: 1,
        sections: [[2, 'MarshalJSON', 'Encodes the response.']],
      }),
      ...page('/format', 'Format', { sections: [[2, 'json', 'JavaScript Object Notation.']] }),
    ]);
    expect((await search.hits('json')).map((h) => h.url).slice(0, 2)).toEqual(['/format#json', '/format']);
    expect((await search.hits('MarshalJSON'))[0]?.url).toBe('/go/response#marshaljson');
  });

  it('keeps the # of a spreadsheet error value', async () => {
    const search = engine([
      ...page('/errors', 'Error Messages', { text: 'A cell shows #NAME? until the add-on loads.' }),
      ...page('/lookup', 'Lookup', { sections: [[2, 'Month Name', 'Write the month as a name.']] }),
    ]);
    expect((await search.pages('#NAME?'))[0]).toBe('/errors');
    expect((await search.pages('name'))[0]).toBe('/lookup');
    const [hit] = await search.hits('#name?');
    expect(marked(hit?.snippet ?? [])).toEqual(['#NAME']);
  });

  it('finds a snake_case identifier as written, and by its parts', async () => {
    const search = engine([
      ...page('/plans', 'Data Plans', { text: 'No plan sends data for free.' }),
      ...page('/candles', 'Candles', {
        sections: [[2, 'Response Attributes', 's is ok, or no_data when empty.']],
      }),
      ...page('/go/auth', 'Authentication', {
        section: 'sdk',
        place: 'SDKs',
        text: 'Set MARKETDATA_TOKEN first.',
      }),
      ...page('/readable', 'Readable', { text: 'Field names for humans.' }),
    ]);
    expect((await search.pages('no_data'))[0]).toBe('/candles');
    const [hit] = await search.hits('no_data');
    expect(marked(hit?.snippet ?? [])).toEqual(['no_data']);
    expect(await search.pages('marketdata_token')).toEqual(['/go/auth']);
    expect((await search.pages('token'))[0]).toBe('/go/auth');
  });
});
