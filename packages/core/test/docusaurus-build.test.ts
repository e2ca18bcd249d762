import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from './helpers/built-pages.js';
import { copyDocusaurusFixture } from './helpers/docusaurus-fixture.js';
import { type MddRun, mdd } from './helpers/run-mdd.js';
import { removeSite, writeFiles } from './helpers/temp-site.js';

const sites: string[] = [];
afterAll(() => sites.forEach(removeSite));

const fixture = (extra: Record<string, string> = {}) => {
  const dir = copyDocusaurusFixture(extra);
  sites.push(dir);
  return dir;
};

describe('mdd build of the fixture Docusaurus site', () => {
  let dir: string;
  let run: MddRun;
  const { read, text } = builtPages(() => dir);

  beforeAll(async () => {
    dir = fixture();
    run = await mdd(['build', dir]);
  });

  it('builds every page into DIR/build and names what it skipped once', () => {
    expect(run.stderr).toBe(
      'warning: plugin fixturePlugin (a function in the config): contentLoaded not run (Docusaurus lifecycles); its HTML tags and its client modules used\n',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Built 29 pages into .*build in [\d.]+ s, 1 warning\n$/);
    const pages = fs
      .readdirSync(path.join(dir, 'build'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('index.html'))
      .sort();
    expect(pages).toEqual([
      'about/index.html',
      'blog/2026/01/10/welcome/index.html',
      'blog/2026/02/15/notes/index.html',
      'blog/2026/03/02/shipped/index.html',
      'blog/archive/index.html',
      'blog/authors/index.html',
      'blog/authors/mira/index.html',
      'blog/authors/mira/page/2/index.html',
      'blog/index.html',
      'blog/page/2/index.html',
      'blog/tags/index.html',
      'blog/tags/news/index.html',
      'blog/tags/release/index.html',
      'category/guides/index.html',
      'changelog/index.html',
      'community/contributing/index.html',
      'community/index.html',
      'community/next/contributing/index.html',
      'community/next/index.html',
      'extras/faq/index.html',
      'guides/configure/index.html',
      'guides/install/index.html',
      'hidden/unlisted/index.html',
      'index.html',
      'legacy.html/index.html',
      'old-install/index.html',
      'reference/api/index.html',
      'reference/cli/index.html',
      'search/index.html',
      'showcase/index.html',
    ]);
  });

  it('serves the doc at the root of the docs as the home page', () => {
    expect(read('index.html')).toContain('<title>Welcome | Fixture Docs</title>');
    expect(JSON.parse(read('index.json'))).toMatchObject({ route: '/', title: 'Welcome' });
  });

  it('renders a page with its own code: partial with props, site component, npm package, raw-loader, global component', () => {
    const html = read('guides/install/index.html');
    expect(html).toContain('This guide is for operators. Hello, reader, from an npm package.');
    expect(html).toContain('Fixture keeps its settings in <code>fixture.toml</code>');
    expect(html).toMatch(/<span class="_badge_[\w-]+" data-icon="\/fixture\/img\/logo\.svg">Stable<\/span>/);
    expect(html).toContain('<span class="line">region = &quot;eu&quot;</span>');
    // Its context comes from the swizzled Root and Layout/Provider, which wrap every page.
    expect(html).toContain(
      '<mark class="fixture-highlight" data-audience="readers" data-edition="community">Highlighted without an import.</mark>',
    );
    expect(html).toContain('Loading in the browser…');
    expect(html).not.toContain('Rendered in the browser.');
    // The partial's text, its props filled in, in the page's twin too.
    expect(read('guides/install.md')).toContain(
      '> **Note**\n>\n> Fixture keeps its settings in `fixture.toml` ([configure it](/fixture/guides/configure)).',
    );
  });

  it('runs the config’s markdown.preprocessor on each page’s text before it is parsed', () => {
    expect(text('extras/faq/index.html')).toContain('No: it exists for the tests, in release 2.4.');
  });

  it('runs the config’s remark plugin on the docs', () => {
    expect(read('index.html')).toContain('You need Node 20 and the word FIXTURE.');
    expect(read('changelog/index.html')).toContain('[[shout]] is not replaced here');
  });

  it('adds the config’s and the plugins’ head tags to every page, and their scripts to the policy', () => {
    for (const file of ['index.html', 'about/index.html', 'community/next/index.html']) {
      const html = read(file);
      expect(html).toContain('<meta name="fixture-plugin" content="injected">');
      expect(html).toContain('<meta name="fixture-head" content="yes">');
      expect(html).toContain('<script src="/fixture/scripts/hello.js" defer></script>');
    }
    expect(read('_headers')).toMatch(
      /script-src 'self' 'sha256-[^']+'; style-src 'self' 'unsafe-inline' https:/,
    );
  });

  it('renders the site’s own pages: a React page with its Layout title, a Markdown page', () => {
    const about = read('about/index.html');
    expect(about).toContain('<title>About | Fixture Docs</title>');
    expect(about).toContain('<meta name="description" content="Who makes the fixture."/>');
    expect(about.match(/<meta name="description"/g)).toHaveLength(1);
    expect(about).toContain('<p class="fixture-release">Release 2.4</p>');
    expect(about).toContain('href="/fixture/guides/install"');
    // `@theme/SearchBar` in the page's own code: the navbar's search button, once more in the page.
    expect(/<main[\s\S]*<\/main>/.exec(about)?.[0]).toContain('class="mdd-search-button"');
    const changelog = read('changelog/index.html');
    expect(changelog).toContain('<title>Changelog | Fixture Docs</title>');
    expect(changelog).toContain(
      '<div class="mdd-content mdd-page-content"><h1 id="changelog">Changelog</h1>',
    );
  });

  it("styles Infima's class names for this theme, between the theme's stylesheet and the site's customCss", () => {
    const showcase = read('showcase/index.html');
    expect(showcase).toContain('<header class="hero hero--primary ');
    const sheet = /href="\/fixture\/(assets\/entry-client-[\w-]+\.css)"/.exec(showcase)?.[1];
    expect(sheet).toBeDefined();
    const css = read(sheet as string);
    const at = (text: string) => css.indexOf(text);
    expect(at('@layer mdd-docusaurus')).toBeGreaterThan(at('@layer mdd{'));
    for (const rule of [
      '.col--offset-11{',
      '.button--primary{',
      '.hero--primary{',
      '.padding-horiz--xl{',
      '.tabs__item--active',
      '.pills__item--active',
      '.breadcrumbs__item--active .breadcrumbs__link{',
      '.menu__link--active',
    ])
      expect(css).toContain(rule);
    expect(at('.fixture-highlight')).toBeGreaterThan(at('@layer mdd-docusaurus'));
  });

  it("draws the site's navbar background and dark footer, in readable colours, in the Docusaurus layer", () => {
    const sheet = /href="\/fixture\/(assets\/entry-client-[\w-]+\.css)"/.exec(read('index.html'))?.[1];
    const css = read(sheet as string);
    const layer = css.indexOf('@layer mdd-docusaurus');
    const light = ':root:not([data-theme=dark])';
    for (const rule of [
      `${light} .mdd-navbar{--mdd-color-navbar-bg:#1f5f3f}`,
      `${light} .mdd-navbar__inner{color:#e1e2e2}`,
      '[data-theme=dark] .mdd-navbar{--mdd-color-navbar-bg:#0b1f3a}',
      `${light}{--mdd-color-footer-bg:#10263d;--mdd-color-footer-text:#778ea8;--mdd-color-footer-link-hover:#60977b}`,
      `${light} .mdd-footer__title{color:#fff}`,
    ]) {
      expect(css).toContain(rule);
      expect(css.indexOf(rule)).toBeGreaterThan(layer);
    }
  });

  it('renders the swizzled DocCard with Docusaurus’s sidebar item and docs hooks, on docs pages only', () => {
    const cards = [...read('category/guides/index.html').matchAll(/<a[^>]*fixture-card.*?<\/a>/g)].map(
      (m) => m[0],
    );
    expect(cards).toEqual([
      '<a href="/fixture/guides/install" class="fixture-card" data-in="Guides" data-internal="true"><strong>Install</strong><span class="fixture-card__description">How to install the fixture.</span><span class="fixture-card__props">{&quot;level&quot;:&quot;first&quot;}</span><span class="fixture-card__count">one of 2 pages</span></a>',
      '<a href="/fixture/guides/configure" class="fixture-card" data-in="Guides" data-internal="true"><strong>Configuring</strong><span class="fixture-card__description"></span><span class="fixture-card__props">{}</span><span class="fixture-card__count">one of 2 pages</span></a>',
    ]);
    // Docusaurus's blog lists have no DocCard: the theme's cards show there.
    expect(read('blog/index.html')).toContain('class="mdd-card mdd-card--doc"');
    expect(read('blog/index.html')).not.toContain('fixture-card');
  });

  it('renders the swizzled DocItem/Layout with useDoc(), wrapping the theme’s layout or in its place', () => {
    const facts = (file: string) =>
      /<dl class="fixture-doc-facts">(.*?)<\/dl>/.exec(read(file))?.[1]?.replace(/<\/?d[td]>/g, '|');
    expect(facts('guides/install/index.html')).toBe(
      '|id||guides/install||permalink||/fixture/guides/install||edit||https://github.com/example/fixture/edit/main/docs/guides/install.mdx||tags||none||next||Configuring /fixture/guides/configure||audience||operators||headings||Check the install||crumbs||Guides /fixture/category/guides &gt; Install /fixture/guides/install|',
    );
    // Wrapping `@theme-original/DocItem/Layout`: the theme's doc page follows the facts.
    expect(read('guides/install/index.html')).toMatch(
      /<\/dl><div class="mdd-doc"><div class="mdd-doc__column"><nav aria-label="Breadcrumbs"/,
    );
    // `framed: true`: the fixture's own layout of Docusaurus's parts, no theme layout inside.
    const faq = read('extras/faq/index.html');
    expect(faq).toContain('<p class="fixture-layout__banner">Framed by the fixture</p>');
    expect(faq).toContain('<h1 class="mdd-doc__title">FAQ</h1>');
    expect(faq).toContain('href="https://github.com/example/fixture/edit/main/docs/extras/faq.md"');
    expect(faq).toContain(
      '<a href="/fixture/reference/api" class="mdd-paginator__link mdd-paginator__link--prev">',
    );
    expect(faq).not.toContain('mdd-doc__column');
    // The swizzled DocItem/Footer, around the theme's, in both layouts; blog posts keep the theme's.
    expect(faq).toMatch(/<p class="fixture-footer">After API<\/p><footer class="mdd-doc-footer">/);
    expect(read('guides/install/index.html')).toMatch(
      /<p class="fixture-footer">After Guides<\/p><footer class="mdd-doc-footer">/,
    );
    // Docusaurus's blog has no DocItem: posts keep the theme's layout.
    expect(read('blog/2026/01/10/welcome/index.html')).not.toContain('fixture-doc-facts');
    expect(read('blog/2026/01/10/welcome/index.html')).not.toContain('fixture-footer');
  });

  it('renders the swizzled DocCategoryGeneratedIndexPage with its props and the items it orders', () => {
    const index = read('category/guides/index.html');
    expect(index).toContain('<div class="fixture-index" data-permalink="/fixture/category/guides">');
    expect(index).toContain(
      '<h1>All guides</h1><p class="fixture-index__description">Every guide of the fixture.</p>',
    );
    expect(index).toContain('<div class="fixture-index__cards"><ul class="mdd-cards">');
    expect(index).toContain('<a href="/fixture/" class="mdd-paginator__link mdd-paginator__link--prev">');
    expect(index).toContain(
      '<a href="/fixture/guides/install" class="mdd-paginator__link mdd-paginator__link--next">',
    );
    expect(read('blog/index.html')).not.toContain('fixture-index');
  });

  it('puts the docs’ titles and descriptions in a chunk of their own, which only the pages that need it load', () => {
    const assets = fs.readdirSync(path.join(dir, 'build/assets'));
    const entry = assets.find((file) => /^entry-client-[\w-]+\.js$/.test(file));
    const data = assets.find((file) => /^docs-data-[\w-]+\.js$/.test(file));
    expect(read(`assets/${data}`)).toContain('How to install the fixture.');
    expect(read(`assets/${entry}`)).not.toContain('How to install the fixture.');
    // The doc ids that useDoc() and the sidebar hooks read stay in the entry.
    expect(read(`assets/${entry}`)).toContain('"/guides/install":`guides/install`');
  });

  it('uses the swizzled NotFound for unknown paths', () => {
    expect(read('404.html')).toContain('<h1 class="fixture-not-found">This fixture page does not exist</h1>');
  });

  it('writes the redirects as pages and as a _redirects file', () => {
    expect(read('old-install/index.html')).toContain(
      '<meta http-equiv="refresh" content="0; url=/fixture/guides/install">',
    );
    expect(read('legacy.html/index.html')).toContain(
      '<meta http-equiv="refresh" content="0; url=/fixture/guides/configure">',
    );
    expect(read('_redirects')).toBe(
      '/fixture/old-install /fixture/guides/install 301\n/fixture/legacy.html /fixture/guides/configure 301\n',
    );
  });

  it('builds the blog: posts dated by their file or folder name, pages of posts with excerpts, archive, tags', () => {
    expect(text('blog/index.html')).toBe(
      'Blog Shipped with a component March 2, 2026 · Posts can use the site&#x27;s components. Release notes February 15, 2026 · What changed in release 2.4. Next Older posts »',
    );
    expect(text('blog/page/2/index.html')).toBe(
      'Blog: page 2 Welcome to the fixture blog January 10, 2026 · The fixture now has a blog. This first paragraph is the excerpt. Previous « Newer posts',
    );
    const post = read('blog/2026/03/02/shipped/index.html');
    expect(post).toContain('<title>Shipped with a component | Fixture Docs</title>');
    expect(post).toContain(
      '<mark class="fixture-highlight" data-audience="readers" data-edition="community">Posts can use the site&#x27;s components.</mark>',
    );
    expect(post).toContain('The rest of the post.');
    expect(text('blog/2026/01/10/welcome/index.html')).toContain(
      'Everything below the marker is only on the post&#x27;s own page: see the install guide .',
    );
    expect(read('blog/2026/01/10/welcome/index.html')).toContain('href="/fixture/guides/install"');
    // Posts run the blog's remark plugins (the docs' own turn the same marker into FIXTURE).
    expect(text('blog/2026/01/10/welcome/index.html')).toContain(
      'The blog&#x27;s own plugin says NEWS here.',
    );
    expect(text('blog/tags/release/index.html')).toContain('2 posts tagged with &quot;release&quot;');
    expect(text('blog/archive/index.html')).toMatch(
      /Shipped with a component.*Release notes.*Welcome to the fixture blog/,
    );
    expect(fs.existsSync(path.join(dir, 'build/blog/2026/02/01'))).toBe(false);
    expect(read('sitemap.xml')).toContain(
      '<loc>https://fixture.example.com/fixture/blog/2026/01/10/welcome</loc>',
    );
    // Tag pages are indexed and in the sitemap, as Docusaurus's.
    for (const route of ['blog/tags', 'blog/tags/release'])
      expect(read('sitemap.xml')).toContain(`<loc>https://fixture.example.com/fixture/${route}</loc>`);
    expect(read('blog/tags/release/index.html')).not.toContain('name="robots"');
  });

  it('gives each author with a page in authors.yml a list of their posts, paginated, and lists every author', () => {
    const authors = text('blog/authors/index.html');
    expect(authors).toContain('Mira Quill Fixture maintainer · https://example.com/mira');
    expect(authors).toContain('Otto Lane');
    expect(read('blog/authors/index.html')).toContain('href="/fixture/blog/authors/mira"');
    expect(text('blog/authors/mira/index.html')).toBe(
      'Mira Quill Shipped with a component March 2, 2026 · Posts can use the site&#x27;s components. Release notes February 15, 2026 · What changed in release 2.4. Next Older posts »',
    );
    expect(read('blog/authors/mira/index.html')).toContain(
      '<meta name="description" content="Fixture maintainer · 3 posts">',
    );
    expect(text('blog/authors/mira/page/2/index.html')).toContain('Welcome to the fixture blog');
    expect(fs.existsSync(path.join(dir, 'build/blog/authors/otto'))).toBe(false);
  });

  it('writes the feeds feedOptions asks for, linked from every page', () => {
    const xml = (file: string) => {
      const document = new JSDOM(read(file), { contentType: 'application/xml' }).window.document;
      return (selector: string) =>
        [...document.querySelectorAll(selector)].map((node) => node.textContent?.trim());
    };
    const rss = xml('blog/rss.xml');
    expect(rss('channel > title')).toEqual(['Fixture news']);
    expect(rss('channel > link')).toEqual(['https://fixture.example.com/fixture/blog']);
    expect(rss('channel > copyright')).toEqual(['Copyright Fixture']);
    // limit: 2, newest first; the draft is never in a feed.
    expect(rss('item > title')).toEqual(['Shipped with a component', 'Release notes']);
    expect(rss('item > link')).toEqual([
      'https://fixture.example.com/fixture/blog/2026/03/02/shipped',
      'https://fixture.example.com/fixture/blog/2026/02/15/notes',
    ]);
    expect(rss('item > pubDate')).toEqual(['Mon, 02 Mar 2026 00:00:00 GMT', 'Sun, 15 Feb 2026 00:00:00 GMT']);
    expect(rss('item > description')).toEqual([
      "Posts can use the site's components.",
      'What changed in release 2.4.',
    ]);
    expect(rss('item > author')).toEqual(['otto@example.com (Otto Lane)']);
    const atom = xml('blog/atom.xml');
    expect(atom('feed > title')).toEqual(['Fixture news']);
    expect(atom('entry > author > name')).toEqual(['Mira Quill', 'Mira Quill', 'Otto Lane']);
    expect(atom('entry > author > uri')).toEqual(['https://example.com/mira', 'https://example.com/mira']);
    expect(atom('entry > updated')).toEqual(['2026-03-02T00:00:00.000Z', '2026-02-15T00:00:00.000Z']);
    const json = JSON.parse(read('blog/feed.json')) as { title: string; items: Array<{ url: string }> };
    expect(json.title).toBe('Fixture news');
    expect(json.items.map((item) => item.url)).toEqual([
      'https://fixture.example.com/fixture/blog/2026/03/02/shipped',
      'https://fixture.example.com/fixture/blog/2026/02/15/notes',
    ]);
    expect(read('guides/install/index.html')).toContain(
      '<link rel="alternate" type="application/rss+xml" href="/fixture/blog/rss.xml" title="Fixture news RSS Feed">',
    );
  });

  it('leaves drafts out and unlisted pages out of the sitemap', () => {
    expect(fs.existsSync(path.join(dir, 'build/hidden/draft'))).toBe(false);
    const sitemap = read('sitemap.xml');
    expect(sitemap).not.toContain('unlisted');
    expect(sitemap).toContain('<loc>https://fixture.example.com/fixture/guides/install</loc>');
  });
});

