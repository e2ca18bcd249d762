import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type OpenPage, openPage, url, visit } from './browser.js';

let opened: OpenPage | undefined;

async function open(options: Parameters<typeof openPage>[0] = {}): Promise<OpenPage> {
  opened = await openPage(options);
  if (options.route !== undefined) await opened.page.waitForLoadState('networkidle');
  return opened;
}

afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const input = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search docs' });
const seeAll = (page: Page) => dialog(page).getByRole('option', { name: /^See all [\d,]+ results?$/ });
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? (element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.tagName)
      : null;
  });

async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __mddMarker: number }).__mddMarker = 42;
  });
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mddMarker?: number }).__mddMarker === 42);

/**
 * Opens the modal with Ctrl+K and types a query once the input has focus. The first time, the
 * dialog shows as soon as its code has loaded and moves focus in a moment later.
 */
async function search(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await input(page).waitFor();
  await expect.poll(() => input(page).evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.type(query);
}

/**
 * Waits for the results of the whole of `query`, typed into the input. The search runs as each key
 * is typed, and the results of the letters typed so far stay on screen, the listbox `aria-busy`,
 * until those of the next ones come: on a busy machine they show first, often in the same order
 * and with the same words marked (the stem of `candl` and `candle` marks "Candles" as well).
 */
async function resultsFor(page: Page, query: string) {
  await expect
    .poll(() =>
      dialog(page).evaluate((element) => {
        const listbox = element.querySelector('[role="listbox"]');
        return {
          query: element.querySelector('input')?.value,
          results: listbox !== null,
          busy: listbox?.hasAttribute('aria-busy') ?? false,
        };
      }),
    )
    .toEqual({ query, results: true, busy: false });
}

describe('search modal', () => {
  it('opens with Ctrl+K and with /, closes with Esc and gives focus back to the button', async () => {
    const { page, errors } = await open({ route: '/api/stocks/candles' });
    const button = page.getByRole('button', { name: 'Search', exact: true });
    expect(await button.textContent()).toContain('Search docs');
    expect(await button.textContent()).toContain('Ctrl');

    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    // The dialog shows once its code has loaded; focus moves in and the page stops scrolling a
    // moment later.
    await expect.poll(() => focused(page)).toBe('Search docs');
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    expect(await dialog(page).getByText('No recent searches').isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('Search');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

    await page.locator('h1').click();
    await page.keyboard.press('/');
    await input(page).waitFor();
    await page.keyboard.type('a/b');
    expect(await input(page).inputValue()).toBe('a/b');
    expect(await dialog(page).isVisible()).toBe(true);

    await page.keyboard.press('Control+k');
    await dialog(page).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('loads the search index as the dialog opens, not before, so the first key typed has it', async () => {
    const { page, errors } = await open();
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) indexRequests.push(request.url());
    });
    await visit(page, '/api/stocks/candles');
    await page.waitForLoadState('networkidle');
    // What the page does at its next idle moment (prefetches) has been done too.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(indexRequests).toEqual([]);
    const manifest = page.waitForResponse((response) =>
      response.url().endsWith('/search-index/manifest.json'),
    );
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    expect((await manifest).status()).toBe(200);
    expect(await input(page).inputValue()).toBe('');
    await page.keyboard.type('candles');
    await resultsFor(page, 'candles');
    expect(indexRequests.filter((u) => u.endsWith('/manifest.json'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('closes on a click outside the dialog', async () => {
    const { page } = await open({ route: '/' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await input(page).waitFor();
    await page.mouse.click(5, 700);
    await dialog(page).waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('Search');
  });

  it('shows results for "candles" grouped by page, the candles pages first, and See all', async () => {
    const { page, errors } = await open({ route: '/' });
    await search(page, 'candles');
    await resultsFor(page, 'candles');
    const listbox = dialog(page).getByRole('listbox', { name: 'Search results' });
    const groupNames = () =>
      listbox
        .getByRole('group')
        .evaluateAll((elements) =>
          elements.map(
            (element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent,
          ),
        );
    const marks = await listbox.locator('mark').allTextContents();
    expect(marks.map((mark) => mark.toLowerCase())).toContain('candles');
    expect(marks.every((mark) => mark.toLowerCase().startsWith('candle'))).toBe(true);
    // Stock candles, the most used endpoint, first; then the other pages titled Candles.
    const groups = await groupNames();
    expect(groups.slice(0, 2)).toEqual(['CandlesAPI › Stocks', 'CandlesSDKs › Go › Stocks']);
    expect(groups.length).toBeGreaterThan(2);
    expect(groups[2]).toMatch(/^CandlesAPI › /);
    const total = Number((await seeAll(page).textContent())?.match(/[\d,]+/)?.[0].replace(/,/g, ''));
    expect(total).toBeGreaterThan(20);
    expect(errors).toEqual([]);
  });

  it('shows for every hit its section and page', async () => {
    const { page } = await open({ route: '/' });
    await search(page, 'request parameters');
    await resultsFor(page, 'request parameters');
    const hits = await dialog(page)
      .locator('[role="option"]:not(.mdd-search-hit--all)')
      .evaluateAll((elements) =>
        elements.map((element) => ({
          href: element.getAttribute('href'),
          title: element.querySelector('.mdd-search-hit__title')?.textContent,
          trail: element.querySelector('.mdd-search-hit__trail')?.textContent,
        })),
      );
    expect(hits.length).toBe(10);
    for (const hit of hits) {
      expect(hit.trail, hit.href ?? '').toMatch(/^(API|SDKs|Sheets Add-On|Accounts & Billing|Docs)( › .+)?$/);
      if (hit.href?.includes('#')) expect(hit.trail?.split(' › ').length).toBeGreaterThan(1);
    }
    const candles = hits.find((hit) => hit.href === '/docs-staging/api/stocks/candles#request-parameters');
    expect(candles?.trail).toBe('API › Stocks › Candles');
  });

  it('opens a hit in a new tab on Ctrl+click while the page and the dialog stay', async () => {
    const { context, page } = await open({ route: '/api/authentication' });
    await search(page, 'candles');
    await resultsFor(page, 'candles');
    const first = dialog(page).getByRole('option').first();
    expect(await first.getAttribute('href')).toBe('/docs-staging/api/stocks/candles');
    const [tab] = await Promise.all([context.waitForEvent('page'), first.click({ modifiers: ['Control'] })]);
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe('/docs-staging/api/stocks/candles');
    expect(new URL(page.url()).pathname).toBe('/docs-staging/api/authentication');
    expect(await dialog(page).isVisible()).toBe(true);
    await tab.close();
  });

  it('opens the hit chosen with ArrowDown and Enter without reloading, and remembers the query', async () => {
    const { page, errors } = await open({ route: '/' });
    await markWindow(page);
    await search(page, 'candles');
    // The results of the word, not of its first letters: the highlight belongs to the results it was
    // made in, and goes when the next ones come.
    await resultsFor(page, 'candles');
    expect(await dialog(page).getByRole('option').first().getAttribute('href')).toBe(
      '/docs-staging/api/stocks/candles',
    );
    await page.keyboard.press('ArrowDown');
    const active = await input(page).getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs-staging\/api\/\w+\/candles$/);
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.locator('h1').first().textContent()).toContain('Candles');
    expect(await sameDocument(page)).toBe(true);

    await page.keyboard.press('Control+k');
    const recent = dialog(page).getByRole('region', { name: 'Recent searches' });
    await recent.waitFor();
    expect(await recent.getByRole('button', { name: 'candles', exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('mdd:recent-searches'))).toBe('["candles"]');
    await recent.getByRole('button', { name: 'Remove "candles" from recent searches' }).click();
    await dialog(page).getByText('No recent searches').waitFor();
    expect(errors).toEqual([]);
  });

  it('goes to the search page with See all (and with Ctrl+Enter), client-side', async () => {
    const { page } = await open({ route: '/' });
    await markWindow(page);
    await search(page, 'candles');
    // Once the results of the word are in: those of its first letters can move See all as they go.
    await resultsFor(page, 'candles');
    await seeAll(page).click();
    await page.waitForURL(url('/search?q=candles'));
    await page.getByText(/^[\d,]+ results for "candles"$/).waitFor();
    expect(await sameDocument(page)).toBe(true);

    await search(page, 'quotes');
    await seeAll(page).waitFor();
    await page.keyboard.press('Control+Enter');
    await page.waitForURL(url('/search?q=quotes'));
    await page.getByText(/^[\d,]+ results for "quotes"$/).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search docs' }).inputValue()).toBe('quotes');
    expect(await sameDocument(page)).toBe(true);
  });

  it('shows the no-results texts and suggestions for a nonsense query', async () => {
    const { page, errors } = await open({ route: '/' });
    await search(page, 'qqqxzzv');
    await dialog(page).getByText('No results for "qqqxzzv"').waitFor();
    expect(await dialog(page).getByText('Try searching for').isVisible()).toBe(true);
    const suggestions = dialog(page).getByRole('list', { name: 'Try searching for' }).getByRole('button');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    expect(await dialog(page).getByText('Believe this query should return results?').isVisible()).toBe(true);
    const feedback = dialog(page).getByRole('link', { name: /^Let us know\./ });
    expect(await feedback.getAttribute('href')).toContain('no%20results%20for%20qqqxzzv');
    const suggestion = (await suggestions.first().textContent()) as string;
    await suggestions.first().click();
    expect(await input(page).inputValue()).toBe(suggestion);
    await seeAll(page).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the fetch failure when the index cannot be loaded, and recovers when it can', async () => {
    const { page } = await open({ route: '/' });
    await page.route('**/search-index/**', (route) => route.abort());
    await search(page, 'candles');
    await dialog(page).getByText('Unable to fetch results', { exact: true }).waitFor();
    expect(
      await dialog(page)
        .getByText('You might want to check your network connection.', { exact: true })
        .isVisible(),
    ).toBe(true);

    await page.unroute('**/search-index/**');
    await page.route('**/search-index/**', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    const refused = page.waitForResponse(
      (response) => response.url().includes('/search-index/') && response.status() === 500,
    );
    await page.keyboard.press('Backspace');
    await refused;
    await dialog(page).getByText('Unable to fetch results', { exact: true }).waitFor();

    await page.unroute('**/search-index/**');
    await page.keyboard.type('s');
    await seeAll(page).waitFor();
    expect(await dialog(page).getByText('Unable to fetch results', { exact: true }).count()).toBe(0);
  });

  it("loads the search page afresh with the keys typed when the dialog's code is gone after a deploy", async () => {
    const { page } = await open({ route: '/api/stocks/candles' });
    let refused = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/SearchDialog-*.js', async (route) => {
      refused = true;
      await released;
      await route.fulfill({ status: 404, body: 'Not Found' });
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('candles', { delay: 20 });
    // The code is refused once every key is in, however slow the machine: all are typed while it loads.
    release();
    await page.waitForURL(url('/search?q=candles'));
    expect(refused).toBe(true);
    await page
      .getByText(/^[\d,]+ results? for "candles"$/)
      .first()
      .waitFor();
  });

  it('fills the screen below 997 px and passes axe in dark mode', async () => {
    const { page } = await open({ route: '/api/stocks/candles', width: 375, colorScheme: 'dark' });
    await page.evaluate(() => {
      localStorage.setItem('mdd:color-mode', 'dark');
      document.documentElement.setAttribute('data-theme', 'dark');
    });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await input(page).waitFor();
    const box = await dialog(page).boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 375, height: 800 });
    await page.keyboard.type('candles');
    // The results of the word: those of its first letters would go (and the highlight with them)
    // while axe reads the dialog.
    await resultsFor(page, 'candles');
    await page.keyboard.press('ArrowDown');
    expect(await input(page).getAttribute('aria-activedescendant')).toBeTruthy();
    const results = await new AxeBuilder({ page }).include('.mdd-search-modal').analyze();
    expect(results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.map((n) => n.html) }))).toEqual([]);
  });
});

describe('search page', () => {
  it('reads q and section from the URL and keeps them there as the reader types, without new history entries', async () => {
    const { page, errors } = await open({ route: '/search?q=candles&section=api' });
    const box = page.getByRole('searchbox', { name: 'Search docs' });
    expect(await page.locator('h1').textContent()).toBe('Search the documentation');
    await page.getByText(/^[\d,]+ results for "candles"$/).waitFor();
    expect(await box.inputValue()).toBe('candles');
    expect(await page.getByRole('button', { name: 'API', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const paths = await page.locator('.mdd-search-page__path').allTextContents();
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((path) => /^API( › [^/]+)* › \/api\//.test(path))).toBe(true);

    const historyLength = await page.evaluate(() => history.length);
    await box.fill('');
    await box.pressSequentially('quotes');
    await page.getByText(/^[\d,]+ results? for "quotes"$/).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('quotes');
    expect(new URL(page.url()).searchParams.get('section')).toBe('api');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(errors).toEqual([]);
  });

  it('loads 20 more hits at a time and filters by section', async () => {
    const { page, errors } = await open({ route: '/search?q=candles' });
    const count = page.getByText(/^[\d,]+ results for "candles"$/);
    await count.waitFor();
    const total = Number((await count.textContent())?.match(/[\d,]+/)?.[0].replace(/,/g, ''));
    const hits = () =>
      page.evaluate(
        () =>
          document.querySelectorAll('.mdd-search-page__hit').length +
          [...document.querySelectorAll('.mdd-search-page__group')].filter((group) =>
            group.querySelector(':scope > .mdd-search-page__snippet'),
          ).length,
      );
    const first = await hits();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(20);
    await page.getByRole('button', { name: 'Load more results' }).click();
    await page.waitForFunction((before) => {
      const shown =
        document.querySelectorAll('.mdd-search-page__hit').length +
        [...document.querySelectorAll('.mdd-search-page__group')].filter((group) =>
          group.querySelector(':scope > .mdd-search-page__snippet'),
        ).length;
      return shown > before;
    }, first);
    expect(await hits()).toBeLessThanOrEqual(40);
    expect(await hits()).toBeLessThan(total);

    await page.getByRole('button', { name: 'Sheets Add-On' }).click();
    await page.waitForURL((current) => current.searchParams.get('section') === 'sheets');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.mdd-search-page__path')].every((path) =>
        path.textContent?.startsWith('Sheets Add-On'),
      ),
    );
    const sheetsTotal = Number((await count.textContent())?.match(/[\d,]+/)?.[0].replace(/,/g, ''));
    expect(sheetsTotal).toBeLessThan(total);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.waitForURL((current) => !current.searchParams.has('section'));
    expect(errors).toEqual([]);
  });

  it('shows hostile queries as text only: HTML, a script, 5,000 characters, emoji, Arabic', async () => {
    const { page, errors } = await open();
    const dialogs: string[] = [];
    page.on('dialog', (prompt) => {
      dialogs.push(prompt.message());
      void prompt.dismiss();
    });
    const queries = [
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      `${'long'.repeat(1250)}`,
      '📈 candles 🚀',
      'الشموع اليابانية',
    ];
    for (const query of queries) {
      await page.goto(url(`/search?q=${encodeURIComponent(query)}`));
      await page.waitForLoadState('networkidle');
      const shown = query.slice(0, 256);
      await page
        .getByText(/(results? for|No results for) "/)
        .first()
        .waitFor();
      expect(await page.getByRole('searchbox', { name: 'Search docs' }).inputValue()).toBe(shown);
      const text = await page.locator('.mdd-search-page').textContent();
      expect(text).toContain(`"${shown}"`);
      expect(await page.locator('main img, main script').count()).toBe(0);
    }
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("reloads once when its results' code is gone after a deploy, then shows the results", async () => {
    const { page } = await open();
    let refusals = 0;
    await page.route('**/assets/SearchPageResults-*.js', (route) =>
      refusals++ === 0 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
    );
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(url('/search?q=candles'));
    await page
      .getByText(/^[\d,]+ results? for "candles"$/)
      .first()
      .waitFor();
    // The boot loader starts the app 3 s after the page, loaded or not: on a busy machine the results
    // can show before the reloaded page's load event.
    await expect.poll(() => loads).toBe(2);
    expect(page.url()).toBe(url('/search?q=candles'));
    expect(await page.getByText('This page crashed').count()).toBe(0);
  });

  it('passes axe with results, in light and dark mode', async () => {
    for (const mode of ['light', 'dark']) {
      const { page } = await open({ route: '/' });
      await page.evaluate((value) => localStorage.setItem('mdd:color-mode', value), mode);
      await page.goto(url('/search?q=candles'));
      await page.getByText(/^[\d,]+ results for "candles"$/).waitFor();
      const results = await new AxeBuilder({ page }).include('.mdd-search-page').analyze();
      expect(results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.map((n) => n.html) }))).toEqual(
        [],
      );
      await opened?.context.close();
      opened = undefined;
    }
  });
});
