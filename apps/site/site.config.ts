import { contentDir, sections, staticDir } from '@market-data-docs/content';
import { defineSiteConfig } from '@market-data-docs/core/config';

const env = process.env;

export default defineSiteConfig({
  title: 'Market Data Docs (dev)',
  tagline: 'The Complete Reference For All Market Data Products & Services',
  url: 'https://www.marketdata.app',
  basePath: '/docs-staging/',
  homeLink: '/',
  contentDir,
  staticDir,
  logo: {
    alt: 'Market Data',
    light: 'img/logo-light.svg',
    dark: 'img/logo-dark.svg',
    width: 180,
    height: 32,
  },
  favicon: 'img/favicon.svg',
  navbar: {
    items: [
      { label: 'API', to: '/api' },
      { label: 'SDKs', to: '/sdk' },
      { label: 'Sheets Add-On', to: '/sheets' },
      { label: 'Accounts & Billing', to: '/account' },
      { label: 'GitHub', href: 'https://github.com/MarketDataApp/documentation', position: 'right' },
    ],
  },
  footer: {
    copyright: '© 2025 Market Data. All Rights Reserved',
    links: [
      {
        label: 'See our Reviews On TrustPilot',
        href: 'https://www.trustpilot.com/review/www.marketdata.app',
      },
      { label: 'Privacy Policy', href: 'https://www.marketdata.app/privacy/' },
      { label: 'Terms & Conditions', href: 'https://www.marketdata.app/terms/' },
      { label: 'System Status', href: 'https://www.marketdata.app/status/' },
    ],
  },
  announcementBar: {
    id: 'go-sdk-2025',
    content: 'The [Go SDK](/sdk/go) now covers every endpoint of the API, options chains included.',
    dismissible: true,
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  search: {
    algolia: {
      appId: env.ALGOLIA_APP_ID,
      searchApiKey: env.ALGOLIA_SEARCH_API_KEY,
      indexName: env.ALGOLIA_INDEX_NAME,
    },
    suggestions: ['stock candles', 'options chain', 'authentication'],
    synonyms: {
      'price history': ['candles'],
      // Plurals the stemmer does not know.
      index: ['indices'],
      indices: ['index'],
    },
    feedbackUrl:
      'https://github.com/MarketDataApp/documentation/issues/new?title=Search%3A%20no%20results%20for%20{query}',
  },
  editUrl: 'https://github.com/MarketDataApp/documentation/tree/dev',
  codeLanguages: ['json', 'http', 'php', 'bash', 'excel-formula'],
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  docs: { versionLabel: 'Next' },
  sections: [...sections],
});
