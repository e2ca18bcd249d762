import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launch() {
  return chromium.launch({ executablePath, args, headless: true });
}

/** A page that fails the check on any console error or uncaught exception. */
async function openPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const ready = (page) => page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 20_000 });
/** Marks the window: the mark survives client navigation and is gone after a full reload. */
const mark = (page) => page.evaluate(() => (window.__consumerMark = true));
const marked = (page) => page.evaluate(() => window.__consumerMark === true);
const heading = (page) => page.locator('main h1').first().textContent();

/** Routes of a build, from its `index.html` files (the HTML the server renders). */
export function builtRoutes(outDir) {
  return fs
    .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((rel) => rel.endsWith('index.html'))
    .map((rel) => {
      const dir = path.dirname(rel);
      return dir === '.' ? '/' : `/${dir.split(path.sep).join('/')}`;
    });
}

/** What a reader meets on the production site that `mdd start` serves at `base`. */
export async function checkProductionSite(browser, { base, routes }) {
  // Server-rendered HTML: every route answers with its content before any JavaScript runs.
  for (const route of routes) {
    const response = await fetch(base + route.slice(1));
    assert.equal(response.status, 200, `${route}: status`);
    const html = await response.text();
    const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    assert.match(root, /<main[\s>]/, `${route}: the page's main content is in its HTML`);
    assert.match(root, route === '/search' ? /Search/ : /<h1[\s>]/, `${route}: a heading in its HTML`);
  }
  console.log(`   server-rendered HTML: ${routes.length} routes`);

  const missing = await fetch(`${base}no/such/page`);
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /Page Not Found/);

  const { context, page, errors } = await openPage(browser);
  try {
    const fetched = [];
    const missingData = [];
    page.on('request', (request) => request.url().endsWith('index.json') && fetched.push(request.url()));
    page.on(
      'response',
      (r) => r.url().endsWith('index.json') && r.status() === 404 && missingData.push(r.url()),
    );
    await page.goto(base);
    await ready(page);
    await mark(page);

    // The navbar's section link leads to a page: the starter's guide has no index page, so its first.
    const sectionLink = page.locator('header').getByRole('link', { name: 'Guide', exact: true }).first();
    assert.equal(await sectionLink.getAttribute('href'), `${new URL(base).pathname}guide/introduction`);

    // Client navigation with prefetch: a visible or hovered link's data is fetched before the click.
    const guideLink = page.getByRole('link', { name: 'Read the guide' });
    await guideLink.hover();
    const prefetched = () => fetched.some((url) => url.endsWith('guide/introduction/index.json'));
    for (let tries = 0; tries < 100 && !prefetched(); tries++) await page.waitForTimeout(50);
    assert.ok(prefetched(), 'the linked page was prefetched before the click');
    await guideLink.click();
    await page.waitForURL(`${base}guide/introduction`);
    assert.equal(await heading(page), 'Introduction');
    assert.ok(await marked(page), 'navigated without a full reload');

    // Progress bar: a navigation that takes longer than 200 ms shows it, then hides it. (In a tab
    // that saves data, so that nothing is prefetched.)
    await checkProgressBar(browser, base);
    await page.locator('nav').getByRole('link', { name: 'Release notes' }).first().click();
    await page.waitForURL(`${base}guide/release-notes`);
    assert.equal(await heading(page), 'Release notes');
    assert.ok(await marked(page), 'still no full reload');

    // The site's remark plugin and its Admonition override.
    assert.match(await page.locator('main').textContent(), /This page describes release 2\.0 of Acme\./);
    const callout = page.locator('main [data-acme-callout]');
    assert.equal(await callout.count(), 1, 'the overridden admonition');
    assert.match(await callout.textContent(), /Upgrading from an earlier release/);

    // Search: Ctrl+K, a query, a result for the page, and the search page.
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await dialog.getByRole('combobox', { name: 'Search docs' }).fill('quieter');
    await dialog.getByText('Release notes').first().waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await page.goto(`${base}search?q=writing`);
    await ready(page);
    await page.locator('main').getByText('Writing pages').first().waitFor({ timeout: 10_000 });

    // Colour mode: the toggle switches it, and a reload keeps it.
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    assert.equal(await theme(), 'light');
    await page
      .getByRole('button', { name: /Switch to dark mode/ })
      .first()
      .click();
    assert.equal(await theme(), 'dark');
    await page.reload();
    assert.equal(await theme(), 'dark');

    assert.deepEqual(missingData, [], 'no page data fetched (or prefetched) is a 404');

    // The not-found page, in the browser too.
    await page.goto(`${base}guide/nowhere`);
    await ready(page);
    assert.match(await page.locator('main').textContent(), /Page Not Found/);
    assert.deepEqual(
      errors.filter((e) => !/404|Failed to load resource/.test(e)),
      [],
      'no console errors',
    );
  } finally {
    await context.close();
  }
}

