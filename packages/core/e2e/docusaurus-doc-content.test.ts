import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BuiltFixture, builtFixture, openHydrated } from './built-fixture.js';

// The Docusaurus site that swizzled `DocItem/Content` alone (`test/fixtures/docusaurus-content-site`),
// built with `mdd build` as a user builds it, served as a static host serves it, read in Chromium.
let site: BuiltFixture | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  site = await builtFixture('docusaurus-content-site', '/ledger/');
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(route: string): Promise<{ page: Page; errors: string[] }> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  return openHydrated(browser, `${site?.baseUrl}${route}`);
}

/** The texts of the doc's body, in their order: the site's banner, the content's blocks, its widget. */
const body = (page: Page) =>
  page
    .getByRole('main')
    .locator('.mdd-content > *')
    .evaluateAll((parts) => parts.map((part) => part.textContent?.replace(/#$/, '').trim()));

describe('a swizzled DocItem/Content (without DocItem/Layout) in Chromium', () => {
  it('shows its banner, the doc’s content and its widget under the theme’s header, and hydrates', async () => {
    const { page, errors } = await open('docs/intro');
    await expect(page.getByRole('heading', { level: 1 }).allTextContents()).resolves.toEqual([
      'Introduction',
    ]);
    await expect(body(page)).resolves.toEqual([
      'Reviewed page: Introduction',
      'Ledger keeps the books of a trading desk. Next, open an account.',
      'Journals',
      'Every trade is a journal entry.',
      'Was this page helpful? Yes',
    ]);
    await page.getByRole('main').getByRole('button', { name: 'Yes' }).click();
    await expect(page.locator('.doc-feedback').textContent()).resolves.toBe('Thanks for your answer: yes.');
    expect(errors).toEqual([]);
  });

  it('keeps them on client-side navigation to another doc, with that doc’s content and useDoc()', async () => {
    const { page, errors } = await open('docs/intro');
    await page.evaluate(() => {
      (window as unknown as { mddSamePage: boolean }).mddSamePage = true;
    });
    await page.getByRole('main').getByRole('link', { name: 'open an account' }).click();
    await page.waitForURL(`${site?.baseUrl}docs/accounts`);
    await expect(page.getByRole('heading', { level: 1 }).allTextContents()).resolves.toEqual(['Accounts']);
    await expect(body(page)).resolves.toEqual([
      'Reviewed page: Accounts',
      'An account holds the positions of one book.',
      'Closing an account',
      'Close it when its positions are flat.',
      'Was this page helpful? Yes',
    ]);
    await expect(
      page.evaluate(() => (window as unknown as { mddSamePage?: boolean }).mddSamePage),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('leaves a blog post to the theme’s body', async () => {
    const { page, errors } = await open('blog/2026/01/10/opening');
    await expect(page.getByRole('main').textContent()).resolves.toContain('The ledger is open for entries.');
    await expect(page.locator('.doc-banner, .doc-feedback').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
