import type {
  SearchClient,
  SearchHit,
  SearchOptions,
  SearchResultGroup,
  SearchResults,
  TextSegment,
} from '@market-data-docs/search';

/**
 * A `SearchClient` over a few made-up records of the real site, for stories and tests (not part of
 * the package's exports): every word of the query must appear in a record's headings or text.
 */

interface FakeRecord {
  url: string;
  type: SearchHit['type'];
  section: string;
  hierarchy: SearchHit['hierarchy'];
  heading: string;
  text: string;
}

const pages = [
  {
    route: '/api/stocks/candles',
    section: 'api',
    place: 'API › Stocks',
    title: 'Candles',
    about: 'stock candles: historical price bars',
  },
  {
    route: '/api/indices/candles',
    section: 'api',
    place: 'API › Indices',
    title: 'Candles',
    about: 'index candles: historical bars',
  },
  {
    route: '/api/funds/candles',
    section: 'api',
    place: 'API › Mutual Funds',
    title: 'Candles',
    about: 'fund candles: historical NAV bars',
  },
  {
    route: '/api/stocks/bulkcandles',
    section: 'api',
    place: 'API › Stocks',
    title: 'Bulk Candles',
    about: 'candles of many stocks',
  },
  {
    route: '/api/stocks/quotes',
    section: 'api',
    place: 'API › Stocks',
    title: 'Quotes',
    about: 'real-time stock quotes',
  },
  {
    route: '/sdk/go/stocks/candles',
    section: 'sdk',
    place: 'SDKs › Go › Stocks',
    title: 'Candles',
    about: 'stock candles with the Go SDK',
  },
  {
    route: '/sdk/php/stocks/candles',
    section: 'sdk',
    place: 'SDKs › PHP',
    title: 'Candles',
    about: 'stock candles with the PHP SDK',
  },
  {
    route: '/sheets/stocks/stockdata',
    section: 'sheets',
    place: 'Sheets Add-On › Stock Formulas',
    title: 'STOCKDATA',
    about: 'stock candles in a sheet',
  },
  {
    route: '/account/plans',
    section: 'account',
    place: 'Accounts & Billing',
    title: 'Data Plans',
    about: 'plans and their request limits',
  },
];

const sectionsOfPage = ['Request Parameters', 'Response Attributes', 'Request Example', 'Response Example'];

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export const fakeRecords: FakeRecord[] = pages.flatMap((page) => {
  const lvl0 = page.place;
  return [
    {
      url: page.route,
      type: 'lvl1' as const,
      section: page.section,
      hierarchy: { lvl0, lvl1: page.title },
      heading: page.title,
      text: `The ${page.about} endpoint: parameters, response and examples.`,
    },
    ...sectionsOfPage.map((heading) => ({
      url: `${page.route}#${slug(heading)}`,
      type: 'lvl2' as const,
      section: page.section,
      hierarchy: { lvl0, lvl1: page.title, lvl2: heading },
      heading,
      text: `${heading} of ${page.about}.`,
    })),
  ];
});

/** Records with very long page titles, headings and text, for layout stories. */
export const longFakeRecords: FakeRecord[] = [
  {
    url: '/api/options/chain',
    type: 'lvl1',
    section: 'api',
    hierarchy: {
      lvl0: 'API › Options',
      lvl1: 'Option Chain With Every Strike, Expiration, Side and Greek of an Underlying Symbol',
    },
    heading: 'Option Chain With Every Strike, Expiration, Side and Greek of an Underlying Symbol',
    text: 'Get a current or historical end of day options chain for an underlying ticker symbol, filtered by strike, expiration, side, moneyness, liquidity and the greeks, with candles of every contract.',
  },
  {
    url: '/api/options/chain#nonstandardoptionswithadjustedstrikesanddeliverables',
    type: 'lvl2',
    section: 'api',
    hierarchy: {
      lvl0: 'API › Options',
      lvl1: 'Option Chain With Every Strike, Expiration, Side and Greek of an Underlying Symbol',
      lvl2: 'NonStandardOptionsWithAdjustedStrikesAndDeliverablesAfterCorporateActions',
    },
    heading: 'NonStandardOptionsWithAdjustedStrikesAndDeliverablesAfterCorporateActions',
    text: 'Candles of non-standard options after splits, mergers and special dividends carry adjusted deliverables.',
  },
];

