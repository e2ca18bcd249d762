import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage, url } from './browser.js';

const contract = fs
  .readFileSync(path.join(import.meta.dirname, '../test/fixtures/routes.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/'));

describe('every route of the contract', () => {
  it('answers 200 with its title and h1, readable without JavaScript', async () => {
    const { context, page } = await openPage({ javaScript: false });
    const failures: string[] = [];
    for (const route of contract) {
      const response = await page.goto(url(route), { waitUntil: 'domcontentloaded' });
      const title = await page.title();
      const h1 = (await page.locator('h1').first().textContent())?.trim() ?? '';
      if (response?.status() !== 200) failures.push(`${route}: status ${response?.status()}`);
      else if (!title.endsWith('Market Data Docs (dev)')) failures.push(`${route}: title "${title}"`);
      else if (!h1) failures.push(`${route}: no h1`);
      else if (
        route !== '/' &&
        route !== '/search' &&
        !title.startsWith(h1.replace(/\s*(New|Premium|Beta|High Usage)$/, ''))
      ) {
        failures.push(`${route}: title "${title}" does not start with the h1 "${h1}"`);
      }
    }
    await context.close();
    expect(failures).toEqual([]);
    expect(contract.length).toBeGreaterThan(120);
  }, 180_000);

  it('shows the home page with the title, the tagline and the API link', async () => {
    const { context, page } = await openPage({ javaScript: false, route: '/' });
    expect(await page.title()).toBe('Market Data Docs (dev)');
    await expect(page.locator('h1').textContent()).resolves.toBe('Market Data Docs (dev)');
    expect(await page.content()).toContain(
      'The Complete Reference For All Market Data Products &amp; Services',
    );
    expect(await page.getByRole('link', { name: 'Get Started With Our API' }).getAttribute('href')).toBe(
      '/docs-staging/api',
    );
    await context.close();
  });

  it('answers an unknown path with 404 and the not-found page', async () => {
    const { context, page } = await openPage({ javaScript: false });
    const response = await page.goto(url('/api/no-such-page'));
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page Not Found');
    await context.close();
  });
});