describe('a Docusaurus site built again after an edit of a partial', () => {
  it('shows the partial as it is now (the bundle is not taken from the cache)', async () => {
    const dir = fixture();
    expect((await mdd(['build', dir, '--quiet'])).code).toBe(0);
    const partial = path.join(dir, 'docs/guides/_shared/note.mdx');
    fs.writeFileSync(
      partial,
      fs.readFileSync(partial, 'utf8').replace('keeps its settings', 'stores its settings'),
    );
    expect((await mdd(['build', dir, '--quiet'])).code).toBe(0);
    const html = fs
      .readFileSync(path.join(dir, 'build/guides/install/index.html'), 'utf8')
      .replaceAll('<!-- -->', '');
    expect(html).toContain('Fixture stores its settings in <code>fixture.toml</code>');
    expect(html).not.toContain('keeps its settings');
    const twin = fs.readFileSync(path.join(dir, 'build/guides/install.md'), 'utf8');
    expect(twin).toContain('Fixture stores its settings in `fixture.toml`');
    expect(twin).not.toContain('keeps its settings');
  });
});

describe('a Docusaurus site whose markdown.preprocessor reads a file', () => {
  it('compiles the page again when only that file changes', async () => {
    const dir = fixture({ 'snippets/notice.txt': 'Settings load at start.\n' });
    const config = path.join(dir, 'docusaurus.config.ts');
    fs.writeFileSync(
      config,
      fs
        .readFileSync(config, 'utf8')
        .replace(
          "fileContent.replaceAll('{{release}}', release.version)",
          "fileContent.replaceAll('{{release}}', release.version).replaceAll('{{notice}}', () => require('node:fs').readFileSync(require('node:path').join(__dirname, 'snippets/notice.txt'), 'utf8').trim())",
        ),
    );
    const page = path.join(dir, 'docs/guides/configure.md');
    fs.writeFileSync(
      page,
      fs.readFileSync(page, 'utf8').replace('## Settings file', '{{notice}}\n\n## Settings file'),
    );
    const twin = () => fs.readFileSync(path.join(dir, 'build/guides/configure.md'), 'utf8');
    expect((await mdd(['build', dir, '--quiet'])).code).toBe(0);
    expect(twin()).toContain('Settings load at start.');
    fs.writeFileSync(path.join(dir, 'snippets/notice.txt'), 'Settings load on every request.\n');
    expect((await mdd(['build', dir, '--quiet'])).code).toBe(0);
    expect(twin()).toContain('Settings load on every request.');
    expect(fs.readFileSync(path.join(dir, 'build/guides/configure/index.html'), 'utf8')).toContain(
      'Settings load on every request.',
    );
  });
});

