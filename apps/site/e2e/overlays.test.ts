import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type OpenPage, openPage } from './browser.js';

let opened: OpenPage | undefined;

async function open(width: number, route: string): Promise<Page> {
  opened = await openPage({ width, route });
  return opened.page;
}

afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Waits for focus in the search input. The first time, the dialog shows once its code has loaded;
 * focus moves in and Esc starts closing it a moment later.
 */
async function searchFocused(page: Page) {
  const input = page.getByRole('combobox', { name: 'Search docs' });
  await input.waitFor();
  await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

describe('navbar and overlays', () => {
  it('keep the scroll position: the colour toggle, the search closed with Esc, focus back in the navbar', async () => {
    const page = await open(1280, '/api/options/chain');
    await scrollTo(page, 1500);
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    expect(await scrollY(page)).toBe(1500);
    await page.keyboard.press('Control+k');
    await searchFocused(page);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Search');
    expect(await scrollY(page)).toBe(1500);
  });

  it('keep the scroll position when the mobile menu opens and closes', async () => {
    const page = await open(800, '/api/options/chain');
    await scrollTo(page, 1500);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
    expect(await scrollY(page)).toBe(1500);
  });

  it('let the page scroll again after the search opened over the mobile menu is closed', async () => {
    const page = await open(800, '/api/stocks/candles');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.keyboard.press('/');
    // The menu closes as focus moves into the search.
    await searchFocused(page);
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Search the documentation' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });

  it('close the mobile "On this page" on the next page', async () => {
    const page = await open(390, '/api/stocks/candles');
    const toggle = page.getByRole('button', { name: 'On this page' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: /^Next/ }).click();
    await page.waitForURL(/\/api\/stocks\/bulkcandles$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Bulk Candles');
    expect(await page.getByRole('button', { name: 'On this page' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});
