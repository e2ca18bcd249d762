import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, url, visit } from './browser.js';

const jsonRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/index.json')) seen.push(new URL(request.url()).pathname);
  });
  return seen;
};

/** Init script: save-data on, so nothing is prefetched and a click is what fetches a page's data. */
const noPrefetch = () => {
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
};

/**
 * Init script: notes each response whose JSON the page has read (`window.__mddRead`), so that a test
 * knows when the app has dealt with an answer (it goes on in the same microtasks).
 */
const noteJsonRead = () => {
  const read: string[] = [];
  (window as unknown as { __mddRead: string[] }).__mddRead = read;
  const json = Response.prototype.json;
  Response.prototype.json = function (this: Response) {
    const body = json.call(this);
    body.then(
      () => read.push(new URL(this.url).pathname),
      () => {},
    );
    return body;
  };
};

const jsonRead = (page: Page, pathname: string) =>
  page.waitForFunction(
    (wanted) => (window as unknown as { __mddRead?: string[] }).__mddRead?.includes(wanted) ?? false,
    pathname,
  );

/**
 * Holds the answers to requests matching `pattern` until `release()`, however long the test takes
 * meanwhile; `held` resolves once one is held.
 */
async function holdRequests(page: Page, pattern: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let caught = () => {};
  const held = new Promise<void>((resolve) => {
    caught = resolve;
  });
  await page.route(pattern, async (route) => {
    caught();
    await released;
    await route.continue();
  });
  return { held, release };
}

/** A phone-width page of Candles, without prefetch (each page's data is fetched as it is followed). */
async function phoneOnCandles() {
  const opened = await openPage({ width: 600 });
  await opened.context.addInitScript(noPrefetch);
  await visit(opened.page, '/api/stocks/candles');
  return opened;
}

/** Follows the link to the next page (Bulk Candles) and holds its data until `release()`. */
async function followNextHeld(page: Page) {
  const next = await holdRequests(page, '**/api/stocks/bulkcandles/index.json');
  await page.locator('a.mdd-paginator__link--next').click();
  await next.held;
  return next;
}

async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __mddMarker: number }).__mddMarker = 42;
  });
}

async function stillSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __mddMarker?: number }).__mddMarker === 42);
}