async function checkProgressBar(browser, base) {
  const { context, page } = await openPage(browser);
  try {
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
    );
    await page.goto(`${base}guide/introduction`);
    await ready(page);
    // The page's data comes once the bar has shown, however slow the machine: the bar is timed by
    // the page's clock, from the click.
    let release = () => {};
    const released = new Promise((resolve) => {
      release = resolve;
    });
    await page.route('**/guide/writing-pages/index.json', async (route) => {
      await released;
      await route.continue();
    });
    await page.evaluate(() => {
      window.__times = { click: 0, bar: 0 };
      addEventListener('click', () => (window.__times.click ||= performance.now()), true);
      new MutationObserver(() => {
        if (!window.__times.bar && document.querySelector('[role="progressbar"]'))
          window.__times.bar = performance.now();
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.locator('nav').getByRole('link', { name: 'Writing pages' }).first().click();
    await page.getByRole('progressbar').waitFor({ state: 'visible' });
    const { click, bar } = await page.evaluate(() => window.__times);
    assert.ok(bar - click >= 200 && bar - click < 800, `the bar showed ${bar - click} ms after the click`);
    release();
    await page.getByRole('progressbar').waitFor({ state: 'hidden' });
    assert.equal(await heading(page), 'Writing pages');
  } finally {
    await context.close();
  }
}

/**
 * `mdd dev` at `base`: an edit to a page shows in the open tab without a reload; a broken edit shows
 * the error overlay, which closes by itself once the page compiles again.
 */
export async function checkDevServer(browser, { base, pageFile }) {
  const { context, page } = await openPage(browser);
  try {
    // An edit saved before the tab's hot-update socket is connected would never reach it.
    const connected = page.waitForEvent('console', (message) => message.text() === '[vite] connected.');
    await page.goto(`${base}guide/introduction`);
    await ready(page);
    await connected;
    assert.equal(await heading(page), 'Introduction');
    await mark(page);
    const original = fs.readFileSync(pageFile, 'utf8');
    fs.writeFileSync(pageFile, original.replace('Welcome!', 'Welcome, edited while the server runs!'));
    await page.getByText('Welcome, edited while the server runs!').waitFor({ timeout: 30_000 });
    assert.ok(await marked(page), 'the edit showed without a reload');

    fs.writeFileSync(pageFile, `${original}\n<Tabs>\n`);
    const overlay = page.locator('mdd-dev-overlay');
    await overlay.waitFor({ state: 'attached', timeout: 30_000 });
    assert.match(
      await overlay.evaluate((el) => el.shadowRoot.textContent),
      /guide\/introduction\.md:\d+:\d+/,
    );
    fs.writeFileSync(pageFile, original);
    await overlay.waitFor({ state: 'detached', timeout: 30_000 });
    assert.ok(await marked(page), 'no reload while fixing');
  } finally {
    await context.close();
  }
}
