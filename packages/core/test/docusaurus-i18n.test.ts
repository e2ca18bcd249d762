import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsSections } from '../src/docusaurus/docs-sections.js';
import { readI18n, readMessages, translateThemeConfig } from '../src/docusaurus/i18n.js';
import { normalizeSidebars } from '../src/docusaurus/sidebars.js';
import { docusaurusLabelKeys, docusaurusLabels } from '../src/docusaurus/theme-labels.js';
import { builtPages } from './helpers/built-pages.js';
import { type MddRun, mdd } from './helpers/run-mdd.js';
import { removeSite, writeFiles } from './helpers/temp-site.js';

const fixture = path.join(import.meta.dirname, 'fixtures/i18n-site');
const sitesDir = path.join(import.meta.dirname, '.sites');
const sites: string[] = [];
afterAll(() => sites.forEach(removeSite));

/** A copy of the English and French fixture site (`test/fixtures/i18n-site`). */
function copyFixture(): string {
  fs.mkdirSync(sitesDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(sitesDir, 'i18n-'));
  fs.cpSync(fixture, dir, { recursive: true });
  sites.push(dir);
  return dir;
}

describe('the locales of a Docusaurus config', () => {
  const config = {
    baseUrl: '/atlas/',
    i18n: {
      defaultLocale: 'en',
      locales: ['en', 'fr', 'ar'],
      localeConfigs: { fr: { htmlLang: 'fr-FR', path: 'francais' }, ar: { label: 'العربية' } },
    },
  };

  it('serve the default locale at the base URL and each other one under it, with Docusaurus’s defaults', () => {
    const i18n = readI18n(config, '/site', 'fr');
    expect(i18n.defaultLocale).toBe('en');
    expect(i18n.current.locale).toBe('fr');
    expect(i18n.locales).toEqual([
      {
        locale: 'en',
        label: 'English',
        htmlLang: 'en',
        direction: 'ltr',
        dir: '/site/i18n/en',
        basePath: '/atlas/',
      },
      {
        locale: 'fr',
        label: 'Français',
        htmlLang: 'fr-FR',
        direction: 'ltr',
        dir: '/site/i18n/francais',
        basePath: '/atlas/fr/',
      },
      {
        locale: 'ar',
        label: 'العربية',
        htmlLang: 'ar',
        direction: 'rtl',
        dir: '/site/i18n/ar',
        basePath: '/atlas/ar/',
      },
    ]);
    expect(readI18n(config, '/site').current.locale).toBe('en');
  });

  it('give an editUrl function the locale built, as Docusaurus calls it', () => {
    const [section] = docsSections(
      {
        editUrl: ({ locale, docPath }: { locale: string; docPath: string }) =>
          `https://git.example/${locale}/${docPath}`,
      },
      '/site',
      'docusaurus.config.js',
      'fr',
    );
    const edit = section?.editUrl as (doc: { docPath: string; route: string }) => string;
    expect(edit({ docPath: 'intro.md', route: '/docs/intro' })).toBe('https://git.example/fr/intro.md');
  });

  it('name the locales there are when asked for another one', () => {
    expect(() => readI18n(config, '/site', 'de')).toThrow(
      "--locale de: the site's i18n.locales are en, fr, ar; build one of them",
    );
  });
});

