import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type OpenPage, openPage, url, visit } from './browser.js';

let opened: OpenPage | undefined;

async function open(options: Parameters<typeof openPage>[0] = {}): Promise<OpenPage> {
  opened = await openPage(options);
  return opened;
}

afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const input = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search docs' });
const isReady = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-ready'));

/** Slows the page's CPU down four times, as Lighthouse's mobile profile does. */
async function slowCpu(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds the scripts `pattern` matches (but those `pass` lets through) until `release()`. */
async function holdScripts(page: Page, pattern: string, pass = (_url: string) => false): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    if (!pass(route.request().url())) await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds the app's scripts (all but the boot loader, which the document waits for) until `release()`:
 * an input made before it lands before the app is ready however fast this machine is.
 */
const holdAppScripts = (page: Page) =>
  holdScripts(page, '**/assets/*.js', (script) => /\/boot-[^/]+\.js$/.test(script));

/** Holds the search dialog's code until `release()`, as on a slow connection. */
const holdSearchDialog = (page: Page) => holdScripts(page, '**/assets/SearchDialog-*.js');

describe('no key lost after the search shortcut', () => {
  it('fills the box with every key typed 30 ms apart right after Ctrl+K, on the first open', async () => {
    const { page, errors } = await open({ route: '/api/stocks/candles' });
    expect(await page.evaluate(() => document.querySelector('.mdd-search-modal'))).toBeNull();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('candles', { delay: 30 });
    await expect.poll(() => input(page).inputValue()).toBe('candles');
    expect(errors).toEqual([]);
  });

  it('keeps the keys typed right after / as well', async () => {
    const { page } = await open({ route: '/api/stocks/candles' });
    await page.keyboard.press('/');
    await page.keyboard.type('quotes');
    await expect.poll(() => input(page).inputValue()).toBe('quotes');
  });
});

describe('no lost first input before the app is ready', () => {
  it('opens the dialog with the typed text for Ctrl+K pressed at DOMContentLoaded, CPU slowed 4x', async () => {
    const { page, errors } = await open();
    await slowCpu(page);
    const release = await holdAppScripts(page);
    await page.goto(url('/api/stocks/candles'), { waitUntil: 'domcontentloaded' });
    const readyBefore = await isReady(page);
    await page.keyboard.press('Control+k');
    release();
    await page.keyboard.type('candles', { delay: 30 });
    await expect.poll(() => input(page).inputValue(), { timeout: 15_000 }).toBe('candles');
    expect(readyBefore).toBe(false);
    // Every key can be in before the dialog shows (with the query typed); focus moves in a moment later.
    await expect.poll(() => input(page).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('opens the search for a click on the search button before hydration', async () => {
    const { page } = await open();
    await slowCpu(page);
    const release = await holdAppScripts(page);
    await page.goto(url('/api/stocks/candles'), { waitUntil: 'domcontentloaded' });
    const readyBefore = await isReady(page);
    await page.locator('.mdd-search-button').click();
    release();
    await page.keyboard.type('news');
    await expect.poll(() => input(page).inputValue(), { timeout: 15_000 }).toBe('news');
    expect(readyBefore).toBe(false);
  });

  it('switches the colour mode for a click on the toggle as soon as it is visible', async () => {
    const { page } = await open();
    await slowCpu(page);
    const release = await holdAppScripts(page);
    await page.goto(url('/api/stocks/candles'), { waitUntil: 'commit' });
    const toggle = page.locator('.mdd-color-mode-toggle');
    await toggle.waitFor({ state: 'visible' });
    const readyBefore = await isReady(page);
    await toggle.click();
    release();
    expect(readyBefore).toBe(false);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 15_000 });
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('mdd:color-mode'))).toBe('dark');
    await expect
      .poll(() => toggle.getAttribute('aria-label'))
      .toBe('Switch to light mode (currently dark mode)');
    await toggle.click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
  });

  it('opens the mobile menu for a click on the menu button before hydration', async () => {
    const { page } = await open({ width: 600 });
    await slowCpu(page);
    const release = await holdAppScripts(page);
    await page.goto(url('/api/stocks/candles'), { waitUntil: 'domcontentloaded' });
    const readyBefore = await isReady(page);
    await page.locator('.mdd-navbar__menu-button').click();
    release();
    await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 15_000 });
    await page.locator('.mdd-mobile-menu__panel').waitFor({ state: 'visible' });
    expect(await page.locator('.mdd-navbar__menu-button').getAttribute('aria-expanded')).toBe('true');
    expect(readyBefore).toBe(false);
  });
});

