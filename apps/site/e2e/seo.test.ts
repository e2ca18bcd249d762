import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openPage, url } from './browser.js';

const outDir = () => inject('outDir');
const read = (rel: string) => fs.readFileSync(path.join(outDir(), rel), 'utf8');
const contract = fs
  .readFileSync(path.join(import.meta.dirname, '../test/fixtures/routes.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/'));

describe('head tags', () => {
  it('gives a doc page its title, description, canonical URL, Open Graph, Twitter and breadcrumb JSON-LD', async () => {
    const { context, page } = await openPage({ route: '/api/stocks/candles' });
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await page.title()).toBe('Candles | Market Data Docs (dev)');
    expect(await meta('meta[name="description"]')).toMatch(/candles|bars/i);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      'https://www.marketdata.app/docs-staging/api/stocks/candles',
    );
    expect(await meta('meta[property="og:title"]')).toBe('Candles');
    expect(await meta('meta[property="og:type"]')).toBe('article');
    expect(await meta('meta[property="og:url"]')).toBe(
      'https://www.marketdata.app/docs-staging/api/stocks/candles',
    );
    expect(await meta('meta[name="twitter:card"]')).toBe('summary');
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('BreadcrumbList');
    expect(jsonLd.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'API',
      'Stocks',
      'Candles',
    ]);
    await context.close();
  });

  it('lists every page, tag pages included, in the sitemap and lets search engines index them', async () => {
    const { context, page } = await openPage({ route: '/api/tags/api-premium' });
    await expect(page.locator('meta[name="robots"]').count()).resolves.toBe(0);
    await context.close();
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://www.marketdata.app/docs-staging/api/tags</loc>');
    for (const route of contract.filter((r) => r !== '/search')) {
      expect(sitemap, route).toContain(
        `<loc>https://www.marketdata.app/docs-staging${route === '/' ? '/' : route}</loc>`,
      );
    }
    expect(sitemap).not.toContain('test-pages');
  });
});

describe('files for crawlers and tools', () => {
  it('writes robots.txt, opensearch.xml, the web manifest and the favicon', () => {
    expect(read('robots.txt')).toContain('Sitemap: https://www.marketdata.app/docs-staging/sitemap.xml');
    expect(read('opensearch.xml')).toContain(
      'template="https://www.marketdata.app/docs-staging/search?q={searchTerms}"',
    );
    expect(JSON.parse(read('manifest.webmanifest'))).toMatchObject({
      name: 'Market Data Docs (dev)',
      start_url: '/docs-staging/',
    });
    expect(read('img/favicon.svg')).toContain('<svg');
  });

  it('lists every doc and category page in llms.txt with a Markdown twin for each', () => {
    const llms = read('llms.txt');
    const pages = contract.filter((r) => r !== '/' && r !== '/search' && !r.includes('/tags'));
    for (const route of pages) {
      expect(llms, route).toContain(`(https://www.marketdata.app/docs-staging${route}.md)`);
      const twin = read(`${route.slice(1)}.md`);
      expect(twin.startsWith('# '), route).toBe(true);
    }
    expect(llms).not.toContain('test-pages');
    const candles = read('api/stocks/candles.md');
    expect(candles).toContain('## Request Parameters');
    expect(candles).toContain('```json');
    expect(read('api/stocks.md')).toContain('- [Candles](/docs-staging/api/stocks/candles)');
  });

  it('copies a page as Markdown from the Copy page button', async () => {
    const { context, page } = await openPage({ route: '/api/stocks/quotes' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(url('/')).origin,
    });
    await page.getByRole('button', { name: /Copy page/ }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('# Quotes');
    await context.close();
  });
});

describe('content security policy', () => {
  it('pins the inline bootstrap script by hash and the browser reports no violation', async () => {
    const { context, page, errors } = await openPage();
    const response = await page.goto(url('/api/stocks/candles'));
    const csp = response?.headers()['content-security-policy'] ?? '';
    const inline = await page.locator('head script:not([src]):not([type])').textContent();
    const hash = createHash('sha256')
      .update(inline ?? '')
      .digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(read('_headers')).toContain(csp);
    await page.getByRole('link', { name: 'Quotes' }).first().click();
    await page.waitForURL(url('/api/stocks/quotes'));
    await page.waitForLoadState('networkidle');
    expect(errors.filter((e) => /Content Security Policy|Refused to/.test(e))).toEqual([]);
    expect(await page.locator('h1').textContent()).toContain('Quotes');
    await context.close();
  });
});
