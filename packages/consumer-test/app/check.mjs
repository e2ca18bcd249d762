// Runs inside the fresh app, with the packages installed from their tarballs: compiles the content
// tree with the pipeline, renders a doc page with the theme on the server, builds and queries the
// local search index. Plain Node ESM, no bundler: this is how a build script of another team
// imports the packages.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentDir, sections as contentSections, staticDir } from '@market-data-docs/content';
import { buildContent } from '@market-data-docs/mdx-pipeline';
import { SearchUnavailableError } from '@market-data-docs/search';
import { buildLocalIndex } from '@market-data-docs/search/indexer';
import { createLocalSearchClient } from '@market-data-docs/search/local';
import { Layout, Page, ThemeProvider } from '@market-data-docs/theme';
import { Admonition } from '@market-data-docs/theme/mdx';
import { SearchButton } from '@market-data-docs/theme/search';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { basePath, sections, themeConfig } from './src/site-config.js';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const started = performance.now();
const ok = (message) => console.log(`  ok  ${message}`);
const step = (message) =>
  console.log(`- ${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

/** Every occurrence of a pattern's first group in `html`. */
const all = (html, pattern) => [...html.matchAll(pattern)].map((m) => m[1]);
/** Text content of an HTML fragment (tags removed, entities that matter here decoded). */
const text = (html) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
/** The outer HTML of the first element that opens with `open` (a regular expression source). */
function element(html, open) {
  const start = html.search(new RegExp(open));
  assert.ok(start >= 0, `no element matching ${open}`);
  const tag = /^<([a-z0-9]+)/.exec(html.slice(start))?.[1];
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  re.lastIndex = start;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  throw new Error(`unclosed element ${open}`);
}

// --- The content package: a manifest export and its files. --------------------------------------
step('@market-data-docs/content: manifest and files');
assert.deepEqual(
  contentSections.map((s) => s.id),
  ['api', 'sdk', 'sheets', 'account', 'docs'],
);
for (const section of contentSections)
  assert.ok(fs.statSync(path.join(contentDir, section.id)).isDirectory());
const logo = fileURLToPath(import.meta.resolve('@market-data-docs/content/static/img/logo-light.svg'));
assert.equal(path.dirname(path.dirname(logo)), staticDir);
assert.ok(fs.readFileSync(logo, 'utf8').includes('<svg'));
ok(`sections ${contentSections.map((s) => s.id).join(', ')}; static files under ./static/*`);

// --- The pipeline: compile the small content tree. -----------------------------------------------
step('@market-data-docs/mdx-pipeline: buildContent on content/ (9 pages, 2 worker threads)');
const build = await buildContent({
  contentDir: path.join(appDir, 'content'),
  sections,
  basePath,
  editUrl: 'https://example.com/acme/docs/edit/main/content',
  cacheDir: false,
  lastUpdated: false,
  workers: 2,
});
assert.deepEqual(build.warnings, []);
assert.equal(build.stats.compiled, 9);
const routes = build.manifest.routes.map((r) => r.route);
for (const route of [
  '/guide',
  '/guide/getting-started/install',
  '/guide/category/getting-started',
  '/guide/concepts/layouts',
  '/reference',
  '/reference/faq',
  '/guide/tags/setup',
]) {
  assert.ok(routes.includes(route), `route ${route} missing from ${routes.join(', ')}`);
}
assert.equal(build.assets.length, 1);
assert.match(build.assets[0].output, /^assets\/img\/acme\.[0-9a-f]+\.svg$/);
ok(
  `${routes.length} routes, ${build.records.length} search records, ${build.assets.length} asset, no warnings`,
);

const page = build.page('/guide/getting-started/install');
assert.ok(page);
assert.equal(page.kind, 'doc');
assert.equal(page.title, 'Install Acme Widgets');
assert.deepEqual(
  page.toc.map((t) => [t.depth, t.id]),
  [
    [2, 'install-the-package'],
    [2, 'first-widget'],
    [3, 'options'],
  ],
);
assert.deepEqual(
  page.breadcrumbs.map((b) => b.label),
  ['Getting Started', 'Install Acme Widgets'],
);
assert.equal(page.next?.route, '/guide/getting-started/configure');
ok('PageData of /guide/getting-started/install: title, TOC, breadcrumbs, next');

// --- The theme: render the page on the server. ---------------------------------------------------
step('@market-data-docs/theme: renderToString(ThemeProvider > Layout > Page)');
const navigation = {
  route: page.route,
  navigate() {},
  prefetch() {},
  isPageLink: (href) => href.startsWith(basePath),
};
const render = (components) =>
  renderToString(
    h(
      ThemeProvider,
      { config: themeConfig, navigation, components },
      h(
        Layout,
        { title: page.title, sidebar: page.sidebar, sidebarFile: page.sidebarFile, search: h(SearchButton) },
        h(Page, { page }),
      ),
    ),
  );
const html = render(undefined);
fs.writeFileSync(path.join(appDir, 'page.html'), html);

const navbar = element(html, '<nav[^>]*class="[^"]*mdd-navbar');
assert.deepEqual(
  all(navbar, /<a [^>]*href="([^"]+)"/g).filter((href) => href !== basePath),
  ['/docs/guide', '/docs/reference', 'https://example.com/acme/widgets'],
);
assert.match(
  navbar,
  /href="\/docs\/guide"[^>]*aria-current="(page|true)"|aria-current="(page|true)"[^>]*href="\/docs\/guide"/,
);
assert.match(navbar, /target="_blank" rel="noopener noreferrer"|rel="noopener noreferrer" target="_blank"/);
ok('navbar: Guide (current), Reference, external Source link');

const sidebar = element(html, '<nav[^>]*aria-label="[^"]*[Ss]idebar|<nav[^>]*class="[^"]*mdd-sidebar');
assert.deepEqual(all(sidebar, /<a [^>]*href="\/docs([^"]+)"/g), [
  '/guide',
  '/guide/category/getting-started',
  '/guide/getting-started/install',
  '/guide/getting-started/configure',
  '/guide/getting-started/upgrade',
  '/guide/concepts/pages',
  '/guide/concepts/layouts',
]);
assert.deepEqual(all(sidebar, /class="mdd-sidebar__label">([^<]+)</g), [
  'Introduction',
  'Getting Started', // the label of _category_.json
  'Install',
  'Configure',
  'Upgrade',
  'concepts', // no _category_.json, no index page: the folder name
  'Pages',
  'Layouts',
]);
assert.match(
  sidebar,
  /aria-current="page"[^>]*>Install|href="\/docs\/guide\/getting-started\/install"[^>]*aria-current="page"/,
);
ok('sidebar: Introduction, "Getting Started" (_category_.json, generated index) with 3 pages, "concepts"');

const breadcrumbs = element(html, '<nav[^>]*aria-label="Breadcrumbs"');
assert.equal(text(breadcrumbs), 'Getting Started Install Acme Widgets');
assert.match(breadcrumbs, /href="\/docs\/guide\/category\/getting-started"/);
ok('breadcrumbs: home, Getting Started, Install Acme Widgets');

const toc = element(html, '<nav[^>]*class="[^"]*mdd-toc');
assert.deepEqual(all(toc, /href="#([^"]+)"/g), ['install-the-package', 'first-widget', 'options']);
ok('table of contents: #install-the-package, #first-widget, #options');

assert.match(html, /<h1[^>]*>Install Acme Widgets<\/h1>/);
assert.match(html, /<h2[^>]*id="install-the-package"/);

const codeBlocks = all(html, /(<pre[\s\S]*?<\/pre>)/g);
const widget = codeBlocks.find((pre) => pre.includes('createWidget'));
assert.ok(widget, 'the widget.ts code block');
assert.match(widget, /<span class="token keyword">import<\/span>/);
assert.match(widget, /<span class="token string">(&#x27;|')acme-widgets(&#x27;|')<\/span>/);
assert.match(widget, /class="[^"]*line[^"]*highlighted/);
assert.ok(html.includes('widget.ts'), 'code block title');
ok('code block: Prism tokens (keyword, string), highlighted line 2, title widget.ts');

const tablist = element(html, '<[a-z]+[^>]*role="tablist"');
assert.deepEqual(all(tablist, /role="tab"[^>]*>([^<]+)</g), ['npm', 'pnpm']);
assert.match(tablist, /aria-selected="true"[^>]*>npm</);
const panels = all(html, /(<div[^>]*role="tabpanel"[^>]*>)/g);
assert.equal(panels.length, 2);
assert.equal(panels.filter((p) => /\shidden(=""|\s|>)/.test(p)).length, 1);
assert.ok(text(html).includes('npm install acme-widgets') && text(html).includes('pnpm add acme-widgets'));
assert.match(html, /<span class="token function">pnpm<\/span>/);
ok('tabs: npm (selected) and pnpm, one panel hidden, both highlighted code blocks in the HTML');

const admonition = element(html, '<div[^>]*class="[^"]*mdd-admonition--tip');
assert.ok(text(admonition).startsWith('Zeppelin mode'));
assert.ok(text(admonition).includes('ACME_ZEPPELIN=1'));
ok('admonition: tip titled "Zeppelin mode"');

const footer = element(html, '<footer[^>]*class="mdd-footer"');
assert.ok(text(footer).includes('© 2025 Acme Corp.'));
assert.match(html, /href="\/docs\/guide\/getting-started\/configure"/, 'paginator link to the next page');
ok('footer and paginator');

// Overriding a component: wrap the original, as the README describes.
const overridden = render({
  Admonition: (props) => h('aside', { className: 'acme-callout' }, h(Admonition, props)),
});
assert.match(overridden, /<aside class="acme-callout"><div[^>]*mdd-admonition--tip/);
ok('components={{ Admonition }} override wraps the original');

// --- Search: index the records, query them with the local client. --------------------------------
step('@market-data-docs/search: buildLocalIndex, then createLocalSearchClient');
const publicDir = path.join(appDir, 'public');
const files = buildLocalIndex(build.records, { dir: 'search' });
for (const file of files) {
  fs.mkdirSync(path.dirname(path.join(publicDir, file.path)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file.path), file.contents);
}
assert.ok(files.some((f) => f.path === 'search/manifest.json'));
const fetched = [];
const client = createLocalSearchClient({
  baseUrl: `${basePath}search/`,
  async fetch(url) {
    fetched.push(url);
    const file = path.join(publicDir, url.slice(basePath.length));
    if (!fs.existsSync(file)) return { ok: false, status: 404, text: async () => '' };
    return { ok: true, status: 200, text: async () => fs.readFileSync(file, 'utf8') };
  },
});
const urls = (results) => results.groups.flatMap((g) => g.hits.map((hit) => hit.url));

const zeppelin = await client.search('zeppelin');
assert.deepEqual(urls(zeppelin), [
  '/guide/getting-started/install#install-the-package',
  '/reference/faq#can-widgets-fly',
]);
const marked = (hit, field) => hit[field].filter((s) => s.match).map((s) => s.text);
assert.deepEqual(marked(zeppelin.groups[0].hits[0], 'snippet'), ['Zeppelin', 'ZEPPELIN']); // the admonition's title and text
assert.deepEqual(marked(zeppelin.groups[1].hits[0], 'snippet'), ['zeppelin']);
ok(`"zeppelin": ${urls(zeppelin).join(', ')}; the match marked in each snippet`);

const fly = await client.search('widgets fly');
assert.equal(fly.groups[0].url, '/reference/faq');
assert.deepEqual(marked(fly.groups[0].hits[0], 'title'), ['Widgets', 'Fly']);
assert.equal(fly.groups[0].hits[0].hierarchy.lvl2, 'Can Widgets Fly?');
ok(`"widgets fly": ${fly.total} hits, the page matching both words first (${fly.groups[0].hits[0].url})`);

const install = await client.search('install', { filters: { section: 'guide' } });
assert.equal(install.groups[0].url, '/guide/getting-started/install');
assert.equal(install.groups[0].title, 'Install Acme Widgets');
assert.ok(install.groups.every((g) => g.section === 'guide'));
ok(`"install" in section guide: first page ${install.groups[0].url}`);

const typo = await client.search('layuots');
assert.equal(typo.groups[0]?.url, '/guide/concepts/layouts');
ok('"layuots" (a typo) finds /guide/concepts/layouts');

const nothing = await client.search('xylophone');
assert.equal(nothing.total, 0);
assert.deepEqual(nothing.groups, []);
ok('"xylophone": no hits');
assert.ok(fetched.every((url) => url.startsWith(`${basePath}search/`)));

const broken = createLocalSearchClient({
  baseUrl: '/nowhere/',
  fetch: async () => ({ ok: false, status: 404, text: async () => '' }),
});
await assert.rejects(broken.search('install'), SearchUnavailableError);
ok('a missing index rejects with SearchUnavailableError');

// --- The real content, from its tarball, through the pipeline from its tarball. ------------------
step('buildContent on @market-data-docs/content (the published pages)');
const real = await buildContent({
  contentDir,
  staticDir,
  sections: [...contentSections],
  basePath: '/docs-staging/',
  cacheDir: false,
  lastUpdated: false,
});
const warnings = real.warnings.map((w) => `${w.file ?? ''}${w.line ? `:${w.line}` : ''} ${w.message}`);
assert.deepEqual(warnings, [], 'no missing images, links or files in the published content');
assert.ok(real.stats.compiled > 100, `${real.stats.compiled} pages`);
assert.equal(real.page('/api/stocks/candles')?.title, 'Candles');
for (const asset of real.assets) assert.ok(fs.existsSync(asset.source), asset.source);
ok(
  `${real.stats.compiled} pages, ${real.manifest.routes.length} routes, ${real.assets.length} images, no warnings`,
);

// --- Data for the browser bundle (main.tsx). -----------------------------------------------------
fs.writeFileSync(path.join(appDir, 'src', 'page.json'), JSON.stringify(page));
for (const asset of build.assets) {
  const target = path.join(publicDir, asset.output);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(asset.source, target);
}
step(`done: src/page.json and public/ (${files.length} search file(s)) written for vite build`);
