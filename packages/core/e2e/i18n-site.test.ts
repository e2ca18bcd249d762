import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BuiltFixture, builtFixture, openHydrated } from './built-fixture.js';

// The Docusaurus site in English and French (`test/fixtures/i18n-site`), built with `mdd build` as a
// user builds it (every locale), served as a static host serves it, read in Chromium.
let site: BuiltFixture | undefined;
let baseUrl: string;
let browser: Browser | undefined;

beforeAll(async () => {
  site = await builtFixture('i18n-site', '/atlas/');
  baseUrl = site.baseUrl;
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** A fresh page at `route` (under `/atlas/`), hydrated, with the console errors it logs. */
async function open(route: string): Promise<{ page: Page; errors: string[] }> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  return openHydrated(browser, baseUrl + route);
}

const main = (page: Page) => page.getByRole('main');
const frenchSidebar = (page: Page) => page.getByRole('navigation', { name: 'Barre latérale des docs' });

describe('a Docusaurus site in English and French, in Chromium', () => {
  it('shows a translated doc in French once hydrated, with its lang and hreflang links', async () => {
    const { page, errors } = await open('fr/docs/intro');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Présentation');
    await expect(main(page).textContent()).resolves.toContain('Atlas dessine des cartes en HTML.');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr-FR');
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('ltr');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
    expect(alternates).toEqual([
      'en https://atlas.example.com/atlas/docs/intro',
      'fr-FR https://atlas.example.com/atlas/fr/docs/intro',
      'x-default https://atlas.example.com/atlas/docs/intro',
    ]);
    await expect(frenchSidebar(page).getByRole('button', { name: 'Guides pratiques' }).count()).resolves.toBe(
      1,
    );
    expect(errors).toEqual([]);
  });

  it('translates <Translate> and translate() on the home page, and keeps them once hydrated', async () => {
    const { page, errors } = await open('fr/');
    await expect(page.title()).resolves.toBe('Bienvenue · Atlas Docs');
    await expect(page.locator('.home-title').textContent()).resolves.toBe('Bienvenue');
    await expect(page.locator('.home-tagline').textContent()).resolves.toBe(
      'Des cartes en 3 lignes de HTML.',
    );
    await expect(
      page.getByRole('link', { name: 'Documentation' }).first().getAttribute('href'),
    ).resolves.toBe('/atlas/fr/docs/intro');
    expect(errors).toEqual([]);
  });

  it('joins titles with the site’s titleDelimiter, after a navigation too, and shows the navbar title beside the logo', async () => {
    const { page, errors } = await open('fr/docs/intro');
    await expect(page.title()).resolves.toBe('Présentation · Atlas Docs');
    const brand = page.getByRole('banner').getByRole('link', { name: 'Atlas logo Atlas FR' });
    await expect(brand.getAttribute('href')).resolves.toBe('/atlas/fr/');
    const logo = await brand.getByRole('img', { name: 'Atlas logo' }).boundingBox();
    const title = await brand.getByText('Atlas FR').boundingBox();
    expect(logo && title && title.x >= logo.x + logo.width).toBe(true);
    expect(logo && title && Math.abs(title.y + title.height / 2 - (logo.y + logo.height / 2)) < 4).toBe(true);
    await main(page).getByRole('link', { name: "comment l'installer" }).click();
    await page.waitForURL(`${baseUrl}fr/docs/guides/install`);
    await expect.poll(() => page.title()).toBe('Installation · Atlas Docs');
    expect(errors).toEqual([]);
  });

  it('titles the page not found in French after a navigation in the French site', async () => {
    const { page, errors } = await open('fr/docs/intro');
    await main(page).evaluate((el) => {
      const link = document.createElement('a');
      link.href = '/atlas/fr/docs/nowhere';
      link.textContent = 'nulle part';
      el.append(link);
    });
    await main(page).getByRole('link', { name: 'nulle part' }).click();
    await page.waitForURL(`${baseUrl}fr/docs/nowhere`);
    await expect(main(page).getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Page introuvable',
    );
    await expect.poll(() => page.title()).toBe('Page introuvable · Atlas Docs');
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('shows the theme’s words in French from the site’s code.json, and in English in the English site', async () => {
    const { page, errors } = await open('fr/docs/guides/maps');
    const toc = page.getByRole('navigation', { name: 'Sur cette page' });
    await expect(toc.isVisible()).resolves.toBe(true);
    await expect(toc.getByRole('link').allTextContents()).resolves.toEqual(['Layers', 'Controls']);
    const paginator = page.getByRole('navigation', { name: 'Pagination des documents' });
    await expect(paginator.textContent()).resolves.toBe('Précédent « Installation');
    await expect(page.getByText('Dernière mise à jour le 5 mars 2026 par Ada').isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('link', { name: 'Éditer cette page' }).count()).resolves.toBe(1);
    // Narrow, the table of contents is a button above the content, in French too.
    await page.setViewportSize({ width: 600, height: 800 });
    await page.getByRole('button', { name: 'Sur cette page' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Sur cette page' }).getByRole('link').first().textContent(),
    ).resolves.toBe('Layers');
    const english = await open('docs/guides/maps');
    await expect(english.page.getByRole('navigation', { name: 'On this page' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(english.page.getByRole('navigation', { name: 'Docs pages' }).textContent()).resolves.toBe(
      'Previous « Install',
    );
    expect([...errors, ...english.errors]).toEqual([]);
  });

  it('goes to the same page in the other locale from the locale dropdown, and back', async () => {
    const { page, errors } = await open('docs/guides/install');
    await expect(main(page).textContent()).resolves.toContain('Run npm install atlas');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(`${baseUrl}fr/docs/guides/install`);
    await page.waitForSelector('html[data-ready]');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Installation');
    await expect(main(page).textContent()).resolves.toContain('Lancez npm install atlas');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr-FR');
    // In the French site, a link goes on in French; the dropdown names the locale shown.
    await main(page).getByRole('link', { name: 'votre première carte' }).click();
    await page.waitForURL(`${baseUrl}fr/docs/guides/maps`);
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl}docs/guides/maps`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    expect(errors).toEqual([]);
  });

  it('shows the English text of a page without a translation, inside the French site', async () => {
    const { page, errors } = await open('fr/docs/guides/maps');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Maps');
    await expect(main(page).textContent()).resolves.toContain('This page has no translation.');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr-FR');
    await expect(page.getByRole('contentinfo').textContent()).resolves.toContain('Droits réservés Atlas.');
    await expect(
      page
        .getByRole('navigation', { name: 'Pagination des documents' })
        .getByRole('link', { name: /Installation/ })
        .getAttribute('href'),
    ).resolves.toBe('/atlas/fr/docs/guides/install');
    expect(errors).toEqual([]);
  });
});
