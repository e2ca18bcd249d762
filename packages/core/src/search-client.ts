import type { SearchClient } from '@market-data-docs/search';
import type { Router } from './router/router.js';
import type { ClientConfig } from './server/client-config.js';

/**
 * The site's search: Algolia when configured, else the embedded local index. The engine is loaded
 * when a search box opens (`preload`) or on the first query, so pages that are never searched
 * download nothing for it.
 */
export function createSiteSearchClient(config: ClientConfig, router: Router): SearchClient {
  let engine: Promise<SearchClient> | undefined;
  const docusaurusTag = () => {
    const { view } = router.getState();
    return view.kind === 'page' ? `docs-${view.page.section}-current` : undefined;
  };
  const load = () => {
    const { algolia, localIndexUrl } = config.search;
    engine ??= algolia
      ? import('@market-data-docs/search/algolia').then(({ createAlgoliaSearchClient }) =>
          createAlgoliaSearchClient({ ...algolia, docusaurusTag }),
        )
      : import('@market-data-docs/search/local').then(({ createLocalSearchClient }) =>
          createLocalSearchClient({ baseUrl: localIndexUrl }),
        );
    engine.catch(() => {
      engine = undefined;
    });
    return engine;
  };
  return {
    async search(query, options) {
      return (await load()).search(query, options);
    },
    preload: () => load().then((client) => client.preload?.()),
  };
}
