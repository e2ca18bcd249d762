import { readFileSync } from 'node:fs';
import type { IndexRecord, SearchResults, TextSegment } from '../src/contract.js';
import { buildLocalIndex, type LocalIndexFile, type LocalIndexOptions } from '../src/indexer.js';
import type { FetchLike } from '../src/local.js';

export const records: IndexRecord[] = JSON.parse(
  readFileSync(new URL('./fixtures/records.json', import.meta.url), 'utf8'),
);

export const baseUrl = 'https://docs.test/docs-staging/search/';

/** The index as a map from URL to file contents. */
export function served(files: LocalIndexFile[]): Map<string, string> {
  return new Map(files.map((f) => [baseUrl + f.path.replace(/^search\//, ''), f.contents]));
}

export function indexFiles(options?: LocalIndexOptions): Map<string, string> {
  return served(buildLocalIndex(records, options));
}

/** A fetch over in-memory files that records what it was asked for; a missing file is a 404. */
export function fakeFetch(files: Map<string, string>) {
  const requested: string[] = [];
  const fetch: FetchLike = async (url) => {
    requested.push(url);
    const body = files.get(url);
    return {
      ok: body !== undefined,
      status: body === undefined ? 404 : 200,
      text: async () => body ?? 'Not found',
    };
  };
  return { fetch, requested };
}

export const textOf = (segments: TextSegment[]) => segments.map((s) => s.text).join('');
export const marked = (segments: TextSegment[]) => segments.filter((s) => s.match).map((s) => s.text);
export const hitsOf = (results: SearchResults) => results.groups.flatMap((g) => g.hits);
export const routeOf = (url: string) => url.split('#')[0] as string;
