import { markdownToHast, sectionLandingRoute } from '@market-data-docs/mdx-pipeline';
import type { ThemeConfig } from '@market-data-docs/theme';
import type { SiteConfig } from '../config/schema.js';
import type { Site } from '../config/site.js';
import { docusaurusLabels } from '../docusaurus/theme-labels.js';

/** Folder of the embedded search index in the build (and in the dev server), under the base path. */
export const searchIndexDir = 'search-index';

/** What the browser needs of the site configuration; bundled into the app shell as JSON. */
export interface ClientConfig {
  basePath: string;
  theme: ThemeConfig;
  /** `/` is a doc of the content (a Docusaurus site with a doc at its root), not the home page. */
  contentHome: boolean;
  /** The sections, each with the route it is served at and the route a link to it leads to. */
  sections: Array<{ id: string; label: string; route: string; landing: string }>;
  search: {
    /** Folder of the local search index, with base path. */
    localIndexUrl: string;
    algolia?: { appId: string; apiKey: string; indexName: string };
  };
}

/**
 * `sections` may name their `landing` route (the section's index page, else its first page); it is
 * the section's route otherwise.
 */
export function clientConfig(
  config: SiteConfig,
  sections: Array<{ id: string; label: string; routeBasePath?: string; landing?: string }> = config.sections,
  contentHome = false,
): ClientConfig {
  const { basePath, logo } = config;
  const routed = sections.map(({ id, label, routeBasePath, landing }) => {
    const route = `/${(routeBasePath ?? id).replace(/^\/+|\/+$/g, '')}`;
    return { id, label, route, landing: landing ?? route };
  });
  const { appId, searchApiKey, indexName } = config.search.algolia;
  return {
    basePath,
    theme: {
      title: config.title,
      // Only when set: a site's client config holds what differs from the theme's defaults.
      ...(config.titleDelimiter !== '|' ? { titleDelimiter: config.titleDelimiter } : {}),
      tagline: config.tagline,
      basePath,
      homeLink: config.homeLink,
      logo: logo && {
        alt: logo.alt,
        src: `${basePath}${logo.light}`,
        ...(logo.dark ? { srcDark: `${basePath}${logo.dark}` } : {}),
        width: logo.width,
        height: logo.height,
      },
      navbar: {
        items:
          config.navbar?.items ??
          routed.map((s) => ({ label: s.label, to: s.landing, currentInside: s.route })),
        ...(config.navbar?.title ? { title: config.navbar.title } : {}),
      },
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
    contentHome,
    sections: routed,
    search: {
      localIndexUrl: `${basePath}${searchIndexDir}/`,
      ...(appId && searchApiKey && indexName ? { algolia: { appId, apiKey: searchApiKey, indexName } } : {}),
    },
  };
}

/**
 * The client configuration of a site: its latest version of each docs section, each linked to its
 * index page or else its first page (read from the content folder), and its home page; a
 * Docusaurus site's theme words and locale.
 */
export function siteClientConfig(site: Site): ClientConfig {
  const client = clientConfig(
    site.config,
    site.sections
      .filter((s) => !s.version || s.version.latest)
      .map((s) => ({ ...s, landing: sectionLandingRoute(site.contentDir, s) })),
    site.docusaurus?.contentHome,
  );
  if (!site.docusaurus) return client;
  // A Docusaurus site's own words for the theme's (its locale's code.json), and its locale for dates.
  const { codeTranslations, i18n } = site.docusaurus;
  const labels = docusaurusLabels(codeTranslations);
  if (labels) client.theme.labels = labels;
  if (i18n.currentLocale !== 'en') client.theme.locale = i18n.currentLocale;
  return client;
}
