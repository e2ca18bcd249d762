import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.js';

const pages = {
  home: '/',
  'doc page': '/api/stocks/candles',
  'doc page with tables and images': '/sheets/troubleshooting/price-differences',
  'doc page with several tables': '/api/dates-and-times',
  'doc page with footnotes, diffs, task lists, keys and admonitions': '/test-pages/authoring',
  'doc page with tabs': '/test-pages/tabs?tab=python',
  'category page': '/api/category/universal-parameters',
  'tags page': '/api/tags',
  'tag page': '/api/tags/api-premium',
  'search page': '/search',
  'not-found page': '/no/such/page',
};

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [name, route] of Object.entries(pages)) {
      it(`finds no violation on the ${name} in ${colorScheme} mode`, async () => {
        const { context, page } = await openPage({ route });
        if (colorScheme === 'dark') {
          await page.evaluate(() => localStorage.setItem('mdd:color-mode', 'dark'));
          await page.reload();
        }
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .exclude('iframe')
          .analyze();
        const violations = results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
        expect(violations).toEqual([]);
        expect(results.passes.length).toBeGreaterThan(10);
        await context.close();
      });
    }
  }

  it('starts the keyboard path with a skip link to the main content', async () => {
    const { context, page } = await openPage({ route: '/api/stocks/candles' });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('mdd-main');
    await context.close();
  });

  it('has the landmarks a screen reader expects', async () => {
    const { context, page } = await openPage({ route: '/api/stocks/candles' });
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Breadcrumbs' }).count()).toBe(1);
    await context.close();
  });

  it('reads the breadcrumbs without their separators', async () => {
    const { context, page } = await openPage({ route: '/api/stocks/candles' });
    const crumbs = await page.getByRole('navigation', { name: 'Breadcrumbs' }).ariaSnapshot();
    expect(crumbs).toContain('Stocks');
    expect(crumbs).not.toContain('›');
    await context.close();
  });

  it('shows which tab is selected in forced-colours mode', async () => {
    const { context, page } = await openPage({ route: '/api/stocks/candles' });
    await page.emulateMedia({ forcedColors: 'active' });
    const bars = await page
      .getByRole('tablist')
      .first()
      .getByRole('tab')
      .evaluateAll((tabs) =>
        tabs.map((tab) => `${tab.getAttribute('aria-selected')} ${getComputedStyle(tab).borderBottomColor}`),
      );
    const selected = bars.filter((bar) => bar.startsWith('true ')).map((bar) => bar.slice(5));
    const others = new Set(bars.filter((bar) => bar.startsWith('false ')).map((bar) => bar.slice(6)));
    expect(selected).toHaveLength(1);
    expect(others.size).toBe(1);
    expect(others.has(selected[0] as string)).toBe(false);
    await context.close();
  });

  it('keeps the edges of code blocks and badges in forced-colours mode', async () => {
    const { context, page } = await openPage({ route: '/api/stocks/candles' });
    await page.emulateMedia({ forcedColors: 'active' });
    // Forced colours paint backgrounds in the page's colour: a box drawn only by its background is gone.
    const edges = await page.locator('.mdd-code-block, .mdd-badge').evaluateAll((boxes) =>
      boxes.map((box) => {
        const style = getComputedStyle(box);
        return style.outlineStyle !== 'none' || style.borderTopStyle !== 'none';
      }),
    );
    expect(edges.length).toBeGreaterThan(2);
    expect(edges.every(Boolean)).toBe(true);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`draws the focus ring in the announcement bar at 3:1 against the bar in ${colorScheme} mode`, async () => {
      const { context, page } = await openPage({ route: '/api/stocks/candles', colorScheme });
      const bar = page.getByRole('region', { name: 'Announcement' });
      const controls = bar.locator('a, button');
      expect(await controls.count()).toBeGreaterThan(1);
      for (const control of await controls.all()) {
        await control.focus();
        // The control has the keyboard's focus ring (focus() from a script counts as the keyboard's).
        expect(await control.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
        const ratio = await control.evaluate((element) => {
          const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
          const luminance = (colour: string) => {
            const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
              const c = value / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const ring = luminance(getComputedStyle(element).outlineColor);
          const background = luminance(
            getComputedStyle(element.closest('.mdd-announcement') as Element).backgroundColor,
          );
          return (Math.max(ring, background) + 0.05) / (Math.min(ring, background) + 0.05);
        });
        expect(ratio).toBeGreaterThanOrEqual(3);
      }
      await context.close();
    });
  }
});