describe('the JSON translations of a locale', () => {
  it('read `{key: {message}}` files as messages; a missing file is none, a broken one an error naming it', () => {
    const dir = copyFixture();
    const messages = readMessages(path.join(dir, 'i18n/fr/code.json'), dir);
    expect(messages).toMatchObject({
      'home.title': 'Bienvenue',
      'Maps in {count} lines of HTML.': 'Des cartes en {count} lignes de HTML.',
      'theme.docs.paginator.next': 'Suivant',
    });
    expect(Object.values(messages).every((message) => typeof message === 'string')).toBe(true);
    expect(readMessages(path.join(dir, 'i18n/fr/missing.json'), dir)).toEqual({});
    writeFiles(dir, { 'i18n/fr/broken.json': '{ "a": ' });
    expect(() => readMessages(path.join(dir, 'i18n/fr/broken.json'), dir)).toThrow(
      /^i18n\/fr\/broken\.json: not valid JSON/,
    );
  });

  it('translate the navbar and footer labels by Docusaurus’s keys, leaving the others as written', () => {
    const themeConfig = {
      navbar: {
        title: 'Atlas',
        logo: { alt: 'Atlas logo', src: 'img/logo.svg' },
        items: [
          { label: 'Guide', to: '/docs' },
          { label: 'More', items: [{ label: 'GitHub', href: 'https://github.com' }] },
          { label: 'Blog', to: '/blog' },
        ],
      },
      footer: {
        copyright: 'Copyright Atlas.',
        links: [{ title: 'Learn', items: [{ label: 'Install', to: '/docs/install' }] }],
      },
    };
    const translated = translateThemeConfig(
      themeConfig,
      {
        title: 'Atlas FR',
        'logo.alt': 'Logo d’Atlas',
        'item.label.Guide': 'Documentation',
        'item.label.More': 'Plus',
        'item.label.GitHub': 'Code',
      },
      { 'link.title.Learn': 'Apprendre', 'link.item.label.Install': 'Installer', copyright: 'Droits Atlas.' },
    );
    expect(translated).toEqual({
      navbar: {
        title: 'Atlas FR',
        logo: { alt: 'Logo d’Atlas', src: 'img/logo.svg' },
        items: [
          { label: 'Documentation', to: '/docs' },
          { label: 'Plus', items: [{ label: 'Code', href: 'https://github.com' }] },
          { label: 'Blog', to: '/blog' },
        ],
      },
      footer: {
        copyright: 'Droits Atlas.',
        links: [{ title: 'Apprendre', items: [{ label: 'Installer', to: '/docs/install' }] }],
      },
    });
    expect(themeConfig.navbar.title).toBe('Atlas');
  });

  it('translate the labels of a sidebars file’s docs, links and generated indexes by `sidebar.<id>.<kind>.<key or label>`, keeping the categories’ keys', () => {
    const sidebars = normalizeSidebars(
      {
        guide: [
          { type: 'doc', id: 'intro', label: 'Start' },
          { Basics: ['install'] },
          {
            type: 'category',
            label: 'Getting Started',
            key: 'user-getting-started',
            link: { type: 'generated-index', title: 'All about starting' },
            items: [{ type: 'link', label: 'Source', href: 'https://example.com' }],
          },
        ],
      },
      'sidebars.js',
      {
        'sidebar.guide.doc.Start': 'Début',
        'sidebar.guide.category.Basics': 'Les bases',
        'sidebar.guide.category.user-getting-started': 'Pour commencer',
        'sidebar.guide.category.user-getting-started.link.generated-index.title': 'Tout pour commencer',
        'sidebar.guide.link.Source': 'Le code',
        'sidebar.other.category.Basics': 'Not this sidebar',
      },
    );
    expect(sidebars.guide).toEqual([
      { type: 'doc', id: 'intro', label: 'Début' },
      { type: 'category', label: 'Basics', items: [{ type: 'doc', id: 'install' }] },
      {
        type: 'category',
        label: 'Getting Started',
        key: 'user-getting-started',
        link: { type: 'generated-index', title: 'Tout pour commencer' },
        items: [{ type: 'link', label: 'Le code', href: 'https://example.com' }],
      },
    ]);
  });
});

describe('the theme’s words from code.json', () => {
  it('take each theme.* key that has a label here, and nothing when the site gives none', () => {
    expect(
      docusaurusLabels({
        'theme.TOCCollapsible.toggleButtonLabel': 'Sur cette page',
        'theme.docs.paginator.next': 'Suivant',
        'theme.docs.sidebar.collapseButtonTitle': 'Réduire le menu latéral',
        'home.title': 'Bienvenue',
      }),
    ).toEqual({ onThisPage: 'Sur cette page', next: 'Suivant' });
    expect(docusaurusLabels({ 'home.title': 'Bienvenue' })).toBeUndefined();
    expect(new Set(Object.values(docusaurusLabelKeys)).size).toBe(Object.keys(docusaurusLabelKeys).length);
  });
});

