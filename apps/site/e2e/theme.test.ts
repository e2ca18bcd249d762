import { describe, expect, it } from 'vitest';
import { connect, openPage, url, visit } from './browser.js';

const theme = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.dataset.theme);

describe('colour mode', () => {
  it('is light by default, even when the system prefers dark (the option is off)', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await openPage({ colorScheme, route: '/api' });
      expect(await theme(page)).toBe('light');
      await context.close();
    }
  });

  it('switches, is remembered across pages and reloads, and never flashes the wrong theme', async () => {
    const { context, page } = await openPage({ route: '/api' });
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('mdd:color-mode'))).toBe('dark');
    await visit(page, '/sheets');
    expect(await theme(page)).toBe('dark');
    await expect(page.getByRole('button', { name: /Switch to light mode/ }).isVisible()).resolves.toBe(true);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(url('/account'));
    expect(await theme(page)).toBe('dark');
    await context.close();
  });

  it('falls back to the default when storage is unavailable', async () => {
    const { context, page } = await openPage();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('storage disabled');
        },
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await visit(page, '/api');
    expect(await theme(page)).toBe('light');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    expect(await theme(page)).toBe('dark');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('announcement bar', () => {
  it('stays dismissed after a reload and shows again for a new announcement id', async () => {
    const { context, page } = await openPage({ route: '/' });
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar.textContent()).resolves.toContain('Go SDK');
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await bar.waitFor({ state: 'hidden' });
    // Focus goes on to the navbar that follows the bar, not back to the page.
    expect(await page.evaluate(() => document.activeElement?.closest('header')?.className)).toContain(
      'mdd-navbar',
    );
    await page.reload();
    expect(await bar.isVisible()).toBe(false);
    await page.evaluate(() => localStorage.setItem('mdd:announcement-dismissed', 'an-older-announcement'));
    await page.reload();
    expect(await bar.isVisible()).toBe(true);
    await context.close();
  });
});

describe('mobile menu', () => {
  it('is there below 996 px: opens, traps focus, closes with Escape and outside clicks, locks scrolling', async () => {
    const { context, page } = await openPage({ width: 995, route: '/api/stocks/candles' });
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expect(menu.getByRole('link', { name: 'Sheets Add-On' }).isVisible()).resolves.toBe(true);
    await expect(menu.getByRole('link', { name: 'Bulk Candles' }).isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    for (let i = 0; i < 80; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu');
    await button.click();
    await menu.waitFor();
    await page.mouse.click(990, 400);
    await menu.waitFor({ state: 'hidden' });
    await button.click();
    await menu.getByRole('link', { name: 'Bulk Candles' }).click();
    await page.waitForURL(url('/api/stocks/bulkcandles'));
    await menu.waitFor({ state: 'hidden' });
    await context.close();
  });

  it("opens on the current page's entry of a long sidebar, its close button in view, the page where it was", async () => {
    const { context, page } = await openPage({
      width: 375,
      route: '/sheets/troubleshooting/multiple-google-accounts',
    });
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    const inView = (element: Element) => {
      const box = (element.closest('[role="dialog"]') as Element).getBoundingClientRect();
      const { top, bottom } = element.getBoundingClientRect();
      return top >= box.top && bottom <= box.bottom;
    };
    const current = menu.locator('.mdd-sidebar [aria-current="page"]');
    expect(await current.evaluate(inView)).toBe(true);
    expect(await menu.getByRole('button', { name: 'Close menu' }).evaluate(inView)).toBe(true);
    expect(await menu.evaluate((panel) => panel.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    await context.close();
  });

  it('is not there at 997 px', async () => {
    const { context, page } = await openPage({ width: 997, route: '/api/stocks/candles' });
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SDKs' }).isVisible(),
    ).resolves.toBe(true);
    await context.close();
  });
});

describe('navbar', () => {
  it('fits its screen from 320 px (a small phone) to 1024 px (a tablet): no sideways scroll, each label on one line', async () => {
    for (const width of [320, 997, 1024]) {
      const { context, page } = await openPage({ width, route: '/api/stocks/candles' });
      const fit = await page.evaluate(() => {
        // The lines a label's visible text takes (its icons and hidden hints aside).
        const lines = (element: Element) => {
          const tops = new Set<number>();
          const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let text = texts.nextNode(); text; text = texts.nextNode()) {
            if (text.parentElement?.closest('.mdd-visually-hidden')) continue;
            const range = document.createRange();
            range.selectNodeContents(text);
            for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
          }
          return tops.size;
        };
        const links = [...document.querySelectorAll('.mdd-navbar__items .mdd-navbar__link')];
        return {
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          wrapped: links
            .filter((link) => link.checkVisibility() && lines(link) > 1)
            .map((l) => l.textContent),
        };
      });
      expect(fit, `${width} px`).toEqual({ overflow: 0, wrapped: [] });
      await context.close();
    }
  });
});

describe('a text size of 200% (the browser setting)', () => {
  const routes = ['/', '/search?q=candles', '/api/stocks/candles', '/api/stocks'];

  it.each([
    [1280, false],
    [375, true],
  ])(
    'leaves nothing out of the screen at %i px: the narrow layout, no sideways scroll',
    async (width, touch) => {
      const context = await (await connect()).newContext({
        viewport: { width, height: 800 },
        hasTouch: touch,
        isMobile: touch,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      for (const route of routes) {
        await visit(page, route);
        const seen = await page.evaluate(() => ({
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          layoutWidth: window.innerWidth,
          menu: document.querySelector('.mdd-navbar__menu-button')?.checkVisibility() ?? false,
          search: (() => {
            const { left, right } = (
              document.querySelector('.mdd-search-button') as Element
            ).getBoundingClientRect();
            return left >= 0 && right <= document.documentElement.clientWidth;
          })(),
        }));
        expect(seen, `${route} at ${width} px`).toEqual({
          sideways: 0,
          layoutWidth: width,
          menu: true,
          search: true,
        });
      }
      await context.close();
    },
  );
});
