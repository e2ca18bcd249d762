import docusaurus from 'virtual:mdd/docusaurus';
import { HomeFeatures, HomeHero, Page } from '@market-data-docs/theme';
import { SearchPage } from '@market-data-docs/theme/search';
import { useMemo } from 'react';
import type { PageProps, View } from '../router/views.js';
import type { ClientConfig } from '../server/client-config.js';

/** The main content of a route. */
export function ViewContent({ view, config }: { view: View; config: ClientConfig }) {
  const site = useMemo<PageProps['site']>(
    () => ({
      title: config.theme.title,
      tagline: config.theme.tagline,
      basePath: config.basePath,
      sections: config.sections,
    }),
    [config],
  );
  switch (view.kind) {
    case 'home':
      return <DefaultHome site={site} />;
    case 'custom': {
      const { default: Custom } = view.module;
      // A Docusaurus page also gets the site config as `config`, as Docusaurus's pages plugin passes it.
      return docusaurus.enabled ? (
        <Custom site={site} {...{ config: docusaurus.siteConfig }} />
      ) : (
        <Custom site={site} />
      );
    }
    case 'search':
      return <SearchPage />;
    case 'not-found':
      return <Page page={undefined} />;
    case 'page':
      return <Page page={view.page} Module={view.Module} />;
  }
}

/** The home page of a site without `src/pages/index.tsx`: its title and tagline, and a card per section (linking its index page, else its first page). */
function DefaultHome({ site }: PageProps) {
  const [first] = site.sections;
  return (
    <>
      <HomeHero
        title={site.title}
        tagline={site.tagline}
        action={{ label: 'Read the docs', href: `${site.basePath}${first?.landing.slice(1) ?? ''}` }}
      />
      <HomeFeatures
        items={site.sections.map((section) => ({
          title: section.label,
          href: `${site.basePath}${section.landing.slice(1)}`,
        }))}
      />
    </>
  );
}
