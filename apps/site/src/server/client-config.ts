import { markdownToHast } from '@market-data-docs/mdx-pipeline';
import type { ThemeConfig } from '@market-data-docs/theme';
import type { SiteConfig } from '../config/schema.js';

/** Folder of the embedded search index in the build (and in the dev server), under the base path. */
export const searchIndexDir = 'search-index';

/** What the browser needs of the site configuration; bundled into the app shell as JSON. */
export interface ClientConfig {
  basePath: string;
  theme: ThemeConfig;
  search: {
    /** Folder of the local search index, with base path. */
    localIndexUrl: string;
    algolia?: { appId: string; apiKey: string; indexName: string };
  };
}

export function clientConfig(config: SiteConfig): ClientConfig {
  const { basePath } = config;
  const { appId, searchApiKey, indexName } = config.search.algolia;
  return {
    basePath,
    theme: {
      title: config.title,
      tagline: config.tagline,
      basePath,
      homeLink: config.homeLink,
      logo: {
        alt: config.logo.alt,
        src: `${basePath}${config.logo.light}`,
        srcDark: `${basePath}${config.logo.dark}`,
        width: config.logo.width,
        height: config.logo.height,
      },
      navbar: { items: config.navbar.items },
      footer: config.footer,
      announcementBar: config.announcementBar && {
        id: config.announcementBar.id,
        content: markdownToHast(config.announcementBar.content, { basePath, inline: true }),
        dismissible: config.announcementBar.dismissible,
      },
      colorMode: config.colorMode,
      versionLabel: config.docs.versionLabel,
      search: { suggestions: config.search.suggestions, feedbackUrl: config.search.feedbackUrl },
    },
    search: {
      localIndexUrl: `${basePath}${searchIndexDir}/`,
      ...(appId && searchApiKey && indexName ? { algolia: { appId, apiKey: searchApiKey, indexName } } : {}),
    },
  };
}
