import type { PageProps } from '@market-data-docs/core/page';
import { HomeFeatures, HomeHero } from '@market-data-docs/theme/home';

/** The home page: any file in src/pages/ is a page of its own (about.tsx -> /about). */
export default function Home({ site }: PageProps) {
  return (
    <>
      <HomeHero
        title={site.title}
        tagline={site.tagline}
        action={{ label: 'Read the guide', href: `${site.basePath}guide/introduction` }}
      />
      <HomeFeatures
        items={[
          {
            title: 'Introduction',
            description: 'What this site is about and how it is organised.',
            href: `${site.basePath}guide/introduction`,
          },
          {
            title: 'Writing pages',
            description: 'Front matter, admonitions, tabs and code blocks in Markdown.',
            href: `${site.basePath}guide/writing-pages`,
          },
        ]}
      />
    </>
  );
}
