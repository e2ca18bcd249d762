import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../src/config/schema.js';
import {
  algoliaSetupWarning,
  localSearchPageLimit,
  searchIndexOptions,
  searchScaleWarning,
} from '../src/server/search-scale.js';

const config = (algolia: Record<string, string> = {}) =>
  resolveSiteConfig({
    title: 'Docs',
    url: 'https://docs.example',
    sections: [{ id: 'api', label: 'API' }],
    search: { algolia },
  });

describe('the warning past the size of a local search index', () => {
  it('says nothing up to the limit', () => {
    expect(localSearchPageLimit).toBe(50_000);
    expect(searchScaleWarning(config(), 113)).toBeUndefined();
    expect(searchScaleWarning(config(), localSearchPageLimit)).toBeUndefined();
  });

  it('past it, names the Algolia config keys and mdd search-upload', () => {
    const warning = searchScaleWarning(config(), 100_000);
    expect(warning?.file).toBeUndefined();
    expect(warning?.message).toBe(
      'search: 100,000 pages is past what the embedded search index serves well (50,000): queries of ' +
        'common words match only a sample of the pages. Search with Algolia instead: set ' +
        'search.algolia.appId, search.algolia.searchApiKey and search.algolia.indexName in the site ' +
        'config, then run `mdd search-upload` after each build (with ALGOLIA_ADMIN_API_KEY set) to push ' +
        'the records.',
    );
  });

  it('says nothing when the site already searches Algolia, and still warns when a key is missing', () => {
    const all = { appId: 'APP', searchApiKey: 'search-key', indexName: 'docs' };
    expect(searchScaleWarning(config(all), 100_000)).toBeUndefined();
    expect(searchScaleWarning(config({ appId: 'APP', indexName: 'docs' }), 100_000)).toBeDefined();
  });
});

describe('the warning of a half-done Algolia setup', () => {
  it('names the keys set and the keys missing, and says the embedded index is searched', () => {
    expect(algoliaSetupWarning(config({ appId: 'APP', indexName: 'docs' }))?.message).toBe(
      'search: search.algolia.appId and search.algolia.indexName are set but not search.algolia.searchApiKey, so the site searches its embedded index, not Algolia.',
    );
    expect(algoliaSetupWarning(config({ searchApiKey: 'key' }))?.message).toBe(
      'search: search.algolia.searchApiKey is set but not search.algolia.appId and search.algolia.indexName, so the site searches its embedded index, not Algolia.',
    );
  });

  it('says nothing when none or all three are set', () => {
    expect(algoliaSetupWarning(config())).toBeUndefined();
    expect(
      algoliaSetupWarning(config({ appId: 'APP', searchApiKey: 'key', indexName: 'docs' })),
    ).toBeUndefined();
  });
});

describe('the embedded index options by site size', () => {
  it('samples common words evenly up to the limit, and past it by whole doc shards of 16 KiB, with term shards of 24 KiB', () => {
    const synonyms = { 'price history': ['candles'] };
    expect(searchIndexOptions(synonyms, localSearchPageLimit)).toEqual({ dir: 'search-index', synonyms });
    expect(searchIndexOptions(synonyms, localSearchPageLimit + 1)).toEqual({
      dir: 'search-index',
      synonyms,
      sample: 'shards',
      docShardBytes: 16 * 1024,
      termShardBytes: 24 * 1024,
    });
  });
});
