// The site's configuration, shared by the server render (check.mjs, plain Node) and the browser
// entry (main.tsx). Plain JavaScript typed with JSDoc so that `tsc` checks it against the theme.

/** Base path the app is served under. */
export const basePath = '/docs/';

/** @type {import('@market-data-docs/mdx-pipeline').PipelineOptions['sections']} */
export const sections = [
  { id: 'guide', label: 'Guide' },
  { id: 'reference', label: 'Reference' },
];

/** @type {import('@market-data-docs/theme').ThemeConfig} */
export const themeConfig = {
  title: 'Acme Docs',
  tagline: 'Widgets for everyone',
  basePath,
  homeLink: '/',
  logo: { alt: 'Acme', src: `${basePath}img/acme.svg`, width: 32, height: 32 },
  navbar: {
    items: [
      { label: 'Guide', to: '/guide' },
      { label: 'Reference', to: '/reference' },
      { label: 'Source', href: 'https://example.com/acme/widgets', position: 'right' },
    ],
  },
  footer: {
    copyright: '© 2025 Acme Corp.',
    links: [{ label: 'Status', href: 'https://status.example.com' }],
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
  versionLabel: 'Next',
  search: {
    suggestions: ['install', 'layouts'],
    feedbackUrl: 'https://example.com/acme/widgets/issues/new?title={query}',
  },
};