describe('mdd build of a site with two locales', () => {
  let dir: string;
  let run: MddRun;
  const { read, text: mainText } = builtPages(() => dir);
  const text = (file: string) => mainText(file).replaceAll('&#x27;', "'");

  beforeAll(async () => {
    dir = copyFixture();
    run = await mdd(['build', dir]);
  });

  it('builds the default locale at the root and French under fr/, with no warning', () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Built 10 pages \(en\) into .*build in [\d.]+ s\nBuilt 10 pages \(fr\) into .*build\/fr in [\d.]+ s\n$/,
    );
    expect(fs.existsSync(path.join(dir, 'build/fr/docs/guides/maps/index.html'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'build/fr/fr'))).toBe(false);
  });

  it('reads each doc, post and page from its translation, else from the default locale’s file', () => {
    expect(text('fr/docs/intro/index.html')).toContain(
      "Présentation Atlas dessine des cartes en HTML. Lisez comment l'installer .",
    );
    expect(text('docs/intro/index.html')).toContain('Introduction Atlas draws maps from plain HTML.');
    // No translation: the English page, in the French site.
    expect(text('fr/docs/guides/maps/index.html')).toContain('A map is a &lt;atlas-map&gt; element.');
    expect(text('fr/blog/index.html')).toContain('Atlas est sorti');
    expect(text('fr/about/index.html')).toContain("À propos d'Atlas Atlas est fait par une petite équipe.");
    expect(text('about/index.html')).toContain('About Atlas');
  });

  it('links a translated page to the others in its locale, translated or not', () => {
    expect(read('fr/docs/intro/index.html')).toContain('href="/atlas/fr/docs/guides/install"');
    expect(read('fr/docs/guides/install/index.html')).toContain('href="/atlas/fr/docs/guides/maps"');
  });

  it('translates <Translate>, translate(), the navbar, footer and sidebar from the locale’s JSON files', () => {
    expect(read('fr/index.html')).toContain('<title>Bienvenue · Atlas Docs</title>');
    expect(text('fr/index.html')).toBe('Bienvenue Des cartes en 3 lignes de HTML.');
    expect(text('index.html')).toBe('Welcome Maps in 3 lines of HTML.');
    const page = read('fr/docs/guides/maps/index.html');
    for (const label of [
      '>Documentation</a>',
      'Guides pratiques',
      '>Apprendre<',
      '>Installer</a>',
      'Droits réservés Atlas.',
    ])
      expect(page).toContain(label);
    expect(read('docs/guides/maps/index.html')).toContain('>Guide</a>');
  });

  it('sets <html lang dir>, og:locale and the hreflang links of the page in every locale', () => {
    const page = read('fr/docs/guides/install/index.html');
    expect(page).toContain('<html lang="fr-FR" dir="ltr"');
    expect(page).toContain('<meta property="og:locale" content="fr_FR">');
    expect(page.match(/<link rel="alternate" href[^>]*hreflang[^>]*>/g)).toEqual([
      '<link rel="alternate" href="https://atlas.example.com/atlas/docs/guides/install" hreflang="en">',
      '<link rel="alternate" href="https://atlas.example.com/atlas/fr/docs/guides/install" hreflang="fr-FR">',
      '<link rel="alternate" href="https://atlas.example.com/atlas/docs/guides/install" hreflang="x-default">',
    ]);
    expect(read('docs/guides/install/index.html')).toContain('<html lang="en" dir="ltr"');
  });

  it('caches the hashed files of every locale for a year in the top _headers, the one hosts read', () => {
    const headers = read('_headers');
    for (const rule of ['/atlas/assets/*', '/atlas/fr/assets/*', '/atlas/fr/search-index/t/*'])
      expect(headers).toContain(`${rule}\n  Cache-Control: public, max-age=31536000, immutable\n`);
    expect(headers.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it('renders the localeDropdown as the current locale over the same page in each locale', () => {
    const page = read('fr/docs/guides/install/index.html');
    expect(page).toMatch(/mdd-navbar__dropdown-button"[^>]*>Français</);
    expect(page.match(/<a href="[^"]*" class="mdd-navbar__dropdown-link"[^>]*>[^<]*<\/a>/g)).toEqual([
      '<a href="/atlas/docs/guides/install" class="mdd-navbar__dropdown-link" hrefLang="en" lang="en">English</a>',
      '<a href="/atlas/fr/docs/guides/install" class="mdd-navbar__dropdown-link" hrefLang="fr-FR" lang="fr-FR" aria-current="true">Français</a>',
    ]);
  });

  it('joins page and site titles with titleDelimiter, and shows the navbar title beside the logo', () => {
    expect(read('fr/docs/intro/index.html')).toContain('<title>Présentation · Atlas Docs</title>');
    expect(read('docs/intro/index.html')).toContain('<title>Introduction · Atlas Docs</title>');
    expect(read('fr/docs/intro/index.html')).toContain(
      '<a href="/atlas/fr/" class="mdd-navbar__brand"><img src="/atlas/fr/img/favicon.svg" alt="Atlas logo" width="32" height="32" class="mdd-navbar__logo"/><b class="mdd-navbar__title">Atlas FR</b></a>',
    );
    expect(read('docs/intro/index.html')).toContain('<b class="mdd-navbar__title">Atlas</b></a>');
  });

  it('shows the theme’s own words from the locale’s code.json theme.* keys, dates in its language', () => {
    const page = read('fr/docs/guides/maps/index.html');
    for (const words of [
      'class="mdd-toc__title">Sur cette page</h2>',
      '<nav aria-label="Pagination des documents" class="mdd-paginator">',
      '<span class="mdd-paginator__sublabel">Précédent</span>',
      'Éditer cette page',
      'Dernière mise à jour le <time dateTime="2026-03-05T00:00:00.000Z">5 mars 2026</time> par Ada',
      'aria-label="Barre latérale des docs"',
      'aria-label="Rechercher"',
    ])
      expect(page).toContain(words);
    expect(read('fr/404.html')).toContain(
      '<h1>Page introuvable</h1><p>Nous n&#x27;avons pas trouvé ce que vous recherchez.</p>',
    );
    expect(read('fr/404.html')).toContain('<title>Page introuvable · Atlas Docs</title>');
    expect(read('404.html')).toContain('<title>Page Not Found · Atlas Docs</title>');
    // Words the site gives no translation for stay English; the English site is all English.
    expect(page).toContain('aria-label="Breadcrumbs"');
    const english = read('docs/guides/maps/index.html');
    expect(english).toContain(
      'Last updated on <time dateTime="2026-03-05T00:00:00.000Z">Mar 5, 2026</time> by Ada',
    );
    expect(english).toContain('<span class="mdd-paginator__sublabel">Previous</span>');
    expect(english).not.toContain('Sur cette page');
  });

  it('writes the sitemap the sitemap plugin’s options ask for in every locale, and robots.txt names it', () => {
    expect(fs.existsSync(path.join(dir, 'build/sitemap.xml'))).toBe(false);
    for (const locale of ['', 'fr/']) {
      const sitemap = read(`${locale}atlas-sitemap.xml`);
      expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
        ['', 'about', 'docs/guides/install', 'docs/guides/maps', 'docs/intro'].map(
          (route) => `https://atlas.example.com/atlas/${locale}${route}`,
        ),
      );
      expect(sitemap).toContain('<changefreq>daily</changefreq><priority>0.8</priority></url>');
      expect(read(`${locale}robots.txt`)).toContain(
        `\nSitemap: https://atlas.example.com/atlas/${locale}atlas-sitemap.xml\n`,
      );
    }
  });

  it('builds one locale alone with --locale, keeping the others; the default locale’s build keeps fr/', async () => {
    fs.writeFileSync(
      path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md'),
      '---\ntitle: Présentation\n---\n\nTexte revu.\n',
    );
    const fr = await mdd(['build', dir, '--locale', 'fr']);
    expect(fr.code).toBe(0);
    // In place: the pages the edit did not change are kept.
    expect(fr.stdout).toMatch(/^Built 10 pages \(fr\) \(\d rendered, \d unchanged\) into .*build\/fr in/);
    expect(text('fr/docs/intro/index.html')).toContain('Présentation Texte revu.');
    // A build of the default locale alone that replaces the whole output keeps the French build.
    fs.rmSync(path.join(dir, 'build/.mdd-build.json'));
    const en = await mdd(['build', dir, '--locale', 'en']);
    expect(en.code).toBe(0);
    expect(en.stdout).not.toContain('(fr)');
    expect(text('fr/docs/intro/index.html')).toContain('Présentation Texte revu.');
    const unknown = await mdd(['build', dir, '--locale', 'de']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("--locale de: the site's i18n.locales are en, fr; build one of them");
  });
});
