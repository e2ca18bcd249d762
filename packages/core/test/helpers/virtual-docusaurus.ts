/** `virtual:mdd/docusaurus` for unit tests of the Docusaurus client modules: a French site under `/docs-staging/`. */
export default {
  siteConfig: {
    title: 'Test',
    url: 'https://example.com',
    baseUrl: '/docs-staging/',
    i18n: { defaultLocale: 'fr' },
    themeConfig: {},
  },
};