describe('a Docusaurus blog post whose excerpt holds an image and a component', () => {
  it('is described by whole sentences, none left with dangling words', async () => {
    const dir = fixture({
      'blog/2026-01-10-welcome.md':
        '---\nauthors: mira\ntitle: Welcome to the fixture blog\n---\n\nThe fixture now has a blog. ![Logo](/img/logo.svg) and <Badge label="New" />\n\nIt ships today.\n\n<!-- truncate -->\n\nMore.\n',
    });
    expect((await mdd(['build', dir, '--quiet'])).code).toBe(0);
    const post = fs.readFileSync(path.join(dir, 'build/blog/2026/01/10/welcome/index.html'), 'utf8');
    expect(post).toContain('<meta name="description" content="The fixture now has a blog. It ships today.">');
  });
});

describe('a Docusaurus site whose blog folder is missing', () => {
  const blogPlugin = (version: string) => ({
    'node_modules/@docusaurus/plugin-content-blog/package.json': JSON.stringify({
      name: '@docusaurus/plugin-content-blog',
      version,
    }),
  });

  it('gets the empty list page Docusaurus 3.10 writes, and no archive, tags, authors or feeds', async () => {
    const dir = fixture(blogPlugin('3.10.2'));
    fs.rmSync(path.join(dir, 'blog'), { recursive: true });
    const run = await mdd(['build', dir, '--quiet']);
    expect(run.code).toBe(0);
    const blog = fs.readdirSync(path.join(dir, 'build/blog'), { recursive: true, encoding: 'utf8' }).sort();
    expect(blog).toEqual(['index.html', 'index.json']);
    expect(fs.readFileSync(path.join(dir, 'build/index.html'), 'utf8')).not.toContain('rss.xml');
  });

  it('gets no blog page at all before Docusaurus 3.10', async () => {
    const dir = fixture(blogPlugin('3.6.3'));
    fs.rmSync(path.join(dir, 'blog'), { recursive: true });
    const run = await mdd(['build', dir, '--quiet']);
    expect(run.code).toBe(0);
    expect(fs.existsSync(path.join(dir, 'build/blog'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'build/sitemap.xml'), 'utf8')).not.toContain('/blog');
  });
});