const words = (query: string) =>
  query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Splits `text` into segments, marking every occurrence of a query word. */
export function markMatches(text: string, query: string): TextSegment[] {
  const terms = words(query).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (terms.length === 0) return [{ text }];
  const pattern = new RegExp(`(${terms.join('|')})`, 'gi');
  // With a capturing group, split alternates text and matches.
  return text
    .split(pattern)
    .flatMap((part, index) => (part ? [index % 2 === 1 ? { text: part, match: true } : { text: part }] : []));
}

function group(hits: SearchHit[]): SearchResultGroup[] {
  const groups = new Map<string, SearchResultGroup>();
  for (const hit of hits) {
    const url = hit.url.split('#')[0] as string;
    const existing = groups.get(url);
    if (existing) existing.hits.push(hit);
    else groups.set(url, { url, title: hit.hierarchy.lvl1, section: hit.section, hits: [hit] });
  }
  return [...groups.values()];
}

/**
 * Searches {@link fakeRecords} (or `records`), honouring section filter, limit and offset; with
 * `context.section`, that section's hits come first.
 */
export function searchFakeRecords(
  query: string,
  options: SearchOptions = {},
  records: FakeRecord[] = fakeRecords,
): SearchResults {
  const terms = words(query);
  const matching = records.filter((record) => {
    if (options.filters?.section && record.section !== options.filters.section) return false;
    const haystack = `${Object.values(record.hierarchy).join(' ')} ${record.text}`.toLowerCase();
    return terms.length > 0 && terms.every((term) => haystack.includes(term));
  });
  const here = options.context?.section;
  if (here) matching.sort((a, b) => Number(b.section === here) - Number(a.section === here));
  const offset = options.offset ?? 0;
  const hits = matching.slice(offset, offset + (options.limit ?? 20)).map(
    (record): SearchHit => ({
      url: record.url,
      type: record.type,
      section: record.section,
      hierarchy: record.hierarchy,
      title: markMatches(record.heading, query),
      snippet: markMatches(record.text, query),
    }),
  );
  return {
    query,
    total: matching.length,
    groups: group(hits),
    ...(matching.length === 0 ? { suggestions: terms.length > 0 ? ['candles', 'quotes'] : [] } : {}),
  };
}

export interface FakeSearchClientOptions {
  /** Answer after this many ms. Default 0. */
  delay?: number;
  /** `fail`: reject as an unreachable backend; `pending`: never answer. */
  mode?: 'ok' | 'fail' | 'pending';
  /** Answer only this many searches; later ones stay pending. */
  answers?: number;
  records?: FakeRecord[];
}

function abortable<T>(
  signal: AbortSignal | undefined,
  run: (resolve: (value: T) => void, reject: (error: unknown) => void) => void,
) {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), {
      once: true,
    });
    run(resolve, reject);
  });
}

/** A fake search backend; `client.mode` can be switched later (e.g. back online). */
export function createFakeSearchClient(options: FakeSearchClientOptions = {}) {
  const client = {
    mode: options.mode ?? ('ok' as NonNullable<FakeSearchClientOptions['mode']>),
    calls: [] as Array<{ query: string; options: SearchOptions }>,
    search(query: string, searchOptions: SearchOptions = {}): Promise<SearchResults> {
      client.calls.push({ query, options: searchOptions });
      const mode =
        client.calls.length > (options.answers ?? Number.POSITIVE_INFINITY) ? 'pending' : client.mode;
      return abortable(searchOptions.signal, (resolve, reject) => {
        if (mode === 'pending') return;
        setTimeout(() => {
          if (mode === 'fail')
            reject(Object.assign(new Error('Network error'), { name: 'SearchUnavailableError' }));
          else resolve(searchFakeRecords(query, searchOptions, options.records));
        }, options.delay ?? 0);
      });
    },
  };
  return client satisfies SearchClient;
}
