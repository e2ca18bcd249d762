// Docusaurus side of `pnpm bench`: the same site as apps/site (title, base path, sections, navbar,
// footer, announcement bar, code languages), built with Docusaurus 3.10 + Faster. The bench copies
// this folder next to a content tree in bench/.work/docusaurus/sites/<tree>/ and runs
// `docusaurus build` there. Search: the classic preset's Algolia DocSearch (what the production
// Docusaurus site uses) with placeholder credentials, so the /search page and the navbar button
// exist; no query ever reaches Algolia during the bench.
const sections = [
  { id: 'api', label: 'API' },
  { id: 'sdk', label: 'SDKs' },
  { id: 'sheets', label: 'Sheets Add-On' },
  { id: 'account', label: 'Accounts & Billing' },
];
const editUrl = 'https://github.com/MarketDataApp/documentation/tree/dev';
const sidebarPath = './sidebars.js';

/** @type {import('@docusaurus/types').Config} */
export default {
  title: 'Market Data Docs (dev)',
  tagline: 'The Complete Reference For All Market Data Products & Services',
  url: 'https://www.marketdata.app',
  baseUrl: '/docs-staging/',
  favicon: 'img/favicon.svg',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: { hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn' } },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  future: { v4: true, faster: true },
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: { path: 'docs', routeBasePath: 'docs', sidebarPath, editUrl: `${editUrl}/docs` },
        blog: false,
        sitemap: { changefreq: 'weekly', priority: 0.5, filename: 'sitemap.xml' },
      }),
    ],
  ],
  plugins: sections.map(({ id }) => [
    '@docusaurus/plugin-content-docs',
    { id, path: id, routeBasePath: id, sidebarPath, editUrl: `${editUrl}/${id}` },
  ]),
  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
      announcementBar: {
        id: 'go-sdk-2025',
        content:
          'The <a href="/docs-staging/sdk/go">Go SDK</a> now covers every endpoint of the API, options chains included.',
        isCloseable: true,
      },
      navbar: {
        title: '',
        logo: {
          alt: 'Market Data',
          src: 'img/logo-light.svg',
          srcDark: 'img/logo-dark.svg',
          width: 180,
          height: 32,
        },
        items: [
          ...sections.map(({ id, label }) => ({ to: `/${id}`, label, position: 'left' })),
          { href: 'https://github.com/MarketDataApp/documentation', label: 'GitHub', position: 'right' },
        ],
      },
      footer: {
        style: 'light',
        links: [
          {
            label: 'See our Reviews On TrustPilot',
            href: 'https://www.trustpilot.com/review/www.marketdata.app',
          },
          { label: 'Privacy Policy', href: 'https://www.marketdata.app/privacy/' },
          { label: 'Terms & Conditions', href: 'https://www.marketdata.app/terms/' },
          { label: 'System Status', href: 'https://www.marketdata.app/status/' },
        ],
        copyright: '© 2025 Market Data. All Rights Reserved',
      },
      docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      prism: { additionalLanguages: ['json', 'http', 'php', 'bash', 'excel-formula'] },
      algolia: {
        appId: 'BENCH00000',
        apiKey: '00000000000000000000000000000000',
        indexName: 'market-data-docs-bench',
      },
    }),
};
