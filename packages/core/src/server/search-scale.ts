import type { PipelineWarning } from '@market-data-docs/mdx-pipeline';
import type { LocalIndexOptions } from '@market-data-docs/search/indexer';
import type { SiteConfig } from '../config/schema.js';
import { searchIndexDir } from './client-config.js';

/**
 * Pages from which the embedded index stops serving a site well. It still answers in a few
 * milliseconds with a small download (its postings are capped per word: `postingsLimit` of
 * `@market-data-docs/search/indexer`), but past this size a word found on most pages is matched on a
 * sample of them, so a query of common words can miss the page a reader means.
 */
export const localSearchPageLimit = 50_000;

/**
 * The embedded index's options for a site of `pages` pages. Past `localSearchPageLimit`, where a common
 * word is matched on a sample of its pages either way, its postings keep whole doc shards of 16 KiB
 * (about 25 pages), and term shards hold 24 KiB (a letter's completions in one or two): a keystroke
 * then fetches a few files instead of one per hit (at 100,000 generated pages, typing the bench
 * queries fetches 84 files instead of 334). Below, an even sample keeps every page's chance to match a
 * common word.
 */
export function searchIndexOptions(synonyms: Record<string, string[]>, pages: number): LocalIndexOptions {
  const large = pages > localSearchPageLimit;
  return {
    dir: searchIndexDir,
    synonyms,
    ...(large && { sample: 'shards', docShardBytes: 16 * 1024, termShardBytes: 24 * 1024 }),
  };
}

/** A warning naming the Algolia setup when a site searches its embedded index past `localSearchPageLimit`. */
export function searchScaleWarning(config: SiteConfig, pages: number): PipelineWarning | undefined {
  const { appId, searchApiKey, indexName } = config.search.algolia;
  if (pages <= localSearchPageLimit || (appId && searchApiKey && indexName)) return undefined;
  return {
    message:
      `search: ${pages.toLocaleString('en-US')} pages is past what the embedded search index serves well ` +
      `(${localSearchPageLimit.toLocaleString('en-US')}): queries of common words match only a sample of the pages. ` +
      'Search with Algolia instead: set search.algolia.appId, search.algolia.searchApiKey and ' +
      'search.algolia.indexName in the site config, then run `mdd search-upload` after each build ' +
      '(with ALGOLIA_ADMIN_API_KEY set) to push the records.',
  };
}

/**
 * A warning when `search.algolia` sets some of its three keys but not all: the site then searches its
 * embedded index, which a half-done Algolia setup (a key missing from the environment) should not do
 * without a word.
 */
export function algoliaSetupWarning(config: SiteConfig): PipelineWarning | undefined {
  const keys = ['appId', 'searchApiKey', 'indexName'] as const;
  const missing = keys.filter((key) => !config.search.algolia[key]);
  if (missing.length === 0 || missing.length === keys.length) return undefined;
  const list = (names: readonly string[]) => names.map((name) => `search.algolia.${name}`).join(' and ');
  return {
    message: `search: ${list(keys.filter((key) => !missing.includes(key)))} ${keys.length - missing.length === 1 ? 'is' : 'are'} set but not ${list(missing)}, so the site searches its embedded index, not Algolia.`,
  };
}
