import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';

let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close();
});

const url = (route = '/') => inject('baseUrl') + route.replace(/^\//, '');

/** A fresh page at `route`, hydrated (`<html data-ready>`), with the console errors it logs. */
async function open(route: string): Promise<{ page: Page; errors: string[] }> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url(route));
  await page.waitForSelector('html[data-ready]');
  return { page, errors };
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const main = (page: Page) => page.getByRole('main');

describe('the fixture Docusaurus site in Chromium', () => {
  it('opens on the doc at the root, with the hand-written sidebar in its order', async () => {
    const { page, errors } = await open('/');
    await expect(page.title()).resolves.toBe('Welcome | Fixture Docs');
    // Categories start collapsed (Docusaurus's default), but for Reference (`collapsed: false`).
    expect(await sidebar(page).getByRole('link').allTextContents()).toEqual([
      'Welcome',
      'Guides',
      'API',
      'Command line',
      'Example site',
    ]);
    await expect(
      sidebar(page).getByRole('link', { name: 'Welcome' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    expect(
      await sidebar(page)
        .getByRole('button', { name: /Reference|Extras|Guides/ })
        .allTextContents(),
    ).toEqual(['', 'Reference', 'Extras']);
    expect(errors).toEqual([]);
  });

  it('runs the config’s script, the plugin’s client module and the client module on every navigation', async () => {
    const { page, errors } = await open('/');
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    expect(await page.evaluate(() => (window as unknown as { fixtureScript?: boolean }).fixtureScript)).toBe(
      true,
    );
    expect(
      await page.evaluate(() => (window as unknown as { fixturePluginModule?: boolean }).fixturePluginModule),
    ).toBe(true);
    const root = page.locator('html');
    await expect(root.getAttribute('data-fixture-routes')).resolves.toBe('1');
    await main(page).getByRole('link', { name: 'install guide' }).click();
    await page.waitForURL(url('/guides/install'));
    await expect(page.getByRole('heading', { level: 1, name: 'Install' }).isVisible()).resolves.toBe(true);
    await page.waitForFunction(() => document.documentElement.dataset.fixtureRoutes === '2');
    await expect(root.getAttribute('data-fixture-last')).resolves.toBe('/fixture/guides/install');
    await expect(root.getAttribute('data-fixture-previous')).resolves.toBe('/fixture/');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows the page’s own code: partial, components with their styles, browser-only content, tabs', async () => {
    const { page, errors } = await open('/guides/install');
    const content = main(page);
    await expect(
      content.getByText('This guide is for operators. Hello, reader, from an npm package.').isVisible(),
    ).resolves.toBe(true);
    await expect(content.getByRole('note').textContent()).resolves.toContain(
      'Fixture keeps its settings in fixture.toml',
    );
    const badge = content.getByText('Stable', { exact: true });
    await expect(badge.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe(
      'rgb(46, 133, 85)',
    );
    const highlight = content.getByText('Highlighted without an import.');
    await expect(highlight.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe(
      'rgb(255, 236, 153)',
    );
    await content.locator('.fixture-browser-only').waitFor();
    await expect(content.getByText('Loading in the browser…').count()).resolves.toBe(0);
    await expect(content.locator('code', { hasText: 'region = "eu"' }).count()).resolves.toBe(1);
    await content.getByRole('tab', { name: 'Windows' }).click();
    await expect(content.getByText('Run fixture.exe install in PowerShell.').isVisible()).resolves.toBe(true);
    await expect(content.getByText('Run fixture install in a terminal.').isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
  });

  it('shows what the page writes between a partial’s tags where the partial puts it, and in the twin', async () => {
    const { page, errors } = await open('/guides/install');
    const content = main(page);
    await expect(content.getByText('Before you start:').isVisible()).resolves.toBe(true);
    const given = content.getByText('Keep fixture.toml beside the binary.');
    await expect(given.isVisible()).resolves.toBe(true);
    await expect(given.locator('strong').textContent()).resolves.toBe('fixture.toml');
    const twin = await page.evaluate(async (href) => (await fetch(href)).text(), url('/guides/install.md'));
    expect(twin).toContain('Before you start:\n\nKeep **fixture.toml** beside the binary.');
    expect(errors).toEqual([]);
  });

  it('leads to the previous and next pages of the sidebar, and the partial’s link works', async () => {
    const { page } = await open('/guides/install');
    const paginator = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(paginator.getByRole('link', { name: /Previous/ }).getAttribute('href')).resolves.toBe(
      '/fixture/category/guides',
    );
    await paginator.getByRole('link', { name: /Next/ }).click();
    await page.waitForURL(url('/guides/configure'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Configure');
    await expect(page.locator('#custom-id').textContent()).resolves.toContain('Settings file');
    await page.goBack();
    await page.waitForURL(url('/guides/install'));
    await main(page).getByRole('link', { name: 'configure it' }).click();
    await page.waitForURL(url('/guides/configure'));
  });

  it('builds an unlisted page without listing it, and leaves a draft out', async () => {
    const { page } = await open('/hidden/unlisted');
    await expect(main(page).getByText('Reachable by its link only.').isVisible()).resolves.toBe(true);
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toMatch(/noindex/);
    await expect(sidebar(page).getByRole('link', { name: 'Unlisted notes' }).count()).resolves.toBe(0);
    const draft = await open('/hidden/draft');
    await expect(draft.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'This fixture page does not exist',
    );
  });

  it('opens the site’s own page from the navbar dropdown, titled by its Layout', async () => {
    const { page, errors } = await open('/guides/install');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'More' }).click();
    await nav.getByRole('link', { name: 'About' }).click();
    await page.waitForURL(url('/about'));
    await expect(page.locator('.fixture-release').textContent()).resolves.toBe('Release 2.4');
    await page.waitForFunction(() => document.title === 'About | Fixture Docs');
    expect(errors).toEqual([]);
  });

  it('lists the versions of the versioned docs in the navbar and serves each', async () => {
    const { page } = await open('/community');
    await expect(main(page).textContent()).resolves.toContain("Talk to the fixture's makers (version 1.0).");
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: '1.0 (stable)' }).click();
    expect(await nav.locator('.mdd-navbar__dropdown-list:not([hidden]) a').allTextContents()).toEqual([
      'Next',
      '1.0 (stable)',
    ]);
    await nav.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(url('/community/next'));
    await expect(main(page).textContent()).resolves.toContain("Talk to the fixture's makers (next version).");
  });

  it('opens a blog post from the list of posts, with its component, and pages through the list', async () => {
    const { page, errors } = await open('/blog');
    await main(page).getByRole('link', { name: 'Shipped with a component' }).click();
    await page.waitForURL(url('/blog/2026/03/02/shipped'));
    await expect(page.locator('.fixture-highlight').textContent()).resolves.toBe(
      "Posts can use the site's components.",
    );
    await page.goto(url('/blog'));
    await page.waitForSelector('html[data-ready]');
    await page.getByRole('link', { name: /Older posts/ }).click();
    await page.waitForURL(url('/blog/page/2'));
    await expect(main(page).getByRole('link', { name: 'Welcome to the fixture blog' }).count()).resolves.toBe(
      1,
    );
    expect(errors).toEqual([]);
  });

  it('opens an author’s posts from the authors list and pages through them', async () => {
    const { page, errors } = await open('/blog/authors');
    await main(page)
      .getByRole('link', { name: /Mira Quill/ })
      .click();
    await page.waitForURL(url('/blog/authors/mira'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Mira Quill');
    expect(
      await main(page)
        .getByRole('link', { name: /Shipped|Release notes/ })
        .allTextContents(),
    ).toHaveLength(2);
    await page.getByRole('link', { name: /Older posts/ }).click();
    await page.waitForURL(url('/blog/authors/mira/page/2'));
    await expect(main(page).getByRole('link', { name: 'Welcome to the fixture blog' }).count()).resolves.toBe(
      1,
    );
    expect(errors).toEqual([]);
  });

  it('serves the blog’s RSS feed at the address its head link gives', async () => {
    const { page } = await open('/blog');
    const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
    expect(href).toBe('/fixture/blog/rss.xml');
    const titles = await page.evaluate(async (feed) => {
      const xml = new DOMParser().parseFromString(await (await fetch(feed)).text(), 'application/xml');
      return [...xml.querySelectorAll('item > title')].map((title) => title.textContent);
    }, href as string);
    expect(titles).toEqual(['Shipped with a component', 'Release notes']);
  });

  it('sends an old path on to its redirect target', async () => {
    const { page } = await open('/old-install');
    await page.waitForURL(url('/guides/install'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Install');
  });

  it('sends an old .html path on to its target, from the folder Docusaurus writes it in', async () => {
    const { page } = await open('/legacy.html');
    await page.waitForURL(url('/guides/configure'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Configure');
  });
});
