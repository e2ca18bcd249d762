import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../src/config/site.js';
import { removeSite, writeSite } from './helpers/temp-site.js';

const sites: string[] = [];
afterAll(() => sites.forEach(removeSite));

/** A Docusaurus site with one doc, whose config is `config` (JavaScript, after `module.exports = `). */
async function loaded(config: string) {
  const dir = writeSite({
    'docusaurus.config.js': `module.exports = ${config};\n`,
    'docs/intro.md': '# Intro\n',
  });
  fs.rmSync(path.join(dir, 'site.config.mjs'));
  sites.push(dir);
  return loadSite({ root: dir });
}
const site = `title: 'X', url: 'https://x.example', baseUrl: '/x/'`;

describe('the sitemap plugin of a Docusaurus site', () => {
  it('takes the classic preset’s sitemap options, with Docusaurus’s defaults for the others', async () => {
    const { docusaurus } = await loaded(
      `{ ${site}, presets: [['classic', { blog: false, sitemap: { ignorePatterns: ['/x/tags/**'], changefreq: 'daily', lastmod: 'datetime', filename: 'map.xml' } }]] }`,
    );
    expect(docusaurus?.sitemaps).toEqual([
      {
        filename: 'map.xml',
        ignorePatterns: ['/x/tags/**'],
        changefreq: 'daily',
        priority: 0.5,
        lastmod: 'datetime',
      },
    ]);
  });

  it('writes weekly at 0.5 without lastmod by default, and takes null changefreq and priority', async () => {
    const { docusaurus } = await loaded(
      `{ ${site}, presets: [['classic', { blog: false }]], plugins: [['@docusaurus/plugin-sitemap', { id: 'second', changefreq: null, priority: null, filename: '/second.xml' }]] }`,
    );
    expect(docusaurus?.sitemaps).toEqual([
      { filename: 'sitemap.xml', ignorePatterns: [], changefreq: 'weekly', priority: 0.5, lastmod: null },
      { filename: 'second.xml', ignorePatterns: [], changefreq: null, priority: null, lastmod: null },
    ]);
  });

  it('has no sitemap with `sitemap: false`, with the site’s `noIndex`, or without the plugin', async () => {
    const off = await loaded(`{ ${site}, presets: [['classic', { blog: false, sitemap: false }]] }`);
    expect(off.docusaurus?.sitemaps).toEqual([]);
    const noIndex = await loaded(`{ ${site}, noIndex: true, presets: [['classic', { blog: false }]] }`);
    expect(noIndex.docusaurus?.sitemaps).toEqual([]);
    const none = await loaded(`{ ${site}, plugins: ['@docusaurus/plugin-content-docs'] }`);
    expect(none.docusaurus?.sitemaps).toEqual([]);
  });

  it('names createSitemapItems as not run', async () => {
    const { warnings } = await loaded(
      `{ ${site}, presets: [['classic', { blog: false, sitemap: { createSitemapItems: async (p) => p.defaultCreateSitemapItems(p) } }]] }`,
    );
    expect(warnings).toContain(
      'sitemap plugin: createSitemapItems is not run; the sitemap lists the pages as Docusaurus does by default',
    );
  });
});
