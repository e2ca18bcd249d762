import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNothingAxeFinds, openFixturePage as open } from './fixture-page.js';

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

/** The fixture's `src/css/custom.css`: `--ifm-color-primary` in `:root` and in `[data-theme='dark']`. */
const primary = { light: 'rgb(37, 112, 74)', dark: 'rgb(37, 194, 160)' };

describe("the fixture Docusaurus site's brand colours (Infima's custom properties) in Chromium", () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`colours the active sidebar item, links and primary buttons with the site's primary colour (${mode})`, async () => {
      const page = await open('', mode);
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(mode);
      const active = page.getByRole('navigation', { name: 'Docs sidebar' }).locator('[aria-current="page"]');
      await expect(active.textContent()).resolves.toBe('Welcome');
      await expect(active.evaluate((el) => getComputedStyle(el).color)).resolves.toBe(primary[mode]);
      const link = page.getByRole('main').getByRole('link', { name: 'install guide' });
      await expect(link.evaluate((el) => getComputedStyle(el).color)).resolves.toBe(primary[mode]);
      await expectNothingAxeFinds(page);

      const showcase = await open('showcase', mode);
      await expect(style(showcase, '.button--primary', 'background-color')).resolves.toBe(primary[mode]);
      await page.context().close();
      await showcase.context().close();
    });
  }

  it("sets code in the site's monospace font at its code size", async () => {
    const page = await open('reference/cli', 'light');
    const code = page.getByRole('main').locator('p code').first();
    await expect(code.evaluate((el) => getComputedStyle(el).fontFamily)).resolves.toBe(
      '"Fixture Mono", monospace',
    );
    // `--ifm-code-font-size: 90%` of the paragraph's size.
    await expect(
      code.evaluate(
        (el) =>
          Number.parseFloat(getComputedStyle(el).fontSize) /
          Number.parseFloat(getComputedStyle(el.parentElement as Element).fontSize),
      ),
    ).resolves.toBeCloseTo(0.9, 2);
    await page.context().close();
  });
});
