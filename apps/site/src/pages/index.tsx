import type { PageProps } from '@market-data-docs/core/page';
import { HomeFeatures, HomeHero } from '@market-data-docs/theme/home';

const sections = [
  {
    title: 'Market Data API',
    description:
      'Every REST endpoint for stocks, options, indices and funds, with authentication and the parameters all endpoints share.',
    route: 'api',
    icon: 'icon-api',
  },
  {
    title: 'SDKs',
    description:
      'Client libraries for Go and PHP and a Postman collection, with setup, requests and response types.',
    route: 'sdk',
    icon: 'icon-sdk',
  },
  {
    title: 'Google Sheets Add-On',
    description:
      'Every add-on formula explained with worked examples, plus refreshing, sharing and troubleshooting.',
    route: 'sheets',
    icon: 'icon-sheets',
  },
  {
    title: 'Accounts & Billing',
    description: 'Plans, limits, trials, upgrades and billing: answers to the questions about your account.',
    route: 'account',
    icon: 'icon-account',
  },
];

/** The home page: hero with title and tagline, and a card per section. */
export default function HomePage({ site }: PageProps) {
  const base = site.basePath;
  return (
    <>
      <HomeHero
        title={site.title}
        tagline={site.tagline}
        action={{ label: 'Get Started With Our API', href: `${base}api` }}
        secondaryAction={{ label: 'New here? Read the introduction', href: `${base}docs/intro` }}
      />
      <HomeFeatures
        items={sections.map((section) => ({
          title: section.title,
          description: section.description,
          href: `${base}${section.route}`,
          image: {
            src: `${base}img/${section.icon}.svg`,
            srcDark: `${base}img/${section.icon}-dark.svg`,
            width: 96,
            height: 96,
          },
        }))}
      />
    </>
  );
}
