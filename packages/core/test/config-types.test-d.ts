// Type tests of `defineSiteConfig`: what TypeScript accepts in a site's config, as the schema does.
// Checked by `tsc` (`pnpm typecheck`).
import { defineSiteConfig } from '../src/config/define.js';

const base = { title: 'Docs', url: 'https://docs.example.com', sections: [{ id: 'guide', label: 'Guide' }] };

defineSiteConfig({
  ...base,
  navbar: {
    items: [
      { label: 'Guide', to: '/guide' },
      { label: 'GitHub', href: 'https://github.com/acme', position: 'right' },
      {
        label: 'More',
        items: [
          { label: 'API', to: '/api' },
          { label: 'Status', href: 'https://status.acme.dev' },
        ],
      },
      { html: '<b>Beta</b>', position: 'right', className: 'beta' },
    ],
  },
  footer: {
    copyright: { html: '© <a href="https://acme.dev">Acme</a>' },
    links: [
      { label: 'Blog', href: 'https://acme.dev/blog' },
      { label: 'Guide', to: '/guide' },
      { html: '<a href="https://status.acme.dev">Status</a>' },
    ],
  },
  remarkPlugins: ['remark-math', ['./plugins/remark-release.mjs', { release: '2.0' }]],
  rehypePlugins: [['rehype-katex', { strict: false }]],
  search: { algolia: { appId: process.env.ALGOLIA_APP_ID } },
});

const link = { label: 'Guide', to: '/guide', href: 'https://acme.dev' };
defineSiteConfig({
  ...base,
  // @ts-expect-error a link is a route or an external address, not both
  navbar: { items: [link] },
});
defineSiteConfig({
  ...base,
  // @ts-expect-error the same in a dropdown
  navbar: { items: [{ label: 'More', items: [link] }] },
});
defineSiteConfig({
  ...base,
  // @ts-expect-error the same in the footer
  footer: { links: [link] },
});
defineSiteConfig({
  ...base,
  // @ts-expect-error an unknown key
  titel: 'Docs',
});