describe('a Docusaurus plugin package with JSX in its .js files', () => {
  it("is compiled as Docusaurus compiles it (e.g. @docusaurus/plugin-pwa's reload popup)", async () => {
    const dir = fixture({
      'node_modules/docusaurus-plugin-fixture-popup/package.json': JSON.stringify({
        name: 'docusaurus-plugin-fixture-popup',
        version: '1.0.0',
        type: 'module',
        exports: './lib/popup.js',
      }),
      'node_modules/docusaurus-plugin-fixture-popup/lib/popup.js':
        'export default function Popup({ label }) {\n  return <p className="popup">{label}: reload to update</p>;\n}\n',
      'docs/popup.mdx':
        'import Popup from \'docusaurus-plugin-fixture-popup\';\n\n# Popup\n\n<Popup label="New version" />\n',
    });
    const run = await mdd(['build', dir, '--quiet']);
    expect(run.stderr).not.toContain('error');
    expect(run.code).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'build/popup/index.html'), 'utf8')).toContain(
      '<p class="popup">New version<!-- -->: reload to update</p>',
    );
  }, 300_000);
});

describe("a Docusaurus site's dynamic imports in the server bundle", () => {
  it('leaves out what only a dynamic import reaches, and keeps what a module awaits at its top level', async () => {
    const dir = fixture({
      'src/components/Editor.tsx':
        "import React, { lazy, Suspense } from 'react';\n\nconst Heavy = lazy(() => import('./HeavyEditor'));\n\nexport default function Editor() {\n  return (\n    <Suspense fallback={<p className=\"editor-loading\">Loading the editor</p>}>\n      <Heavy />\n    </Suspense>\n  );\n}\n",
      'src/components/HeavyEditor.tsx':
        'export default function HeavyEditor() {\n  return <p className="editor">heavy-editor-marker</p>;\n}\n',
      'src/components/Awaited.tsx':
        'const { label } = await import(\'./awaited-label\');\n\nexport default function Awaited() {\n  return <p className="awaited">{label}</p>;\n}\n',
      'src/components/awaited-label.ts': "export const label = 'awaited-label-marker';\n",
      'docs/editor.mdx':
        "import Editor from '@site/src/components/Editor';\nimport Awaited from '@site/src/components/Awaited';\n\n# Editor\n\n<Editor />\n\n<Awaited />\n",
    });
    const run = await mdd(['build', dir, '--quiet']);
    expect(run.stderr).not.toContain('error');
    expect(run.code).toBe(0);
    const html = fs.readFileSync(path.join(dir, 'build/editor/index.html'), 'utf8');
    expect(html).toContain('<p class="editor-loading">Loading the editor</p>');
    expect(html).not.toContain('heavy-editor-marker');
    expect(html).toContain('<p class="awaited">awaited-label-marker</p>');

    const bundleText = (kind: 'client' | 'server') => {
      const shells = path.join(dir, 'node_modules/.cache/mdd/shells');
      const bundleDir = path.join(shells, fs.readdirSync(shells)[0] as string, kind);
      return fs
        .readdirSync(bundleDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.m?js$/.test(file))
        .map((file) => fs.readFileSync(path.join(bundleDir, file), 'utf8'))
        .join('\n');
    };
    expect(bundleText('server')).not.toContain('heavy-editor-marker');
    expect(bundleText('server')).toContain('awaited-label-marker');
    expect(bundleText('client')).toContain('heavy-editor-marker');
  }, 300_000);
});

