import { defaultSitemap, type SitemapOptions } from '../server/seo-files.js';

type Raw = Record<string, unknown>;

/**
 * A `@docusaurus/plugin-sitemap` instance's options with Docusaurus's defaults (weekly, priority
 * 0.5, no `lastmod`, `sitemap.xml`); `createSitemapItems` is named to `warn` as not run.
 */
export function sitemapOptions(options: Raw, warn: (message: string) => void): SitemapOptions {
  if (typeof options.createSitemapItems === 'function')
    warn(
      'sitemap plugin: createSitemapItems is not run; the sitemap lists the pages as Docusaurus does by default',
    );
  const { changefreq, priority, lastmod, filename, ignorePatterns } = options;
  return {
    filename:
      typeof filename === 'string' && filename ? filename.replace(/^\/+/, '') : defaultSitemap.filename,
    ignorePatterns: Array.isArray(ignorePatterns) ? ignorePatterns.map(String) : [],
    changefreq: changefreq === null ? null : typeof changefreq === 'string' ? changefreq : 'weekly',
    priority: priority === null ? null : typeof priority === 'number' ? priority : 0.5,
    lastmod: lastmod === 'date' || lastmod === 'datetime' ? lastmod : null,
  };
}
