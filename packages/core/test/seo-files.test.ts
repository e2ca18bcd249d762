import type { ManifestEntry } from '@market-data-docs/mdx-pipeline';
import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../src/config/schema.js';
import { defaultSitemap, llmsTxt, robotsTxt, sitemapFiles } from '../src/server/seo-files.js';

const config = resolveSiteConfig({
  title: 'Docs',
  url: 'https://docs.example.com',
  basePath: '/docs/',
  sections: [{ id: 'guide', label: 'Guide' }],
});
const entry = (route: string, extra: Partial<ManifestEntry> = {}) => ({ route, ...extra }) as ManifestEntry;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap', () => {
  it('lists the home page, the site pages and every indexable page, with the last update', () => {
    const files = sitemapFiles(
      config,
      [entry('/guide/a', { lastUpdated: 1_700_000_000 }), entry('/tags', { noindex: true })],
      ['/about'],
    );
    expect(files.map((f) => f.path)).toEqual(['sitemap.xml']);
    const [sitemap] = files;
    expect(locs(sitemap?.contents ?? '')).toEqual([
      'https://docs.example.com/docs/',
      'https://docs.example.com/docs/about',
      'https://docs.example.com/docs/guide/a',
    ]);
    expect(sitemap?.contents).toContain('<lastmod>2023-11-14</lastmod>');
    expect(sitemap?.contents).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset /);
  });

  it('lists tag pages of docs and blogs, not those of a version kept from search engines', () => {
    const [sitemap] = sitemapFiles(config, [
      entry('/guide/a', { kind: 'doc' }),
      entry('/guide/tags', { kind: 'tags' }),
      entry('/guide/tags/setup', { kind: 'tag' }),
      entry('/guide/old/tags/setup', { kind: 'tag', noindex: true }),
      entry('/blog/tags', { kind: 'tags' }),
      entry('/blog/tags/release', { kind: 'tag' }),
      entry('/blog/tags/release/page/2', { kind: 'tag' }),
    ]);
    expect(locs(sitemap?.contents ?? '')).toEqual([
      'https://docs.example.com/docs/',
      'https://docs.example.com/docs/guide/a',
      'https://docs.example.com/docs/guide/tags',
      'https://docs.example.com/docs/guide/tags/setup',
      'https://docs.example.com/docs/blog/tags',
      'https://docs.example.com/docs/blog/tags/release',
      'https://docs.example.com/docs/blog/tags/release/page/2',
    ]);
  });

  it('becomes an index of sitemaps of at most the limit each past it', () => {
    const routes = Array.from({ length: 24 }, (_, i) => entry(`/guide/p${i}`));
    const files = sitemapFiles(config, routes, [], defaultSitemap, 10);
    expect(files.map((f) => f.path)).toEqual([
      'sitemap.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
    ]);
    const [index, ...parts] = files;
    expect(index?.contents).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index?.contents ?? '')).toEqual([
      'https://docs.example.com/docs/sitemap-1.xml',
      'https://docs.example.com/docs/sitemap-2.xml',
      'https://docs.example.com/docs/sitemap-3.xml',
    ]);
    expect(parts.map((p) => locs(p.contents).length)).toEqual([10, 10, 5]);
    const all = parts.flatMap((p) => locs(p.contents));
    expect(new Set(all).size).toBe(25);
    expect(all[0]).toBe('https://docs.example.com/docs/');
  });

  it('splits 100,000 pages and the home page into sitemaps of at most 50,000 URLs', () => {
    const routes = Array.from({ length: 100_000 }, (_, i) => entry(`/guide/p${i}`));
    const files = sitemapFiles(config, routes);
    expect(files.map((f) => f.path)).toEqual([
      'sitemap.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
    ]);
    expect(files.slice(1).map((p) => locs(p.contents).length)).toEqual([50_000, 50_000, 1]);
  });

  it('counts tag pages in the 50,000 URLs of each sitemap', () => {
    const routes = [
      ...Array.from({ length: 49_990 }, (_, i) => entry(`/guide/p${i}`, { kind: 'doc' })),
      ...Array.from({ length: 20 }, (_, i) => entry(`/guide/tags/t${i}`, { kind: 'tag' })),
    ];
    const files = sitemapFiles(config, routes);
    expect(files.map((f) => f.path)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
    expect(files.slice(1).map((p) => locs(p.contents).length)).toEqual([50_000, 11]);
    expect(locs(files[2]?.contents ?? '').at(-1)).toBe('https://docs.example.com/docs/guide/tags/t19');
  });
});