describe('errors in a Docusaurus site', () => {
  it('reports every page whose imports fail at once, at their MDX line, and keeps the previous build', async () => {
    const dir = fixture();
    expect((await mdd(['build', dir, '--quiet'])).code).toBe(0);
    const before = fs.readFileSync(path.join(dir, 'build/index.html'), 'utf8');
    writeFiles(dir, {
      'docs/broken-package.mdx':
        "---\ntitle: Broken\n---\n\nimport Chart from 'chart-of-nowhere';\n\n<Chart />\n",
      'docs/broken-file.mdx':
        "---\ntitle: Broken file\n---\n\nimport Widget from '../src/components/Widget';\nimport Gone from '@theme/Gone';\n\n<Widget /> <Gone />\n",
    });
    const run = await mdd(['build', dir, '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('3 content files failed to compile:');
    expect(run.stderr).toContain(
      `docs/broken-package.mdx:5:20: "chart-of-nowhere" is not installed: install the site's dependencies (npm install in ${dir})`,
    );
    expect(run.stderr).toContain("> 5 | import Chart from 'chart-of-nowhere';");
    expect(run.stderr).toContain('docs/broken-file.mdx:5:21: no file for "../src/components/Widget"');
    expect(run.stderr).toMatch(
      /docs\/broken-file\.mdx:6:19: "@theme\/Gone" is a part of Docusaurus's theme this engine does not have/,
    );
    expect(run.stderr).toContain('The build failed; the previous output (if any) is unchanged.');
    expect(fs.readFileSync(path.join(dir, 'build/index.html'), 'utf8')).toBe(before);
    // Two builds of the fixture: 10 s alone, over 120 s beside pnpm test and a bench on the shared machine.
  }, 300_000);

  it('reports every page that fails to render under its file', async () => {
    const dir = fixture({
      'src/components/Boom.tsx':
        "export default function Boom(): never {\n  throw new Error('boom at render');\n}\n",
      'docs/boom-one.mdx': "import Boom from '@site/src/components/Boom';\n\n<Boom />\n",
      'docs/boom-two.mdx': "import Boom from '@site/src/components/Boom';\n\n<Boom />\n",
    });
    const run = await mdd(['build', dir, '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('2 content files failed to compile:');
    expect(run.stderr).toContain(
      'docs/boom-one.mdx: /boom-one failed to render: Error: boom at render (render)',
    );
    expect(run.stderr).toContain(
      'docs/boom-two.mdx: /boom-two failed to render: Error: boom at render (render)',
    );
    expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it('reports a @theme/ component neither the theme nor the site has where it renders, naming its import', async () => {
    const dir = fixture({
      'src/pages/nope.tsx':
        "import Layout from '@theme/Layout';\nimport Nope from '@theme/NopeWidget';\n\nexport default function NopePage() {\n  return <Layout title=\"Nope\"><Nope /></Layout>;\n}\n",
      // Imported, never rendered: it builds, as with Docusaurus.
      'src/pages/spare.tsx':
        "import Layout from '@theme/Layout';\nimport Spare from '@theme/SpareWidget';\n\nexport const spare = Spare;\n\nexport default function SparePage() {\n  return <Layout title=\"Spare\">Fine.</Layout>;\n}\n",
    });
    const run = await mdd(['build', dir, '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('1 content file failed to compile:');
    expect(run.stderr).toMatch(
      /src\/pages\/nope\.tsx: \/nope failed to render: Error: "@theme\/NopeWidget" \(imported at src\/pages\/nope\.tsx:2:18\) is not a component of this theme and the site has no src\/theme\/NopeWidget of its own; it has Admonition, .*Layout, .*Tabs/,
    );
    expect(run.stderr).not.toContain('SpareWidget');
  });

  it('stops on broken links when onBrokenLinks is "throw", naming each at its line', async () => {
    const dir = fixture({
      'docs/extras/links.md':
        '---\ntitle: Links\n---\n\nSee [the missing page](/nowhere) and [the FAQ](/extras/faq).\n',
    });
    const config = path.join(dir, 'docusaurus.config.ts');
    fs.writeFileSync(
      config,
      fs.readFileSync(config, 'utf8').replace("onBrokenLinks: 'warn'", "onBrokenLinks: 'throw'"),
    );
    const run = await mdd(['build', dir, '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('1 content file failed to compile:');
    expect(run.stderr).toContain(
      'docs/extras/links.md:5: broken link: /nowhere (no page at /nowhere) (onBrokenLinks)',
    );
    expect(run.stderr).toContain('> 5 | See [the missing page](/nowhere) and [the FAQ](/extras/faq).');
  });

  it('only warns of a broken link written as an HTML <a> in JSX, which Docusaurus does not check', async () => {
    const dir = fixture({
      'docs/extras/html-link.mdx': '---\ntitle: HTML link\n---\n\nAsk <a href="/gone">the old page</a>.\n',
    });
    const config = path.join(dir, 'docusaurus.config.ts');
    fs.writeFileSync(
      config,
      fs.readFileSync(config, 'utf8').replace("onBrokenLinks: 'warn'", "onBrokenLinks: 'throw'"),
    );
    const run = await mdd(['build', dir]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      'warning: docs/extras/html-link.mdx:5: broken link: <a href="/gone"> (no page at /gone)',
    );
  }, 300_000);
});

describe('shapes of Docusaurus sites met in the wild', () => {
  let dir: string;
  let run: MddRun;
  const { read } = builtPages(() => dir);

  beforeAll(async () => {
    dir = fixture({
      // A `sass` older than 1.70: the API of those versions (`compileAsync`, no `initAsyncCompiler`,
      // which Vite's own Sass support calls). This stand-in knows variables alone, enough to tell
      // its CSS from the file's text.
      'node_modules/sass/package.json': JSON.stringify({ name: 'sass', version: '1.62.1', main: 'sass.js' }),
      'node_modules/sass/sass.js': [
        "const fs = require('node:fs');",
        "const { pathToFileURL } = require('node:url');",
        'exports.compileAsync = async (file) => {',
        "  const text = fs.readFileSync(file, 'utf8');",
        '  const values = Object.fromEntries([...text.matchAll(/^\\$([\\w-]+):\\s*([^;]+);$/gm)].map((m) => [m[1], m[2]]));',
        "  const css = text.replace(/^\\$[\\w-]+:.*\\n/gm, '').replace(/\\$([\\w-]+)/g, (_, name) => values[name]);",
        '  return { css, loadedUrls: [pathToFileURL(file)] };',
        '};',
        "exports.render = () => { throw new Error('the legacy API is not used when compileAsync exists'); };",
        '',
      ].join('\n'),
      'src/css/panel.module.scss':
        '$ink: #1d3557;\n.panel {\n  border: 1px solid $ink;\n}\n.title {\n  color: $ink;\n}\n',
      'static/data/people.json': JSON.stringify([{ name: 'Ada' }, { name: 'Grace' }]),
      'src/pages/people.tsx': [
        "import Layout from '@theme/Layout';",
        "import people from '/data/people.json';",
        "import styles from '../css/panel.module.scss';",
        '',
        'export default function People() {',
        '  return (',
        '    <Layout title="People">',
        '      <section className={styles.panel}>',
        '        <h2 className={styles.title}>People</h2>',
        '        <ul className="fixture-people">{people.map((p: { name: string }) => <li key={p.name}>{p.name}</li>)}</ul>',
        '      </section>',
        '    </Layout>',
        '  );',
        '}',
        '',
      ].join('\n'),
      // An ejected DocItem/Footer, built from the classic theme's parts.
      'src/theme/DocItem/Footer/index.tsx': [
        "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
        "import EditMetaRow from '@theme/EditMetaRow';",
        "import EditThisPage from '@theme/EditThisPage';",
        "import LastUpdated from '@theme/LastUpdated';",
        "import TagsListInline from '@theme/TagsListInline';",
        '',
        'export default function DocItemFooter() {',
        '  const { metadata } = useDoc();',
        '  return (',
        '    <footer className="fixture-ejected-footer">',
        '      {metadata.tags.length > 0 && <TagsListInline tags={metadata.tags} />}',
        '      <EditMetaRow className="fixture-meta" editUrl={metadata.editUrl} />',
        '      <EditThisPage editUrl="https://example.com/translate" />',
        '      <LastUpdated lastUpdatedAt={Date.UTC(2026, 0, 15)} lastUpdatedBy="Ada" />',
        '    </footer>',
        '  );',
        '}',
        '',
      ].join('\n'),
      'docs/unwrapped.mdx': [
        '---',
        'tags: [setup]',
        '---',
        '',
        '# Unwrapped',
        '',
        '```mdx-code-block',
        "import Highlight from '@site/src/components/Highlight';",
        '```',
        '',
        '````mdx-code-block',
        '<Highlight>from a fence</Highlight>',
        '````',
        '',
      ].join('\n'),
    });
    run = await mdd(['build', dir, '--quiet']);
  }, 300_000);

  it('builds with a sass older than 1.70, compiling .scss CSS modules with that sass', () => {
    expect(run.stderr).not.toContain('error');
    expect(run.code).toBe(0);
    const html = read('people/index.html');
    const panel = /<section class="([^"]+)"><h2 class="([^"]+)">People<\/h2>/.exec(html);
    expect(panel).not.toBeNull();
    const css = fs
      .readdirSync(path.join(dir, 'build/assets'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => fs.readFileSync(path.join(dir, 'build/assets', file), 'utf8'))
      .join('\n');
    expect(css).toContain(`.${panel?.[1]}{border:1px solid #1d3557}`);
    expect(css).toContain(`.${panel?.[2]}{color:#1d3557}`);
  });

  it('resolves a server-relative import to the static folder, as Docusaurus’s resolve.roots does', () => {
    expect(read('people/index.html')).toContain('<ul class="fixture-people"><li>Ada</li><li>Grace</li></ul>');
  });

  it('renders an ejected DocItem/Footer made of EditThisPage, TagsListInline, EditMetaRow and LastUpdated', () => {
    const footer = /<footer class="fixture-ejected-footer">(.*?)<\/footer>/s.exec(
      read('unwrapped/index.html'),
    )?.[1];
    expect(footer).toContain('<span class="mdd-doc-footer__tags-label">Tags:</span>');
    expect(footer).toMatch(/<a href="\/fixture\/tags\/setup" class="mdd-tag"[^>]*>setup<\/a>/);
    expect(footer).toMatch(
      /<div class="mdd-doc-footer__row fixture-meta"><a href="https:\/\/github.com\/example\/fixture\/edit\/main\/docs\/unwrapped.mdx"[^>]* class="mdd-doc-footer__edit"/,
    );
    expect(footer).toMatch(/<a href="https:\/\/example.com\/translate"[^>]* class="mdd-doc-footer__edit"/);
    expect(footer).toContain('<time dateTime="2026-01-15T00:00:00.000Z">');
    expect(footer).toContain('by Ada');
  });

  it('unwraps ```mdx-code-block fences: their imports and JSX are the page’s own', () => {
    const html = read('unwrapped/index.html');
    expect(html).not.toContain('mdx-code-block');
    expect(html).not.toContain('import Highlight');
    expect(html).toMatch(/<mark class="fixture-highlight"[^>]*>from a fence<\/mark>/);
  });
});
