import type { ManifestEntry } from '@market-data-docs/mdx-pipeline';
import picomatch from 'picomatch';
import type { SiteConfig } from '../config/schema.js';
import { absoluteUrl, escapeHtml } from './head.js';

/** Most URLs one sitemap file may list (the sitemaps.org limit). */
export const sitemapLimit = 50_000;

/** How the sitemap is written: a Docusaurus site's `@docusaurus/plugin-sitemap` options, else these defaults. */
export interface SitemapOptions {
  /** The file written, relative to the output folder (`sitemap.xml`). */
  filename: string;
  /** Globs of routes left out, matched as Docusaurus matches them: against the route with the base path (`/docs/tags/**`). */
  ignorePatterns: string[];
  /** Each URL's `<changefreq>` (`weekly`); none when `null`. */
  changefreq: string | null;
  /** Each URL's `<priority>` (`0.5`); none when `null`. */
  priority: number | null;
  /** Each page's last update as `<lastmod>`: the day (`date`), the time (`datetime`), or none (`null`). */
  lastmod: 'date' | 'datetime' | null;
}

/** The sitemap of a site of this engine's own. */
export const defaultSitemap: SitemapOptions = {
  filename: 'sitemap.xml',
  ignorePatterns: [],
  changefreq: 'weekly',
  priority: 0.5,
  lastmod: 'date',
};

/**
 * The sitemap: the home page, the site's own pages and every doc, category and tag page (as
 * Docusaurus's, for docs and blogs; unlisted pages and versions with `noIndex` left out), but the
 * routes `options.ignorePatterns` match. Up to `limit` URLs it is `options.filename`; beyond, that
 * file is an index of `sitemap-1.xml`, `sitemap-2.xml`... (named after it) of at most `limit` URLs
 * each. No file when every route is left out, as Docusaurus writes none.
 */
export function sitemapFiles(
  config: SiteConfig,
  routes: ManifestEntry[],
  customRoutes: string[] = [],
  options: SitemapOptions = defaultSitemap,
  limit = sitemapLimit,
): Array<{ path: string; contents: string }> {
  const listed = routes.filter((r) => !r.noindex);
  const ignored = options.ignorePatterns.length ? picomatch(options.ignorePatterns) : () => false;
  // A doc at `/` (a Docusaurus site's docs at the root) is the home page: listed once.
  const pages: Array<Pick<ManifestEntry, 'route' | 'lastUpdated'>> = [
    ...(listed.some((r) => r.route === '/') ? [] : [{ route: '/' }]),
    ...customRoutes.filter((route) => route !== '/').map((route) => ({ route })),
    ...listed,
  ].filter((entry) => !ignored(`${config.basePath}${entry.route.slice(1)}`));
  if (!pages.length) return [];
  const urls = pages.map((entry) => {
    const time = entry.lastUpdated && options.lastmod && new Date(entry.lastUpdated * 1000).toISOString();
    const lastmod = time ? `<lastmod>${options.lastmod === 'date' ? time.slice(0, 10) : time}</lastmod>` : '';
    const changefreq = options.changefreq ? `<changefreq>${escapeHtml(options.changefreq)}</changefreq>` : '';
    const priority = options.priority === null ? '' : `<priority>${options.priority.toFixed(1)}</priority>`;
    return `<url><loc>${escapeHtml(absoluteUrl(config, entry.route))}</loc>${lastmod}${changefreq}${priority}</url>`;
  });
  const urlset = (entries: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  const { filename } = options;
  if (urls.length <= limit) return [{ path: filename, contents: urlset(urls) }];
  const stem = filename.replace(/\.xml$/i, '');
  const parts: Array<{ path: string; contents: string }> = [];
  for (let start = 0; start < urls.length; start += limit)
    parts.push({
      path: `${stem}-${parts.length + 1}.xml`,
      contents: urlset(urls.slice(start, start + limit)),
    });
  const index = parts
    .map((part) => `<sitemap><loc>${escapeHtml(absoluteUrl(config, `/${part.path}`))}</loc></sitemap>`)
    .join('\n');
  return [
    {
      path: filename,
      contents: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index}\n</sitemapindex>\n`,
    },
    ...parts,
  ];
}

/** `robots.txt`, naming each sitemap written (`sitemaps`: their files, relative to the output folder). */
export function robotsTxt(config: SiteConfig, sitemaps: string[] = [defaultSitemap.filename]): string {
  const lines = sitemaps.map((file) => `Sitemap: ${absoluteUrl(config, `/${file}`)}\n`).join('');
  return `User-agent: *\nAllow: ${config.basePath}\nDisallow: ${config.basePath}search\n${lines ? `\n${lines}` : ''}`;
}

export function openSearchXml(config: SiteConfig): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
<ShortName>${escapeHtml(shortName(config.title))}</ShortName>
<Description>Search ${escapeHtml(config.title)}</Description>
<InputEncoding>UTF-8</InputEncoding>
${config.favicon ? `<Image width="16" height="16">${escapeHtml(absoluteUrl(config, `/${config.favicon}`))}</Image>\n` : ''}<Url type="text/html" method="get" template="${escapeHtml(absoluteUrl(config, '/search'))}?q={searchTerms}"/>
<moz:SearchForm>${escapeHtml(absoluteUrl(config, '/search'))}</moz:SearchForm>
</OpenSearchDescription>
`;
}

/** The media type of an icon file, by its extension. */
export function iconType(file: string): string | undefined {
  return { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon' }[file.split('.').pop() ?? ''];
}

/** The title without a parenthesised suffix (`Market Data Docs (dev)` -> `Market Data Docs`), for app and search-engine names. */
export function shortName(title: string): string {
  return title.replace(/\s*\([^)]*\)\s*$/, '') || title;
}

export function webManifest(config: SiteConfig): string {
  return `${JSON.stringify(
    {
      name: config.title,
      short_name: shortName(config.title),
      description: config.tagline,
      start_url: config.basePath,
      scope: config.basePath,
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: config.themeColor,
      icons: config.favicon
        ? [
            {
              src: `${config.basePath}${config.favicon}`,
              sizes: 'any',
              type: iconType(config.favicon),
              purpose: 'any',
            },
          ]
        : [],
    },
    null,
    2,
  )}\n`;
}

/**
 * `llms.txt`: every doc and category page of `routes` with its description, grouped by section,
 * linking the Markdown twins; as the sitemap, not the pages kept from search engines (unlisted
 * pages, versions with `noIndex`).
 */
export function llmsTxt(config: SiteConfig, routes: ManifestEntry[]): string {
  const lines = [`# ${config.title}`, '', `> ${config.tagline}`, ''];
  lines.push(
    'Every page below is also available as plain Markdown at the linked `.md` URL.',
    `A search page is at ${absoluteUrl(config, '/search')}?q=QUERY.`,
    '',
  );
  for (const section of config.sections) {
    const pages = routes.filter(
      (r) => r.section === section.id && (r.kind === 'doc' || r.kind === 'category') && !r.noindex,
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
