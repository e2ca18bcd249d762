import type { ContentBuild, ManifestEntry } from '@market-data-docs/mdx-pipeline';
import type { SiteConfig } from '../config/schema.js';
import { absoluteUrl, escapeHtml } from './head.js';

/** `sitemap.xml`: the home page, the search page and every doc and category page (tag pages excluded). */
export function sitemapXml(config: SiteConfig, routes: ManifestEntry[]): string {
  const urls = ['/', ...routes.filter((r) => !r.noindex).map((r) => r.route)];
  const entries = urls.map((route) => {
    const entry = routes.find((r) => r.route === route);
    const lastmod = entry?.lastUpdated
      ? `<lastmod>${new Date(entry.lastUpdated * 1000).toISOString().slice(0, 10)}</lastmod>`
      : '';
    return `<url><loc>${escapeHtml(absoluteUrl(config, route))}</loc>${lastmod}<changefreq>weekly</changefreq><priority>0.5</priority></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(config: SiteConfig): string {
  return `User-agent: *\nAllow: ${config.basePath}\nDisallow: ${config.basePath}search\n\nSitemap: ${absoluteUrl(config, '/sitemap.xml')}\n`;
}

export function openSearchXml(config: SiteConfig): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
<ShortName>Market Data Docs</ShortName>
<Description>Search ${escapeHtml(config.title)}</Description>
<InputEncoding>UTF-8</InputEncoding>
<Image width="16" height="16" type="image/svg+xml">${escapeHtml(absoluteUrl(config, `/${config.favicon}`))}</Image>
<Url type="text/html" method="get" template="${escapeHtml(absoluteUrl(config, '/search'))}?q={searchTerms}"/>
<moz:SearchForm>${escapeHtml(absoluteUrl(config, '/search'))}</moz:SearchForm>
</OpenSearchDescription>
`;
}

export function webManifest(config: SiteConfig, themeColor: string): string {
  return `${JSON.stringify(
    {
      name: config.title,
      short_name: 'Market Data Docs',
      description: config.tagline,
      start_url: config.basePath,
      scope: config.basePath,
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: themeColor,
      icons: [
        { src: `${config.basePath}${config.favicon}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    null,
    2,
  )}\n`;
}

/** `llms.txt`: every doc and category page with its description, grouped by section, linking the Markdown twins. */
export function llmsTxt(config: SiteConfig, content: ContentBuild): string {
  const lines = [`# ${config.title}`, '', `> ${config.tagline}`, ''];
  lines.push(
    'Every page below is also available as plain Markdown at the linked `.md` URL.',
    `A search page is at ${absoluteUrl(config, '/search')}?q=QUERY.`,
    '',
  );
  for (const section of config.sections) {
    const pages = content.manifest.routes.filter(
      (r) => r.section === section.id && (r.kind === 'doc' || r.kind === 'category'),
    );
    if (!pages.length) continue;
    lines.push(`## ${section.label}`, '');
    for (const page of pages) {
      const url = `${absoluteUrl(config, page.route)}.md`;
      lines.push(`- [${page.title}](${url})${page.description ? `: ${page.description}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
