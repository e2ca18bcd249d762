import type { PipelineWarning } from '@market-data-docs/mdx-pipeline';
import type { SiteConfig } from '../config/schema.js';

/**
 * Pages from which the embedded index stops serving a site well. It still answers in a few
 * milliseconds with a small download (its postings are capped per word: `postingsLimit` of
 * `@market-data-docs/search/indexer`), but past this size a word found on most pages is matched on a
 * sample of them, so a query of common words can miss the page a reader means.
 */
export const localSearchPageLimit = 50_000;

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
