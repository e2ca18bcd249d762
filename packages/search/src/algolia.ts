import { liteClient } from 'algoliasearch/lite';
import {
  groupHits,
  type SearchClient,
  type SearchHierarchy,
  type SearchHit,
  type SearchResults,
  SearchUnavailableError,
  type TextSegment,
} from './contract.js';

/** An Algolia host, e.g. a proxy or a local stub: `{ url: '127.0.0.1', port: 8080, protocol: 'http' }`. */
export interface AlgoliaHost {
  url: string;
  port?: number;
  protocol?: 'http' | 'https';
  accept?: 'read' | 'write' | 'readWrite';
}

export interface AlgoliaSearchClientOptions {
  appId: string;
  /** The public, search-only API key. */
  apiKey: string;
  indexName: string;
  /** Default `en`. */
  language?: string;
  /**
   * Tag of the docs the reader is in, `docs-<section>-current`; records tagged `default` always
   * match. A function is asked on every query, so it can follow client-side navigation.
   */
  docusaurusTag?: string | (() => string | undefined);
  /** Hosts to use instead of Algolia's. */
  hosts?: AlgoliaHost[];
  /** Milliseconds; Algolia's client defaults apply otherwise. */
  timeouts?: { connect?: number; read?: number };
}

const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const;

/** A {@link SearchClient} on Algolia's lite client, with DocSearch-style contextual filters. */
export function createAlgoliaSearchClient(options: AlgoliaSearchClientOptions): SearchClient {
  const { appId, apiKey, indexName, language = 'en', hosts, timeouts } = options;
  let client: ReturnType<typeof liteClient> | undefined;
  /** Created on the first query, so that bad credentials reject a search instead of throwing. */
  const connect = () => {
    client ??= liteClient(appId, apiKey, {
      ...(hosts && { hosts: hosts.map(toHost) }),
      ...(timeouts && { timeouts: { connect: 2000, read: 5000, write: 30000, ...timeouts } }),
    });
    return client;
  };

  return {
    async search(query, searchOptions = {}) {
      const { signal, filters = {}, context } = searchOptions;
      const aborted = () => new DOMException('The search was aborted.', 'AbortError');
      if (signal?.aborted) throw aborted();
      const limit = count(searchOptions.limit, 20);
      const offset = count(searchOptions.offset, 0);
      const request = Promise.resolve().then(() => {
        const tag =
          typeof options.docusaurusTag === 'function' ? options.docusaurusTag() : options.docusaurusTag;
        const facetFilters: string[][] = [
          [`language:${language}`],
          tag && tag !== 'default'
            ? [`docusaurus_tag:${tag}`, 'docusaurus_tag:default']
            : ['docusaurus_tag:default'],
        ];
        if (filters.section) facetFilters.push([`section:${filters.section}`]);
        for (const t of filters.tags ?? []) facetFilters.push([`tags:${t}`]);
        return connect().search({
          requests: [
            {
              indexName,
              query: String(query),
              facetFilters,
              // The reader's section first among equally good matches, as the local engine does.
              ...(context?.section && { optionalFilters: [`section:${context.section}`] }),
              hitsPerPage: limit,
              page: limit ? Math.floor(offset / limit) : 0,
              attributesToRetrieve: ['hierarchy', 'content', 'url', 'type', 'section'],
              attributesToHighlight: [...levels.map((l) => `hierarchy.${l}`), 'content'],
              attributesToSnippet: ['content:20'],
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
              snippetEllipsisText: '…',
            },
          ],
        });
      });
      let stop = () => {};
      try {
        const response = await Promise.race([
          request,
          new Promise<never>((_, reject) => {
            const onAbort = () => reject(aborted());
            signal?.addEventListener('abort', onAbort);
            stop = () => signal?.removeEventListener('abort', onAbort);
          }),
        ]);
        return toResults(String(query), response);
      } catch (error) {
        if (signal?.aborted) throw aborted();
        throw error instanceof SearchUnavailableError
          ? error
          : new SearchUnavailableError('Algolia search is unavailable.', { cause: error });
      } finally {
        stop();
        request.catch(() => {});
      }
    },
  };
}

function toHost(host: AlgoliaHost) {
  return { accept: 'readWrite' as const, protocol: 'https' as const, ...host };
}

function count(value: number | undefined, fallback: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(Math.floor(value as number), 0), 1000) : fallback;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function toResults(query: string, response: unknown): SearchResults {
  const result = isObject(response) && Array.isArray(response.results) ? response.results[0] : undefined;
  if (!isObject(result) || !Array.isArray(result.hits)) {
    throw new SearchUnavailableError('Algolia answered with an unexpected response.');
  }
  const hits = result.hits.filter(isObject).map(toHit);
  const total = typeof result.nbHits === 'number' ? result.nbHits : hits.length;
  return { query, total, groups: groupHits(hits) };
}

function toHit(hit: Json): SearchHit {
  const raw = isObject(hit.hierarchy) ? hit.hierarchy : {};
  const hierarchy: SearchHierarchy = { lvl0: text(raw.lvl0) ?? '', lvl1: text(raw.lvl1) ?? '' };
  if (text(raw.lvl2)) hierarchy.lvl2 = text(raw.lvl2);
  if (text(raw.lvl3)) hierarchy.lvl3 = text(raw.lvl3);
  const type =
    hit.type === 'lvl1' || hit.type === 'lvl2' || hit.type === 'lvl3'
      ? hit.type
      : hierarchy.lvl3
        ? 'lvl3'
        : hierarchy.lvl2
          ? 'lvl2'
          : 'lvl1';
  const highlighted = isObject(hit._highlightResult) ? hit._highlightResult : {};
  const titles = isObject(highlighted.hierarchy) ? highlighted.hierarchy : {};
  const titleResult = titles[type];
  const snippets = isObject(hit._snippetResult) ? hit._snippetResult : {};
  const content = snippets.content;
  return {
    url: text(hit.url) ?? '',
    type,
    hierarchy,
    title:
      isObject(titleResult) && text(titleResult.value)
        ? parseHighlight(titleResult.value as string)
        : plain(hierarchy[type] ?? ''),
    snippet:
      isObject(content) && text(content.value)
        ? parseHighlight(content.value as string)
        : plain(text(hit.content) ?? ''),
    section: text(hit.section) ?? '',
  };
}

function plain(value: string): TextSegment[] {
  return value ? [{ text: value }] : [];
}

/** `<mark>`-tagged text from Algolia as segments; entities decoded, other markup kept as text. */
export function parseHighlight(value: string): TextSegment[] {
  const out: TextSegment[] = [];
  const parts = value.split(/<(\/?)mark>/);
  let match = false;
  for (let i = 0; i < parts.length; i++) {
    if (i % 2) {
      match = parts[i] !== '/';
      continue;
    }
    const segment = decodeEntities(parts[i] as string);
    if (!segment) continue;
    const last = out[out.length - 1];
    if (last && !!last.match === match) last.text += segment;
    else out.push(match ? { text: segment, match } : { text: segment });
  }
  return out;
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== '#') return named[body.toLowerCase()] ?? entity;
    const code =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
