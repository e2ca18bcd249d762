import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, expect, inject } from 'vitest';

let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close();
});

/** A page of the Docusaurus fixture the e2e setup serves (`route` below its base URL), hydrated, in a colour mode. */
export async function openFixturePage(route: string, mode: 'light' | 'dark', width = 1280): Promise<Page> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((chosen) => localStorage.setItem('mdd:color-mode', chosen), mode);
  const page = await context.newPage();
  await page.goto(`${inject('baseUrl')}${route}`);
  await page.waitForSelector('html[data-ready]');
  return page;
}

/** Expects axe to find nothing on `page` against WCAG 2.1 AA, colour contrast included. */
export async function expectNothingAxeFinds(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  expect(results.passes.map((pass) => pass.id)).toContain('color-contrast');
}