/**
 * A server in front of the site's that sends the HTML of `route` up to its main content, then the
 * rest on `release()`, as a slow connection delivers a long page: the top is shown before the
 * document has been read to its end.
 */
async function slowPageProxy(
  route: string,
): Promise<{ origin: string; release(): void; close(): Promise<void> }> {
  const site = new URL(url(route));
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', site.origin));
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    });
    if (request.url !== site.pathname) return void response.end(body);
    const html = body.toString();
    const cut = html.indexOf('<main');
    response.write(html.slice(0, cut));
    await released;
    response.end(html.slice(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('a long page still arriving', () => {
  it('keeps the keys typed after / while the rest of the page has not come yet', async () => {
    const route = '/sdk/go/options/chain';
    const proxy = await slowPageProxy(route);
    try {
      const { page, errors } = await open();
      await page.goto(proxy.origin + new URL(url(route)).pathname, { waitUntil: 'commit' });
      await page.locator('.mdd-search-button').waitFor({ state: 'visible' });
      expect(await page.locator('main').count()).toBe(0);
      await page.keyboard.press('/');
      await page.keyboard.type('quotes', { delay: 30 });
      proxy.release();
      await expect.poll(() => input(page).inputValue(), { timeout: 15_000 }).toBe('quotes');
      expect(errors).toEqual([]);
    } finally {
      proxy.release();
      await proxy.close();
    }
  });
});

describe('Enter typed after the search text, before the dialog shows', () => {
  const searchPage = (query: string) => `${url('/search')}?q=${query}`;

  it('runs the search once the app is ready, when it was pressed before hydration', async () => {
    const { page, errors } = await open();
    const release = await holdAppScripts(page);
    await page.goto(url('/api/stocks/candles'), { waitUntil: 'domcontentloaded' });
    const readyBefore = await isReady(page);
    await page.keyboard.press('/');
    await page.keyboard.type('candles');
    await page.keyboard.press('Enter');
    release();
    await page.waitForURL(searchPage('candles'), { timeout: 15_000 });
    expect(readyBefore).toBe(false);
    await page.getByText(/^[\d,]+ results for "candles"$/).waitFor({ timeout: 10_000 });
    expect(await dialog(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('keeps the text and runs the search when Enter lands on the search button while the dialog loads', async () => {
    const { page, errors } = await open({ route: '/api/stocks/candles' });
    const release = await holdSearchDialog(page);
    await page.locator('.mdd-search-button').click();
    await page.keyboard.type('quotes');
    await page.keyboard.press('Enter');
    release();
    await page.waitForURL(searchPage('quotes'));
    await page.getByText(/^[\d,]+ results for "quotes"$/).waitFor({ timeout: 10_000 });
    expect(await dialog(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('mdd:recent-searches'))).toBe('["quotes"]');
    expect(errors).toEqual([]);
  });
});

describe('a paste right after the search shortcut', () => {
  async function withClipboard(text: string) {
    const opened = await open();
    await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(url('/')).origin,
    });
    return {
      ...opened,
      copy: () => opened.page.evaluate((value) => navigator.clipboard.writeText(value), text),
    };
  }

  it('lands in the box when it was pasted before hydration', async () => {
    const { page, copy, errors } = await withClipboard('bulk candles');
    const release = await holdAppScripts(page);
    await page.goto(url('/api/stocks/candles'), { waitUntil: 'domcontentloaded' });
    await copy();
    const readyBefore = await isReady(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.press('Control+v');
    release();
    await expect.poll(() => input(page).inputValue(), { timeout: 15_000 }).toBe('bulk candles');
    expect(readyBefore).toBe(false);
    expect(errors).toEqual([]);
  });

  it('lands in the box when it was pasted while the dialog loads', async () => {
    const { page, copy, errors } = await withClipboard('quotes');
    await visit(page, '/api/stocks/candles');
    await copy();
    const release = await holdSearchDialog(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.press('Control+v');
    await page.keyboard.type(' 2');
    release();
    await expect.poll(() => input(page).inputValue()).toBe('quotes 2');
    expect(errors).toEqual([]);
  });
});

/** Opens a route with the app's scripts held, once its HTML is parsed; `release()` lets the app start. */
async function beforeApp(
  page: Page,
  route: string,
  waitUntil: 'commit' | 'domcontentloaded' = 'domcontentloaded',
) {
  const release = await holdAppScripts(page);
  await page.goto(url(route), { waitUntil });
  return release;
}

const appReady = (page: Page) =>
  page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 15_000 });

describe('a click on any button before the app is ready is replayed once it is', () => {
  const requestTabs = (page: Page) => page.locator('.mdd-tabs').first();

  it('selects the code tab clicked as soon as it is visible, CPU slowed 4x', async () => {
    const { page, errors } = await open();
    await slowCpu(page);
    const release = await beforeApp(page, '/api/options/expirations', 'commit');
    const python = requestTabs(page).getByRole('tab', { name: 'Python' });
    await python.waitFor({ state: 'visible' });
    const readyBefore = await isReady(page);
    await python.click();
    release();
    await appReady(page);
    expect(readyBefore).toBe(false);
    await expect.poll(() => python.getAttribute('aria-selected')).toBe('true');
    expect(await requestTabs(page).getByRole('tab', { name: 'HTTP' }).getAttribute('aria-selected')).toBe(
      'false',
    );
    expect(await requestTabs(page).getByRole('tabpanel').textContent()).toContain('import requests');
    expect(await page.evaluate(() => localStorage.getItem('mdd:tabs:request-example'))).toBe('python');
    expect(errors).toEqual([]);
  });

  it('moves along the code tabs with the arrow keys before the app is ready', async () => {
    const { page } = await open();
    const release = await beforeApp(page, '/api/options/expirations');
    const tabs = requestTabs(page).getByRole('tab');
    const names = await tabs.allTextContents();
    const first = await requestTabs(page).getByRole('tab', { selected: true }).textContent();
    await requestTabs(page).getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const next = names[(names.indexOf(first as string) + 2) % names.length] as string;
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(next);
    expect(await isReady(page)).toBe(false);
    release();
    await appReady(page);
    await expect
      .poll(() =>
        requestTabs(page).getByRole('tab', { name: next, exact: true }).getAttribute('aria-selected'),
      )
      .toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(next);
  });

  it('replays every click in order: the last tab wins, a toggle pressed twice ends where it began', async () => {
    const { page } = await open();
    const release = await beforeApp(page, '/api/options/expirations');
    await requestTabs(page).getByRole('tab', { name: 'Python' }).click();
    await requestTabs(page).getByRole('tab', { name: 'cURL' }).click();
    const wraps = page.getByRole('button', { name: 'Toggle word wrap' });
    await wraps.nth(0).click();
    await wraps.nth(1).click();
    await wraps.nth(1).click();
    release();
    await appReady(page);
    await expect
      .poll(() => requestTabs(page).getByRole('tab', { name: 'cURL' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(await wraps.nth(0).getAttribute('aria-pressed')).toBe('true');
    expect(await wraps.nth(1).getAttribute('aria-pressed')).toBe('false');
  });

  it('closes the announcement and copies a code block clicked before hydration', async () => {
    const { page, context } = await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(url('/')).origin,
    });
    const release = await beforeApp(page, '/api/options/expirations');
    await page.getByRole('button', { name: 'Close announcement' }).click();
    const block = page.locator('.mdd-code-block').first();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    release();
    await appReady(page);
    await page.getByRole('region', { name: 'Announcement' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('mdd:announcement-dismissed'))).not.toBeNull();
    const code = await block.locator('code').textContent();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  it('opens the mobile "On this page" clicked before hydration', async () => {
    const { page } = await open({ width: 600 });
    const release = await beforeApp(page, '/api/options/expirations');
    const toggle = page.getByRole('button', { name: 'On this page' });
    await toggle.click();
    release();
    await appReady(page);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first().waitFor();
  });

  it('ends a toggle double-clicked before hydration where it began, as the ready app does', async () => {
    const { page } = await open({ width: 600 });
    const release = await beforeApp(page, '/api/options/expirations');
    const toggle = page.getByRole('button', { name: 'On this page' });
    const wrap = page.getByRole('button', { name: 'Toggle word wrap' }).first();
    await toggle.dblclick();
    // Replayed after the two clicks on the toggle: once it is pressed, they have been replayed too.
    await wrap.click();
    release();
    await appReady(page);
    await expect.poll(() => wrap.getAttribute('aria-pressed')).toBe('true');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.dblclick();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves links alone: a link clicked before hydration goes to its page', async () => {
    const { page } = await open();
    await beforeApp(page, '/api/stocks/candles');
    await page
      .locator('.mdd-layout__sidebar')
      .getByRole('link', { name: 'Quotes', exact: true })
      .first()
      .click();
    await page.waitForURL(url('/api/stocks/quotes'));
  });
});

describe('the search page before the app is ready', () => {
  it('searches for the text typed into the box before hydration and puts it in the URL', async () => {
    const { page, errors } = await open();
    const release = await beforeApp(page, '/search');
    const box = page.getByRole('searchbox', { name: 'Search docs' });
    await box.click();
    await page.keyboard.type('candles');
    release();
    await appReady(page);
    await page.getByText(/^[\d,]+ results for "candles"$/).waitFor({ timeout: 10_000 });
    expect(await box.inputValue()).toBe('candles');
    expect(new URL(page.url()).searchParams.get('q')).toBe('candles');
    expect(errors).toEqual([]);
  });

  it('keeps the focus in the box when the announcement closed before hydration is closed again', async () => {
    const { page, errors } = await open();
    const release = await beforeApp(page, '/search');
    await page.getByRole('button', { name: 'Close announcement' }).click();
    const box = page.getByRole('searchbox', { name: 'Search docs' });
    await box.click();
    await page.keyboard.type('cand');
    release();
    await appReady(page);
    await page.getByRole('region', { name: 'Announcement' }).waitFor({ state: 'detached' });
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('les');
    await page.getByText(/^[\d,]+ results for "candles"$/).waitFor({ timeout: 10_000 });
    expect(await box.inputValue()).toBe('candles');
    expect(errors).toEqual([]);
  });
});

describe('a remembered code tab', () => {
  const route = '/api/options/expirations#response-example';
  const headingTop = (page: Page) =>
    page.locator('#response-example').evaluate((element) => Math.round(element.getBoundingClientRect().top));

  it('is selected before the app is ready, so the heading of the URL stays where it was', async () => {
    const { page } = await open({ route });
    const expected = await headingTop(page);

    await page.evaluate(() => localStorage.setItem('mdd:tabs:request-example', 'go'));
    await page.goto('about:blank');
    const release = await beforeApp(page, route);
    const go = page.locator('.mdd-tabs').first().getByRole('tab', { name: 'Go SDK' });
    expect(await isReady(page)).toBe(false);
    expect(await go.getAttribute('aria-selected')).toBe('true');
    expect(await headingTop(page)).toBe(expected);
    release();
    await appReady(page);
    expect(await go.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.mdd-tabs').first().getByRole('tabpanel').count()).toBe(1);
    await expect.poll(() => headingTop(page)).toBe(expected);
  });

  it('gives way to the tab the URL names, before the app is ready too', async () => {
    const { page } = await open();
    await page.goto(url('/test-pages/tabs'));
    await page.evaluate(() => localStorage.setItem('mdd:tabs:tab', 'js'));
    await page.goto('about:blank');
    const release = await beforeApp(page, '/test-pages/tabs?tab=python&os=linux');
    const selected = () =>
      Promise.all(
        ['Linux', 'Python', 'JavaScript'].map((name) =>
          page.getByRole('tab', { name }).getAttribute('aria-selected'),
        ),
      );
    expect(await isReady(page)).toBe(false);
    expect(await selected()).toEqual(['true', 'true', 'false']);
    expect(await page.getByRole('tabpanel').allTextContents()).toEqual([
      'Install with apt.',
      'Use requests.',
    ]);
    release();
    await appReady(page);
    expect(await selected()).toEqual(['true', 'true', 'false']);
  });
});

describe('where a page opens', () => {
  it('opens a reloaded page where the reader left it before the app is ready', async () => {
    const { page } = await open({ route: '/api/stocks/candles' });
    await page.evaluate(() => window.scrollTo(0, 1400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1400);
    const release = await holdAppScripts(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await isReady(page)).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(1400);
    release();
    await appReady(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(1400);
  });

  it('scrolls to the heading of the URL after a reload', async () => {
    const { page } = await open({ route: '/api/stocks/candles#request-parameters' });
    const inView = () =>
      page
        .locator('#request-parameters')
        .evaluate((element) => Math.abs(element.getBoundingClientRect().top) < window.innerHeight / 2);
    await expect.poll(inView).toBe(true);
    await page.reload();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect.poll(inView).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  it("shows the current page's entry of a long sidebar on load (600 px high)", async () => {
    const { page } = await open();
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(url('/sdk/go/stocks/news'), { waitUntil: 'load' });
    const entry = page.locator('.mdd-layout__sidebar [aria-current="page"]');
    const position = () =>
      entry.evaluate((element) => {
        const list = element.closest('.mdd-sidebar') as HTMLElement;
        const box = list.getBoundingClientRect();
        const item = element.getBoundingClientRect();
        const end = Math.min(box.bottom, window.innerHeight);
        return { inside: item.top >= box.top && item.bottom <= end, scrolled: list.scrollTop > 0 };
      });
    expect(await position()).toEqual({ inside: true, scrolled: true });
    await visit(page, '/sdk/go/stocks/news');
    expect((await position()).inside).toBe(true);
  });
});
