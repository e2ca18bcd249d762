import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNothingAxeFinds, openFixturePage as open } from './fixture-page.js';

const css = (locator: Locator, property: string) =>
  locator.first().evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

/**
 * The fixture's `src/css/custom.css` sets `--ifm-navbar-background-color` per mode and a `.footer--dark`
 * background and link colour; its config asks for the dark footer. Where the site's text, primary and
 * link colours would not read there, the lighter variants derived at build time take their place.
 */
const expected = {
  light: {
    navbar: 'rgb(31, 95, 63)',
    text: 'rgb(225, 226, 226)',
    accent: 'rgb(214, 228, 221)',
    pageText: 'rgb(28, 30, 33)',
    pageBg: 'rgb(255, 255, 255)',
  },
  dark: {
    navbar: 'rgb(11, 31, 58)',
    text: 'rgb(227, 227, 227)',
    accent: 'rgb(37, 194, 160)',
    pageText: 'rgb(227, 227, 227)',
    pageBg: 'rgb(27, 27, 29)',
  },
};
const footer = { bg: 'rgb(16, 38, 61)', link: 'rgb(119, 142, 168)', title: 'rgb(255, 255, 255)' };

describe("the fixture Docusaurus site's navbar and footer colours in Chromium", () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`draws the site's navbar and dark footer with readable items, its dropdown in the page's colours (${mode})`, async () => {
      const page = await open('guides/install', mode);
      const header = page.locator('header.mdd-navbar');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(css(header, 'background-color')).resolves.toBe(expected[mode].navbar);
      const current = nav.getByRole('link', { name: 'Install', exact: true });
      await expect(css(current, 'color')).resolves.toBe(expected[mode].accent);
      const community = nav.getByRole('link', { name: 'Community', exact: true });
      await expect(css(community, 'color')).resolves.toBe(expected[mode].text);
      await community.hover();
      await expect(css(community, 'color')).resolves.toBe(expected[mode].accent);
      await expect(css(nav.getByRole('button', { name: /dark mode|light mode/ }), 'color')).resolves.toBe(
        expected[mode].text,
      );
      await expect(css(nav.locator('.mdd-navbar__title'), 'color')).resolves.toBe(expected[mode].text);

      const more = nav.getByRole('button', { name: 'More' });
      await expect(css(more, 'color')).resolves.toBe(expected[mode].text);
      await more.click();
      const about = nav.getByRole('link', { name: 'About' });
      await expect(about.isVisible()).resolves.toBe(true);
      await expect(css(about, 'color')).resolves.toBe(expected[mode].pageText);

      const contentinfo = page.getByRole('contentinfo');
      await expect(css(contentinfo, 'background-color')).resolves.toBe(footer.bg);
      await expect(css(contentinfo.getByRole('heading', { name: 'Docs' }), 'color')).resolves.toBe(
        footer.title,
      );
      await expect(css(contentinfo.getByRole('link', { name: 'Install' }), 'color')).resolves.toBe(
        footer.link,
      );
      await expectNothingAxeFinds(page);
      await page.context().close();
    });

    it(`keeps the mobile menu in the page's colours at 400 px, over the site's navbar (${mode})`, async () => {
      const page = await open('guides/install', mode, 400);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(css(page.locator('header.mdd-navbar'), 'background-color')).resolves.toBe(
        expected[mode].navbar,
      );
      const menuButton = nav.getByRole('button', { name: 'Menu' });
      await expect(css(menuButton, 'color')).resolves.toBe(expected[mode].text);
      await expect(css(nav.locator('.mdd-search-button'), 'color')).resolves.toBe(expected[mode].text);
      await expectNothingAxeFinds(page);

      await menuButton.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.isVisible()).resolves.toBe(true);
      await expect(css(menu, 'background-color')).resolves.toBe(expected[mode].pageBg);
      await expect(css(menu.getByRole('link', { name: 'Community', exact: true }), 'color')).resolves.toBe(
        expected[mode].pageText,
      );
      await expect(css(menu.locator('.mdd-navbar__title'), 'color')).resolves.toBe(expected[mode].pageText);
      await expectNothingAxeFinds(page);
      await page.context().close();
    });
  }
});