describe('sitemap options (a Docusaurus site’s sitemap plugin)', () => {
  const options = (extra: Partial<typeof defaultSitemap>) => ({ ...defaultSitemap, ...extra });
  const routes = [
    entry('/guide/a', { lastUpdated: 1_700_000_000 }),
    entry('/guide/tags', { kind: 'tags' }),
    entry('/guide/tags/setup', { kind: 'tag' }),
  ];

  it('leaves out the routes ignorePatterns match, globs against the route with the base path', () => {
    const [sitemap] = sitemapFiles(
      config,
      routes,
      ['/about'],
      options({ ignorePatterns: ['/docs/guide/tags/**'] }),
    );
    expect(locs(sitemap?.contents ?? '')).toEqual([
      'https://docs.example.com/docs/',
      'https://docs.example.com/docs/about',
      'https://docs.example.com/docs/guide/a',
    ]);
    // Without the base path a pattern matches nothing, as in Docusaurus.
    const [unmatched] = sitemapFiles(config, routes, [], options({ ignorePatterns: ['/guide/**'] }));
    expect(locs(unmatched?.contents ?? '')).toHaveLength(4);
  });

  it('writes changefreq and priority as given, and leaves each out when null', () => {
    const [given] = sitemapFiles(config, routes, [], options({ changefreq: 'daily', priority: 0.25 }));
    expect(given?.contents).toContain(
      '<url><loc>https://docs.example.com/docs/guide/tags</loc><changefreq>daily</changefreq><priority>0.3</priority></url>',
    );
    const [none] = sitemapFiles(config, routes, [], options({ changefreq: null, priority: null }));
    expect(none?.contents).toContain('<url><loc>https://docs.example.com/docs/guide/tags</loc></url>');
  });

  it('writes each page’s last update as a date, a time, or not at all', () => {
    const lastmod = (value: 'date' | 'datetime' | null) =>
      sitemapFiles(config, routes, [], options({ lastmod: value }))[0]?.contents.match(
        /<lastmod>[^<]*<\/lastmod>/g,
      );
    expect(lastmod('date')).toEqual(['<lastmod>2023-11-14</lastmod>']);
    expect(lastmod('datetime')).toEqual(['<lastmod>2023-11-14T22:13:20.000Z</lastmod>']);
    expect(lastmod(null)).toBeNull();
  });

  it('writes the file named, and names the parts of a large sitemap after it', () => {
    const many = Array.from({ length: 14 }, (_, i) => entry(`/guide/p${i}`));
    expect(
      sitemapFiles(config, routes, [], options({ filename: 'maps/site.xml' })).map((f) => f.path),
    ).toEqual(['maps/site.xml']);
    const files = sitemapFiles(config, many, [], options({ filename: 'maps/site.xml' }), 10);
    expect(files.map((f) => f.path)).toEqual(['maps/site.xml', 'maps/site-1.xml', 'maps/site-2.xml']);
    expect(locs(files[0]?.contents ?? '')).toEqual([
      'https://docs.example.com/docs/maps/site-1.xml',
      'https://docs.example.com/docs/maps/site-2.xml',
    ]);
  });

  it('writes no file when every route is left out', () => {
    expect(sitemapFiles(config, routes, [], options({ ignorePatterns: ['/docs/**'] }))).toEqual([]);
  });
});

describe('robots.txt', () => {
  it('names each sitemap written, or none', () => {
    expect(robotsTxt(config)).toBe(
      'User-agent: *\nAllow: /docs/\nDisallow: /docs/search\n\nSitemap: https://docs.example.com/docs/sitemap.xml\n',
    );
    expect(robotsTxt(config, ['maps/site.xml'])).toContain(
      '\nSitemap: https://docs.example.com/docs/maps/site.xml\n',
    );
    expect(robotsTxt(config, [])).toBe('User-agent: *\nAllow: /docs/\nDisallow: /docs/search\n');
  });
});

describe('llms.txt', () => {
  it('lists the doc and category pages, not the unlisted ones nor versions kept from search engines', () => {
    const text = llmsTxt(config, [
      entry('/guide/a', { section: 'guide', kind: 'doc', title: 'A', description: 'First.' }),
      entry('/guide/category/b', { section: 'guide', kind: 'category', title: 'B' }),
      entry('/guide/secret', {
        section: 'guide',
        kind: 'doc',
        title: 'Secret',
        unlisted: true,
        noindex: true,
      }),
      entry('/guide/old/a', { section: 'guide', kind: 'doc', title: 'Old A', noindex: true }),
      entry('/guide/tags', { section: 'guide', kind: 'tags', title: 'Tags', noindex: true }),
    ]);
    const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['A', 'https://docs.example.com/docs/guide/a.md'],
      ['B', 'https://docs.example.com/docs/guide/category/b.md'],
    ]);
  });
});