describe('client navigation', () => {
  it('goes from the home page to the introduction by fetching its JSON, without a reload', async () => {
    const { context, page, errors } = await openPage();
    const requests = jsonRequests(page);
    await visit(page, '/');
    await page.waitForLoadState('networkidle');
    await markWindow(page);
    await page.getByRole('link', { name: 'New here? Read the introduction' }).click();
    await page.waitForURL(url('/docs/intro'));
    await expect(page.locator('h1').textContent()).resolves.toBe('Introduction');
    expect(await page.title()).toBe('Introduction | Market Data Docs (dev)');
    expect(requests).toContain('/docs-staging/docs/intro/index.json');
    expect(await stillSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('marks the active section in the navbar and moves between sections', async () => {
    const { context, page } = await openPage({ route: '/api/stocks/candles' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(
      nav.getByRole('link', { name: 'API', exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await markWindow(page);
    await nav.getByRole('link', { name: 'Sheets Add-On' }).click();
    await page.waitForURL(url('/sheets'));
    await expect(nav.getByRole('link', { name: 'Sheets Add-On' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    expect(await nav.getByRole('link', { name: 'API', exact: true }).getAttribute('aria-current')).toBeNull();
    expect(await stillSameDocument(page)).toBe(true);
    await context.close();
  });

  it('supports back and forward, restoring the scroll position and the title', async () => {
    const { context, page } = await openPage({ route: '/api/stocks/candles' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY >= 1100);
    await page.locator('a[href="/docs-staging/api/stocks/quotes"]').first().click();
    await page.waitForURL(url('/api/stocks/quotes'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(url('/api/stocks/candles'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1100);
    expect(await page.title()).toBe('Candles | Market Data Docs (dev)');
    await page.goForward();
    await page.waitForURL(url('/api/stocks/quotes'));
    await expect.poll(() => page.locator('h1').textContent()).toContain('Quotes');
    await context.close();
  });

  it('scrolls to a heading from the table of contents and keeps the hash', async () => {
    const { context, page } = await openPage({ route: '/api/stocks/candles' });
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Response Attributes' }).click();
    await page.waitForURL(url('/api/stocks/candles#response-attributes'));
    await expect
      .poll(() => page.locator('#response-attributes').evaluate((h) => h.getBoundingClientRect().top))
      .toBeLessThan(200);
    await context.close();
  });

  it('opens a link with an anchor on another page at that heading', async () => {
    const { context, page } = await openPage({ route: '/api/universal-parameters/columns' });
    const link = page
      .locator('main a[href="/docs-staging/api/rate-limiting#detailed-rate-limit-rules"]')
      .first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForURL(url('/api/rate-limiting#detailed-rate-limit-rules'));
    await expect
      .poll(() => page.locator('#detailed-rate-limit-rules').evaluate((h) => h.getBoundingClientRect().top))
      .toBeLessThan(200);
    await context.close();
  });

  it('opens a link to a heading inside a tab not selected on that tab, at the heading', async () => {
    const heading = '#verify-the-variable-1';
    const { context, page, errors } = await openPage({ route: `/sdk/go/authentication${heading}` });
    const tab = page.getByRole('tab', { name: 'Windows' }).first();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.locator(heading).isVisible()).toBe(true);
    await expect
      .poll(() => page.locator(heading).evaluate((h) => h.getBoundingClientRect().top))
      .toBeLessThan(200);
    expect(await scrollY(page)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets Tab go on from the heading a link on another page led to, not from the top', async () => {
    const { context, page } = await openPage({ route: '/api/universal-parameters/columns' });
    const link = page
      .locator('main a[href="/docs-staging/api/rate-limiting#detailed-rate-limit-rules"]')
      .first();
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/api/rate-limiting#detailed-rate-limit-rules'));
    const heading = page.locator('#detailed-rate-limit-rules');
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    const landed = await scrollY(page);
    expect(landed).toBeGreaterThan(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('h2')?.id)).toBe(
      'detailed-rate-limit-rules',
    );
    expect(await scrollY(page)).toBe(landed);
    await context.close();
  });

  it('shows the page at the top for a link whose anchor was cut short (%E2%80 that does not decode)', async () => {
    const { context, page, errors } = await openPage({ route: '/api/stocks/candles#request-%E2%80' });
    await expect(page.locator('main h1').textContent()).resolves.toContain('Candles');
    expect(await scrollY(page)).toBe(0);
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), {
        href: '/docs-staging/api/stocks/quotes#%E2%80',
      });
      link.textContent = 'Quotes, cut short';
      document.querySelector('main p')?.append(link);
    });
    await page.getByRole('link', { name: 'Quotes, cut short' }).click();
    await page.waitForURL(url('/api/stocks/quotes#%E2%80'));
    await expect(page.locator('main h1').textContent()).resolves.toContain('Quotes');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a link to a missing page with the not-found page', async () => {
    const { context, page } = await openPage({ route: '/api' });
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/docs-staging/api/gone';
      link.textContent = 'A page that does not exist';
      document.querySelector('main')?.prepend(link);
    });
    await page.getByRole('link', { name: 'A page that does not exist' }).click();
    await page.waitForURL(url('/api/gone'));
    await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
    await context.close();
  });

  it('hydrates the not-found page without asking for page data that cannot exist', async () => {
    const { context, page, errors } = await openPage();
    const requests = jsonRequests(page);
    await visit(page, '/api/stocks/nope');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
    expect(requests).not.toContain('/docs-staging/api/stocks/nope/index.json');
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    expect(errors).toHaveLength(1);
    await markWindow(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'API', exact: true })
      .click();
    await page.waitForURL(url('/api'));
    expect(await stillSameDocument(page)).toBe(true);
    await context.close();
  });

  it('moves focus to the content after a navigation', async () => {
    const { context, page } = await openPage({ route: '/api/stocks/candles' });
    await page.locator('a[href="/docs-staging/api/stocks/news"]').first().click();
    await page.waitForURL(url('/api/stocks/news'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await context.close();
  });

  it('leaves the search opened while the next page loaded open, with the keys typed and the focus', async () => {
    const { context, page, errors } = await openPage();
    await context.addInitScript(noPrefetch);
    await visit(page, '/api/stocks/candles');
    const news = await holdRequests(page, '**/api/stocks/news/index.json');
    await page.locator('a[href="/docs-staging/api/stocks/news"]').first().click();
    await news.held;
    await page.keyboard.press('Control+k');
    await page.keyboard.type('quotes', { delay: 30 });
    const input = page.getByRole('dialog', { name: 'Search the documentation' }).getByRole('combobox');
    await expect.poll(() => input.inputValue()).toBe('quotes');
    news.release();
    await page.waitForURL(url('/api/stocks/news'));
    await page.locator('h1', { hasText: 'News' }).waitFor();
    expect(await input.isVisible()).toBe(true);
    expect(await input.inputValue()).toBe('quotes');
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Backspace');
    expect(await input.inputValue()).toBe('quote');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves the phone menu opened while the next page loaded open, with the focus; a link in it closes it', async () => {
    const { context, page, errors } = await phoneOnCandles();
    const next = await followNextHeld(page);
    const button = page.locator('.mdd-navbar__menu-button');
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    next.release();
    await page.waitForURL(url('/api/stocks/bulkcandles'));
    await page.locator('h1', { hasText: 'Bulk Candles' }).waitFor();
    expect(await menu.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const quotes = await holdRequests(page, '**/api/stocks/quotes/index.json');
    await menu.getByRole('link', { name: 'Quotes', exact: true }).first().click();
    await menu.waitFor({ state: 'hidden' });
    quotes.release();
    await page.waitForURL(url('/api/stocks/quotes'));
    await page.locator('h1', { hasText: 'Quotes' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes "On this page" opened for a page as the next page shows, never showing it open there', async () => {
    const { context, page, errors } = await phoneOnCandles();
    const toggle = page.getByRole('button', { name: 'On this page' });
    await toggle.click();
    await page.getByRole('navigation', { name: 'On this page' }).waitFor();
    // Every state of the page the app passes through: its title, and whether the panel is open.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __mddSeen: string[] }).__mddSeen = seen;
      new MutationObserver(() => {
        const panel = document.querySelector('nav.mdd-toc-mobile__content') ? 'open' : 'closed';
        seen.push(`${document.querySelector('h1')?.textContent} ${panel}`);
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.locator('a.mdd-paginator__link--next').click();
    await page.waitForURL(url('/api/stocks/bulkcandles'));
    await page.locator('h1', { hasText: 'Bulk Candles' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const seen = await page.evaluate(() => (window as unknown as { __mddSeen: string[] }).__mddSeen);
    expect(seen.filter((state) => state.startsWith('Bulk Candles'))).not.toContain('Bulk Candles open');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves "On this page" opened while the next page loaded open, listing that page\'s headings', async () => {
    const { context, page, errors } = await phoneOnCandles();
    const next = await followNextHeld(page);
    const toggle = page.getByRole('button', { name: 'On this page' });
    await toggle.click();
    const panel = page.getByRole('navigation', { name: 'On this page' });
    await panel.waitFor();
    next.release();
    await page.waitForURL(url('/api/stocks/bulkcandles'));
    await page.locator('h1', { hasText: 'Bulk Candles' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const headings = await page
      .locator('.mdd-content')
      .evaluate((content) =>
        [...content.querySelectorAll('h2[id], h3[id]')].map((heading) => `#${heading.id}`),
      );
    const links = await panel
      .getByRole('link')
      .evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    expect(links).toEqual(headings);
    // It is that page's panel now: it closes when the page after it arrives.
    await page.locator('a.mdd-paginator__link--next').click();
    await page.waitForURL((address) => !address.pathname.endsWith('/bulkcandles'));
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => window.scrollY === top, y);
}

describe('where back, forward and reload land', () => {
  it('gives focus back to the link followed, so Tab goes on from there after back', async () => {
    const { context, page } = await openPage({ route: '/api/authentication' });
    const link = page.locator('main a[href="/docs-staging/api/troubleshooting/url-parameters"]').first();
    await link.focus();
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/api/troubleshooting/url-parameters'));
    await page.goBack();
    await page.waitForURL(url('/api/authentication'));
    await expect.poll(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await scrollY(page)).toBe(left);
    await page.keyboard.press('Tab');
    expect(await scrollY(page)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await context.close();
  });

  it('keeps where the reader left a page when back is pressed again before that page arrived', async () => {
    const { context, page } = await openPage();
    await context.addInitScript(noPrefetch);
    await visit(page, '/api/stocks/candles');
    await page.locator('a[href="/docs-staging/api/stocks/quotes"]').first().click();
    await expect.poll(() => page.locator('h1').textContent()).toContain('Quotes');
    await scrollTo(page, 1500);
    await page.locator('a[href="/docs-staging/api/stocks/earnings"]').first().click();
    await expect.poll(() => page.locator('h1').textContent()).toContain('Earnings');
    // A reload empties the app's cache of pages: back to Quotes has to fetch it again.
    await page.reload();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await scrollTo(page, 2000);
    const quotes = await holdRequests(page, '**/api/stocks/quotes/index.json');
    await page.goBack({ waitUntil: 'commit' });
    await quotes.held;
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.locator('h1').textContent()).toContain('Candles');
    quotes.release();
    await page.goForward({ waitUntil: 'commit' });
    await expect.poll(() => page.locator('h1').textContent()).toContain('Quotes');
    await expect.poll(() => scrollY(page)).toBe(1500);
    await context.close();
  });

  it('restores the position of the entry on forward, not only on back', async () => {
    const { context, page } = await openPage({ route: '/api/stocks/candles' });
    await page.waitForLoadState('networkidle');
    await page.locator('a[href="/docs-staging/api/stocks/quotes"]').first().click();
    await page.waitForURL(url('/api/stocks/quotes'));
    await expect.poll(() => page.locator('h1').textContent()).toContain('Quotes');
    await scrollTo(page, 1500);
    await page.goBack();
    await page.waitForURL(url('/api/stocks/candles'));
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goForward();
    await page.waitForURL(url('/api/stocks/quotes'));
    await expect.poll(() => scrollY(page)).toBe(1500);
    await context.close();
  });

  it('goes back to where the reader was after a link to a heading of the same page', async () => {
    const { context, page } = await openPage({ route: '/api/stocks/candles' });
    await scrollTo(page, 900);
    const last = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').last();
    const hash = new URL((await last.getAttribute('href')) ?? '', url()).hash;
    await last.click();
    await page.waitForURL(url(`/api/stocks/candles${hash}`));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(900);
    const atHeading = await scrollY(page);
    await page.goBack();
    await page.waitForURL(url('/api/stocks/candles'));
    await expect.poll(() => scrollY(page)).toBe(900);
    await page.goForward();
    await page.waitForURL(url(`/api/stocks/candles${hash}`));
    await expect.poll(() => scrollY(page)).toBe(atHeading);
    await context.close();
  });

  it('keeps the position of the page on a reload, even when the URL names a heading', async () => {
    const { context, page } = await openPage({ route: '/api/stocks/candles' });
    await scrollTo(page, 1400);
    await page.reload();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect.poll(() => scrollY(page)).toBe(1400);
    await visit(page, '/api/stocks/candles#request-parameters');
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await scrollTo(page, 300);
    await page.reload();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect.poll(() => scrollY(page)).toBe(300);
    await context.close();
  });

  it('lets a jump to a heading of the current page win over a slow navigation started before', async () => {
    const { context, page } = await openPage();
    await context.addInitScript(noPrefetch);
    await context.addInitScript(noteJsonRead);
    await visit(page, '/api/stocks/candles');
    // The slow page's data comes only once the jump is done, however slow the machine.
    const quotes = await holdRequests(page, '**/api/stocks/quotes/index.json');
    await page.locator('a[href="/docs-staging/api/stocks/quotes"]').first().click();
    await quotes.held;
    await page.getByRole('progressbar').waitFor();
    const last = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').last();
    const hash = new URL((await last.getAttribute('href')) ?? '', url()).hash;
    await last.click();
    await page.waitForURL(url(`/api/stocks/candles${hash}`));
    const atHeading = await scrollY(page);
    expect(atHeading).toBeGreaterThan(0);
    quotes.release();
    // The app has read the late answer (and dropped it).
    await jsonRead(page, '/docs-staging/api/stocks/quotes/index.json');
    expect(page.url()).toBe(url(`/api/stocks/candles${hash}`));
    expect(await page.locator('h1').textContent()).toContain('Candles');
    expect(await scrollY(page)).toBe(atHeading);
    await page.getByRole('progressbar').waitFor({ state: 'hidden' });
    await context.close();
  });

  it('goes back to the same place among the results of the search page', async () => {
    const { context, page } = await openPage({ route: '/search?q=candles' });
    const results = page.locator('.mdd-search-page__group');
    await expect.poll(() => results.count()).toBeGreaterThan(5);
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    const y = Math.min(1500, bottom - 10);
    expect(y).toBeGreaterThan(600);
    await scrollTo(page, y);
    const visible = await page.locator('.mdd-search-page__page a').evaluateAll((links) =>
      links.findIndex((link) => {
        const box = link.getBoundingClientRect();
        return box.top > 100 && box.bottom < window.innerHeight - 100;
      }),
    );
    await page.locator('.mdd-search-page__page a').nth(visible).click();
    await page.waitForURL((next) => !next.pathname.endsWith('/search'));
    await page.goBack();
    await page.waitForURL(url('/search?q=candles'));
    await expect.poll(() => scrollY(page)).toBe(y);
    await context.close();
  });
});

describe('the tab chosen in tabs without a group', () => {
  /** The selected tab of each `Tabs` of the page, in order. */
  const selectedTabs = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('.mdd-tabs')].map(
        (tabs) => tabs.querySelector('[role="tab"][aria-selected="true"]')?.textContent,
      ),
    );
  /** Where the response examples are on screen: the window's position and their top in it. */
  const place = (page: Page) =>
    page.evaluate(() => [
      window.scrollY,
      Math.round(document.querySelectorAll('.mdd-tabs')[2]?.getBoundingClientRect().top ?? 0),
    ]);

  it('shows again on back, forward and a reload, where the reader left it; a link to the page starts from the first', async () => {
    const { context, page, errors } = await openPage({ route: '/api/stocks/candles' });
    expect(await selectedTabs(page)).toEqual(['HTTP', 'Required', 'Success']);
    const tabs = page.locator('.mdd-tabs');
    // Optional is shorter than Required: a page opened with Required, then switched, would move.
    await tabs.nth(1).getByRole('tab', { name: 'Optional' }).click();
    await tabs.nth(2).getByRole('tab', { name: 'No Data' }).click();
    const chosen = ['HTTP', 'Optional', 'No Data'];
    await tabs
      .nth(2)
      .evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100));
    await page.waitForFunction(() => window.scrollY > 0);
    const left = await place(page);
    await page.locator('a[href="/docs-staging/api/stocks/quotes"]').first().click();
    await page.waitForURL(url('/api/stocks/quotes'));
    await expect.poll(() => page.locator('h1').textContent()).toContain('Quotes');
    expect((await selectedTabs(page))[1]).not.toBe('Optional');
    await page.goBack();
    await page.waitForURL(url('/api/stocks/candles'));
    await expect.poll(() => page.locator('h1').textContent()).toContain('Candles');
    expect(await selectedTabs(page)).toEqual(chosen);
    await expect.poll(() => place(page)).toEqual(left);
    await page.goForward();
    await page.waitForURL(url('/api/stocks/quotes'));
    await page.goBack();
    await page.waitForURL(url('/api/stocks/candles'));
    await expect.poll(() => page.locator('h1').textContent()).toContain('Candles');
    expect(await selectedTabs(page)).toEqual(chosen);
    await page.reload();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    expect(await selectedTabs(page)).toEqual(chosen);
    await expect.poll(() => place(page)).toEqual(left);
    // A new visit through a link: the defaults (the request tabs' group keeps HTTP).
    await page.locator('a[href="/docs-staging/api/stocks/quotes"]').first().click();
    await page.waitForURL(url('/api/stocks/quotes'));
    await page.locator('a[href="/docs-staging/api/stocks/candles"]').first().click();
    await page.waitForURL(url('/api/stocks/candles'));
    await expect.poll(() => page.locator('h1').textContent()).toContain('Candles');
    expect(await selectedTabs(page)).toEqual(['HTTP', 'Required', 'Success']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is selected before the app is ready on a reload, so nothing moves when it is', async () => {
    const { context, page } = await openPage({ route: '/api/stocks/candles' });
    await page.locator('.mdd-tabs').nth(1).getByRole('tab', { name: 'Dates' }).click();
    await page.route('**/assets/*.js', async (route) => {
      if (!/\/boot-[^/]+\.js$/.test(route.request().url())) return route.abort();
      await route.continue();
    });
    await page.reload({ waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false);
    expect(await selectedTabs(page)).toEqual(['HTTP', 'Dates', 'Success']);
    expect(await page.getByRole('tabpanel', { name: 'Dates' }).isVisible()).toBe(true);
    await context.close();
  });

  it('stays selected after a jump to a heading of the page and a reload there', async () => {
    const { context, page } = await openPage({ route: '/api/stocks/candles' });
    await page.locator('.mdd-tabs').nth(2).getByRole('tab', { name: 'Error' }).click();
    const last = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').last();
    const hash = new URL((await last.getAttribute('href')) ?? '', url()).hash;
    await last.click();
    await page.waitForURL(url(`/api/stocks/candles${hash}`));
    await page.reload();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    expect(await selectedTabs(page)).toEqual(['HTTP', 'Required', 'Error']);
    await context.close();
  });
});

describe('progress bar', () => {
  it('appears when a navigation takes longer than 200 ms', async () => {
    const { context, page } = await openPage();
    await context.addInitScript(noPrefetch);
    await visit(page, '/api/stocks/candles');
    // The page's data comes once the bar has shown, however slow the machine.
    const quotes = await holdRequests(page, '**/api/stocks/quotes/index.json');
    // When the click came and when the bar showed, by the page's clock.
    await page.evaluate(() => {
      const times = { click: 0, bar: 0 };
      (window as unknown as { __times: typeof times }).__times = times;
      addEventListener('click', () => (times.click ||= performance.now()), true);
      new MutationObserver(() => {
        if (!times.bar && document.querySelector('[role="progressbar"]')) times.bar = performance.now();
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.locator('a[href="/docs-staging/api/stocks/quotes"]').first().click();
    await page.getByRole('progressbar').waitFor({ state: 'visible' });
    const times = await page.evaluate(
      () => (window as unknown as { __times: { click: number; bar: number } }).__times,
    );
    expect(times.bar - times.click).toBeGreaterThanOrEqual(200);
    expect(times.bar - times.click).toBeLessThan(800);
    quotes.release();
    await page.waitForURL(url('/api/stocks/quotes'));
    await page.getByRole('progressbar').waitFor({ state: 'hidden' });
    await context.close();
  });

  it('stays visible in forced-colours mode', async () => {
    const { context, page } = await openPage();
    await context.addInitScript(noPrefetch);
    await visit(page, '/api/stocks/candles');
    await page.emulateMedia({ forcedColors: 'active' });
    const quotes = await holdRequests(page, '**/api/stocks/quotes/index.json');
    await page.locator('a[href="/docs-staging/api/stocks/quotes"]').first().click();
    const bar = page.getByRole('progressbar');
    await bar.waitFor({ state: 'visible' });
    // The bar's fill against the page's background colour (Canvas), alpha left out.
    const [fill, canvas] = await bar.evaluate((element) => {
      const probe = document.createElement('div');
      probe.style.backgroundColor = 'Canvas';
      document.body.append(probe);
      const colours = [element.firstElementChild as Element, probe].map((e) =>
        getComputedStyle(e).backgroundColor.replace(/^rgba?\((\d+), (\d+), (\d+).*$/, '$1 $2 $3'),
      );
      probe.remove();
      return colours;
    });
    expect(fill).not.toBe(canvas);
    quotes.release();
    await page.waitForURL(url('/api/stocks/quotes'));
    await context.close();
  });

  it('never appears for a fast navigation', async () => {
    const { context, page } = await openPage();
    await context.addInitScript(noteJsonRead);
    await visit(page, '/api/stocks/candles');
    await page.waitForLoadState('networkidle');
    // Fast: the page's data is in (prefetched as the link is hovered), not on its way.
    const link = page.locator('a[href="/docs-staging/api/stocks/bulkcandles"]').first();
    await link.hover();
    await jsonRead(page, '/docs-staging/api/stocks/bulkcandles/index.json');
    await page.evaluate(() => {
      const seen = { progress: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) seen.progress = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await link.click();
    // Shown at once, the page leaves the bar no moment to come.
    await page.waitForURL(url('/api/stocks/bulkcandles'));
    expect(
      await page.evaluate(() => (window as unknown as { __seen: { progress: boolean } }).__seen.progress),
    ).toBe(false);
    await context.close();
  });
});

describe('prefetch', () => {
  it('prefetches the data of visible and hovered links', async () => {
    const { context, page } = await openPage();
    const requests = jsonRequests(page);
    await visit(page, '/api/stocks');
    await page.waitForLoadState('networkidle');
    // Links on screen are prefetched one at a time at idle moments, which a busy machine has fewer of.
    await expect.poll(() => requests).toContain('/docs-staging/api/stocks/candles/index.json');
    await page.getByRole('link', { name: 'Rate Limits' }).first().hover();
    await expect.poll(() => requests).toContain('/docs-staging/api/rate-limiting/index.json');
    await context.close();
  });

  it('prefetches nothing when the reader saves data or is on 2g', async () => {
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { saveData: false, effectiveType: '2g' },
    ]) {
      const { context, page } = await openPage();
      await context.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', { value, configurable: true });
      }, connection);
      const requests = jsonRequests(page);
      await visit(page, '/api/stocks');
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: 'Rate Limits' }).first().hover();
      // A prefetch starts as the pointer enters the link: it would be seen before a request made after.
      const after = page.waitForRequest((request) => request.url() === url('/robots.txt'));
      await page.evaluate((href) => void fetch(href), url('/robots.txt'));
      await after;
      expect(requests).toEqual(['/docs-staging/api/stocks/index.json']);
      await context.close();
    }
  });
});

describe('failures', () => {
  it('reloads once when the next page cannot be loaded, then shows the loading error with Retry', async () => {
    const { context, page } = await openPage();
    await context.addInitScript(noPrefetch);
    await visit(page, '/api/stocks/candles');
    await page.route('**/api/stocks/earnings/index.json', (route) =>
      route.fulfill({ status: 503, body: 'down' }),
    );
    let loads = 0;
    page.on('load', () => loads++);
    await page.locator('a[href="/docs-staging/api/stocks/earnings"]').first().click();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    // The boot loader starts the app 3 s after the page, loaded or not: on a busy machine Retry can
    // show before the reloaded page's load event.
    await expect.poll(() => loads).toBe(1);
    expect(page.url()).toBe(url('/api/stocks/earnings'));
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/earnings/);
    await page.unroute('**/api/stocks/earnings/index.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toContain('Earnings');
    expect(loads).toBe(1);
    await context.close();
  });

  it('does not reload when the server cannot be reached: the loading error shows in the page, and Retry recovers', async () => {
    const { context, page } = await openPage();
    await context.addInitScript(noPrefetch);
    await visit(page, '/api/stocks/candles');
    await page.route('**/api/stocks/earnings/index.json', (route) => route.abort('connectionrefused'));
    let loads = 0;
    page.on('load', () => loads++);
    await page.locator('a[href="/docs-staging/api/stocks/earnings"]').first().click();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    expect(page.url()).toBe(url('/api/stocks/earnings'));
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/earnings/);
    await page.unroute('**/api/stocks/earnings/index.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toContain('Earnings');
    expect(loads).toBe(0);
    await context.close();
  });

  it('shows the crash screen inside the layout and recovers with Try again', async () => {
    const { context, page } = await openPage();
    await context.addInitScript(() => {
      (window as unknown as { __mddCrash: boolean }).__mddCrash = true;
    });
    await visit(page, '/test-pages/crash');
    await page.getByText('This page crashed.').waitFor();
    await expect(page.getByText('Test crash from the crash page').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
    await page.evaluate(() => {
      (window as unknown as { __mddCrash: boolean }).__mddCrash = false;
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('The crash page rendered.').waitFor();
    await context.close();
  });
});
