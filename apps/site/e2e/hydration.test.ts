import { describe, expect, it } from 'vitest';
import { openPage } from './browser.js';

const routes = [
  '/',
  // A static host serves a folder's index.html at its own URL too.
  '/index.html',
  '/api/stocks/candles/index.html',
  '/docs/intro',
  '/api/stocks/candles',
  '/api/category/universal-parameters',
  '/api/tags',
  '/api/tags/api-high-usage',
  '/sheets/options/optionchain',
  '/account/plans',
  '/search',
  '/test-pages/crash',
  '/test-pages/authoring',
  '/test-pages/tabs?tab=python&os=linux',
  '/no/such/page',
];

describe('hydration', () => {
  for (const route of routes) {
    it(`hydrates ${route} without an error or mismatch and becomes interactive`, async () => {
      const { context, page, errors } = await openPage({ route });
      await page.waitForLoadState('networkidle');
      const before = await page.locator('main').innerHTML();
      await page.getByRole('button', { name: /Switch to dark mode/ }).click();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      const expected404 = (error: string) => route === '/no/such/page' && error.includes('status of 404');
      expect(errors.filter((error) => !expected404(error))).toEqual([]);
      expect(before.length).toBeGreaterThan(100);
      await context.close();
    });
  }
});
