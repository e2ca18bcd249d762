/**
 * The one search contract the theme's UI talks to. Adapters (the embedded local engine, Algolia)
 * implement it; a custom adapter only has to implement {@link SearchClient.search}.
 */

/** A piece of text, marked when it matched the query. Rendered as text, never as HTML. */
export interface TextSegment {
  text: string;
  match?: boolean;
}

export interface SearchFilters {
  /** Only hits from this section (`api`, `sdk`, `sheets`, `account`, `docs`). */
  section?: string;
  /** Only hits of pages carrying every one of these tags. */
  tags?: string[];
}

/** Where the reader is when searching. */
export interface SearchContext {
  /**
   * The section of the page the reader is on: its hits come first when the query fits it (they match
   * as many of its words, with as few typos, as the best hits elsewhere). Omit it to rank every
   * section alike.
   */
  section?: string;
}

export interface SearchOptions {
  /** Aborts the request; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
  filters?: SearchFilters;
  context?: SearchContext;
  /** Maximum number of hits to return. Default 20. */
  limit?: number;
  /** Number of hits to skip, for "load more". Default 0. */
  offset?: number;
}

/** The headings a hit sits under: section, page title, h2, h3. */
export interface SearchHierarchy {
  /** Where the page lives: the section and the categories above the page, `API › Stocks`. */
  lvl0: string;
  lvl1: string;
  lvl2?: string;
  lvl3?: string;
}

export interface SearchHit {
  /** Route and anchor without the base path: `/api/stocks/candles#request-parameters`. */
  url: string;
  /** Which heading level the hit is: the page itself (`lvl1`), an h2 or an h3 section. */
  type: 'lvl1' | 'lvl2' | 'lvl3';
  hierarchy: SearchHierarchy;
  /** The heading (or page title) of the hit, with matches marked. */
  title: TextSegment[];
  /** A short excerpt of the section text around the match, with matches marked. */
  snippet: TextSegment[];
  section: string;
}

/** Hits of one page, in rank order. */
export interface SearchResultGroup {
  /** Route of the page, without anchor or base path. */
  url: string;
  title: string;
  section: string;
  hits: SearchHit[];
}

export interface SearchResults {
  query: string;
  /** Total number of matching hits (not only those returned). */
  total: number;
  groups: SearchResultGroup[];
  /** When nothing matched: up to three queries that would. */
  suggestions?: string[];
}

export interface SearchClient {
  search(query: string, options?: SearchOptions): Promise<SearchResults>;
  /**
   * Optional: loads ahead what a first search needs (the embedded engine's manifest), so that the
   * first key typed is answered without waiting on the network. Search boxes call it when they open
   * and ignore how it ends: a failure is left for the next `search` to report (and retry).
   */
  preload?(): Promise<unknown>;
}

/** Thrown (or rejected) when the search backend cannot be reached or answers with garbage. */
export class SearchUnavailableError extends Error {
  override readonly name = 'SearchUnavailableError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Groups hits by page, keeping rank order of each page's first hit. */
export function groupHits(hits: SearchHit[]): SearchResultGroup[] {
  const groups = new Map<string, SearchResultGroup>();
  for (const hit of hits) {
    const page = hit.url.split('#')[0] as string;
    let group = groups.get(page);
    if (!group) {
      group = { url: page, title: hit.hierarchy.lvl1, section: hit.section, hits: [] };
      groups.set(page, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

/**
 * A record to index: one heading section of a page. The pipeline's search records have this shape;
 * so do the objects uploaded to Algolia.
 */
export interface IndexRecord {
  objectID: string;
  /** Route and anchor without the base path. */
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3';
  hierarchy: SearchHierarchy;
  /** Plain text of the section. */
  content: string;
  section: string;
  tags: string[];
  language: string;
  docusaurus_tag: string;
  /**
   * The page's `search_priority` (front matter), an integer from -5 to 5, default 0: among hits that
   * match the query equally well, higher first.
   */
  priority?: number;
  /**
   * The page lists the pages of its category (a category index, a tag page): its hits rank below
   * other pages' unless the query names it (no query word is only in its text).
   */
  category_page?: boolean;
}
