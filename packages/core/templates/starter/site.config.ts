import { defineSiteConfig } from '@market-data-docs/core/config';

export default defineSiteConfig({
  title: '{{title}}',
  tagline: 'Everything you need to know, one page at a time.',
  // Where the site will be published: used for canonical links, the sitemap and social cards.
  url: 'https://example.com',
  basePath: '/',
  favicon: 'img/favicon.svg',
  // Each section is a folder of content/ and a link in the navbar.
  sections: [{ id: 'guide', label: 'Guide' }],
  footer: { copyright: `© ${new Date().getFullYear()} {{title}}` },
});
