import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNothingAxeFinds, openFixturePage } from './fixture-page.js';

/**
 * The fixture's page made of Infima's class names (`src/pages/showcase.tsx`), hydrated, at a width and
 * in a colour mode.
 */
const open = (width: number, mode: 'light' | 'dark' = 'light') => openFixturePage('showcase', mode, width);

/** The boxes of the three feature columns, in page order. */
const columns = (page: Page) =>
  page.locator('.row > .col.col--4').evaluateAll((cols) =>
    cols.map((col) => {
      const { left, top, width, bottom } = col.getBoundingClientRect();
      return { left, top, width, bottom };
    }),
  );

/** A colour token of the page's colour mode as the browser resolves it (`rgb(...)`). */
const token = (page: Page, name: string) =>
  page.evaluate((property) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${property})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, name);

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

describe("a Docusaurus page made of Infima's class names, in Chromium", () => {
  it('puts the three col--4 columns of a row side by side at 1280 px', async () => {
    const page = await open(1280);
    const [first, second, third] = await columns(page);
    expect(first && second && third).toBeTruthy();
    if (!first || !second || !third) return;
    expect(second.top).toBeCloseTo(first.top, 0);
    expect(third.top).toBeCloseTo(first.top, 0);
    expect(second.left).toBeCloseTo(first.left + first.width, 0);
    expect(third.left).toBeCloseTo(second.left + second.width, 0);
    expect(second.width).toBeCloseTo(first.width, 0);
    // A third of the row: the 1140 px container, whose padding the row's negative margins take back.
    expect(first.width).toBeCloseTo(1140 / 3, 0);
    await page.context().close();
  });

  it('stacks them, each the full width, at 375 px', async () => {
    const page = await open(375);
    const [first, second, third] = await columns(page);
    expect(first && second && third).toBeTruthy();
    if (!first || !second || !third) return;
    expect(second.top).toBeGreaterThanOrEqual(first.bottom);
    expect(third.top).toBeGreaterThanOrEqual(second.bottom);
    expect([second.left, third.left]).toEqual([first.left, first.left]);
    expect(first.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await page.context().close();
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`fills button--primary and the hero--primary band with the primary colour in ${mode} mode`, async () => {
      const page = await open(1280, mode);
      const primary = await token(page, '--mdd-color-primary');
      // The site's `--ifm-color-primary` (its `src/css/custom.css`) in each mode.
      expect(primary).toBe(mode === 'light' ? 'rgb(37, 112, 74)' : 'rgb(37, 194, 160)');
      const button = page.getByRole('link', { name: 'Read about columns' });
      expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(primary);
      expect(await button.evaluate((el) => getComputedStyle(el).color)).toBe(
        await token(page, '--mdd-color-on-primary'),
      );
      expect(await button.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
      expect(await style(page, '.hero--primary', 'background-color')).toBe(primary);
      expect(await style(page, '.hero__title', 'color')).toBe(await token(page, '--mdd-color-on-primary'));
      expect(await style(page, '.button--secondary', 'background-color')).toBe(
        await token(page, '--mdd-infima-secondary'),
      );
      await page.context().close();
    });
  }

  it('shows a link that is a card as a card: in the text colour, not underlined', async () => {
    const page = await open(1280);
    const card = page.getByRole('link', { name: 'Command line reference' });
    expect(await card.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
    expect(await card.evaluate((el) => getComputedStyle(el).color)).toBe(
      await token(page, '--mdd-color-text'),
    );
    expect(await card.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('1px');
    await page.context().close();
  });

  it("lets the site's own CSS module win over the engine's styles of the same element", async () => {
    const page = await open(1280);
    // `.hero` pads 4rem and aligns left; the page's module pads 3rem 0 and centres.
    expect(await style(page, '.hero', 'padding-top')).toBe('48px');
    expect(await style(page, '.hero', 'padding-left')).toBe('0px');
    expect(await style(page, '.hero', 'text-align')).toBe('center');
    // A `col col--4` the page's module makes half the row wide.
    const half = page.getByText('Half the row').locator('..');
    expect(await half.evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(1140 / 2, 0);
    await page.context().close();
  });

  /** The boxes of the items of a list, in page order. */
  const boxes = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((items) =>
      items.map((item) => {
        const { left, top, width, height } = item.getBoundingClientRect();
        return { left, top, width, height };
      }),
    );

  for (const mode of ['light', 'dark'] as const) {
    it(`draws tabs and pills in a row, the active one in the primary colour, in ${mode} mode`, async () => {
      const page = await open(1280, mode);
      const primary = await token(page, '--mdd-color-primary');
      for (const list of ['.tabs > .tabs__item', '.pills > .pills__item']) {
        const [first, second, third] = await boxes(page, list);
        expect(first && second && third).toBeTruthy();
        if (!first || !second || !third) return;
        expect([second.top, third.top]).toEqual([first.top, first.top]);
        expect(second.left).toBeGreaterThanOrEqual(first.left + first.width);
        expect(third.left).toBeGreaterThanOrEqual(second.left + second.width);
      }
      expect(await style(page, '.tabs', 'list-style-type')).toBe('none');
      expect(await style(page, '.tabs__item--active', 'color')).toBe(primary);
      expect(await style(page, '.tabs__item--active', 'border-bottom-color')).toBe(primary);
      expect(await style(page, '.tabs__item--active', 'border-bottom-width')).toBe('3px');
      expect(await style(page, '.tabs__item:not(.tabs__item--active)', 'color')).toBe(
        await token(page, '--mdd-color-text-muted'),
      );
      expect(await style(page, '.pills__item--active', 'background-color')).toBe(primary);
      expect(await style(page, '.pills__item--active', 'color')).toBe(
        await token(page, '--mdd-color-on-primary'),
      );
      expect(await style(page, '.pills__item:not(.pills__item--active)', 'background-color')).toBe(
        'rgba(0, 0, 0, 0)',
      );
      await page.context().close();
    });

    it(`draws breadcrumbs on one line with separators, the last on the primary tint, in ${mode} mode`, async () => {
      const page = await open(1280, mode);
      const trail = page.getByRole('navigation', { name: 'Showcase trail' });
      const items = await boxes(page, '.breadcrumbs > .breadcrumbs__item');
      expect(items).toHaveLength(3);
      expect(new Set(items.map((item) => item.top)).size).toBe(1);
      const separators = await trail
        .locator('.breadcrumbs__item')
        .evaluateAll((crumbs) => crumbs.map((crumb) => getComputedStyle(crumb, '::after').content));
      expect(separators).toEqual(['"›"', '"›"', 'none']);
      const home = trail.getByRole('link', { name: 'Home' });
      expect(await home.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
      expect(await home.evaluate((el) => getComputedStyle(el).color)).toBe(
        await token(page, '--mdd-color-text'),
      );
      expect(await style(page, '.breadcrumbs__item--active .breadcrumbs__link', 'color')).toBe(
        await token(page, '--mdd-color-primary'),
      );
      expect(await style(page, '.breadcrumbs__item--active .breadcrumbs__link', 'background-color')).toBe(
        await token(page, '--mdd-color-active-bg'),
      );
      await page.context().close();
    });

    it(`draws a menu: unbulleted, nested items indented, collapsed ones hidden, the active link on the primary tint, in ${mode} mode`, async () => {
      const page = await open(1280, mode);
      const menu = page.getByRole('navigation', { name: 'Showcase menu' });
      expect(await style(page, '.menu__list', 'list-style-type')).toBe('none');
      const active = menu.getByRole('link', { name: 'Showcase' });
      expect(await active.evaluate((el) => getComputedStyle(el).color)).toBe(
        await token(page, '--mdd-color-primary'),
      );
      expect(await active.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        await token(page, '--mdd-color-active-bg'),
      );
      const guides = menu.getByRole('link', { name: 'Guides' });
      expect(await guides.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
      expect(await guides.evaluate((el) => getComputedStyle(el).color)).toBe(
        await token(page, '--mdd-color-text'),
      );
      const [outer, nested] = await Promise.all(
        [guides, menu.getByRole('link', { name: 'Configuring' })].map((link) =>
          link.evaluate((el) => el.getBoundingClientRect().left),
        ),
      );
      expect((nested as number) - (outer as number)).toBe(16);
      await expect(menu.getByRole('link', { name: 'Reference' }).isVisible()).resolves.toBe(true);
      await expect(menu.getByRole('link', { name: 'Command line' }).isVisible()).resolves.toBe(false);
      await page.context().close();
    });
  }

  for (const mode of ['light', 'dark'] as const) {
    it(`has nothing axe finds (WCAG 2.1 AA, contrast included) in ${mode} mode`, async () => {
      const page = await open(1280, mode);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      await expectNothingAxeFinds(page);
      await page.context().close();
    });
  }
});
