import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CompiledPage, CompilerOptions } from '@market-data-docs/mdx-pipeline';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../src/config/site.js';
import { blogOptions, blogRoutes, buildBlog } from '../src/docusaurus/blog.js';
import { checkImports } from '../src/docusaurus/check-imports.js';
import { siteCompilerOptions } from '../src/docusaurus/compiler-options.js';
import { DocLinks } from '../src/docusaurus/doc-links.js';
import { indexDocs } from '../src/docusaurus/docs-index.js';
import { docsSections } from '../src/docusaurus/docs-sections.js';
import { evaluateFile } from '../src/docusaurus/evaluate.js';
import { expandPlugins, type PluginInstance, runPlugin } from '../src/docusaurus/plugins.js';
import {
  redirectFile,
  redirectPage,
  redirectRules,
  redirectsFile,
  redirectTarget,
} from '../src/docusaurus/redirects.js';
import { normalizeSidebars } from '../src/docusaurus/sidebars.js';
import { mapThemeConfig } from '../src/docusaurus/theme-config.js';
import { clientDir } from '../src/server/core-dir.js';
import { viteConfig } from '../src/server/vite-config.js';
import { configErrorOf } from './helpers/config-error.js';
import { copyDocusaurusFixture } from './helpers/docusaurus-fixture.js';
import { removeSite, writeFiles, writeSite } from './helpers/temp-site.js';

const sites: string[] = [];
/** A folder of files (without the default `site.config.mjs`: a Docusaurus site has none). */
const site = (files: Record<string, string>) => {
  const dir = writeSite(files);
  fs.rmSync(path.join(dir, 'site.config.mjs'));
  sites.push(dir);
  return dir;
};
afterAll(() => sites.forEach(removeSite));

describe('evaluating a config as Docusaurus does', () => {
  it('runs CommonJS with require, require.resolve and __dirname from its own folder', async () => {
    const dir = site({
      'docusaurus.config.js': `const path = require('path');\nconst data = require('./data.json');\nmodule.exports = { title: data.title, sidebar: require.resolve('./sidebars.js'), here: __dirname, joined: path.join(__dirname, 'docs') };\n`,
      'data.json': '{ "title": "From JSON" }',
      'sidebars.js': 'module.exports = {};\n',
    });
    const { value } = await evaluateFile(path.join(dir, 'docusaurus.config.js'));
    expect(value).toEqual({
      title: 'From JSON',
      sidebar: path.join(dir, 'sidebars.js'),
      here: dir,
      joined: path.join(dir, 'docs'),
    });
  });

  it('runs an ES module with a JSON import, import.meta.url, require and process.env, in the site folder', async () => {
    process.env.MDD_TEST_REGION = 'eu-west';
    const dir = site({
      'docusaurus.config.mjs': `import { createRequire } from 'node:module';\nimport fs from 'node:fs';\nimport data from './data.json';\nconst required = createRequire(import.meta.url)('./extra.cjs');\nexport default { title: data.title, region: process.env.MDD_TEST_REGION, extra: required.extra, cwdFile: fs.existsSync('data.json'), url: import.meta.url, dir: __dirname };\n`,
      'data.json': '{ "title": "ESM" }',
      'extra.cjs': 'module.exports = { extra: 42 };\n',
    });
    const { value } = await evaluateFile(path.join(dir, 'docusaurus.config.mjs'));
    expect(value).toEqual({
      title: 'ESM',
      region: 'eu-west',
      extra: 42,
      cwdFile: true,
      url: pathToFileURL(path.join(dir, 'docusaurus.config.mjs')).href,
      dir,
    });
  });

  it('compiles TypeScript with its local imports and calls an async function export', async () => {
    const dir = site({
      'docusaurus.config.ts': `import type { Config } from '@docusaurus/types';\nimport { label } from './label';\nexport default async function createConfig(): Promise<Config> {\n  const title: string = await Promise.resolve(label('typed'));\n  return { title } as Config;\n}\n`,
      'label.ts': 'export const label = (s: string): string => s.toUpperCase();\n',
    });
    expect((await evaluateFile(path.join(dir, 'docusaurus.config.ts'))).value).toEqual({ title: 'TYPED' });
  });

  it('names a package the config needs that is not installed, and says to install the dependencies', async () => {
    const dir = site({
      'docusaurus.config.js': `const x = require('not-a-real-package/sub');\nmodule.exports = {};\n`,
    });
    const message = await configErrorOf(() => evaluateFile(path.join(dir, 'docusaurus.config.js')));
    expect(message).toContain('needs "not-a-real-package", which is not installed');
    expect(message).toContain(`npm install in ${dir}`);
  });

  it('reports a config that does not compile at file:line:col', async () => {
    const dir = site({ 'docusaurus.config.ts': 'export default {\n  title: "x",,\n};\n' });
    const message = await configErrorOf(() => evaluateFile(path.join(dir, 'docusaurus.config.ts')));
    expect(message).toMatch(/docusaurus\.config\.ts does not compile:\n.*docusaurus\.config\.ts:2:\d+: /);
  });
});

describe('normalising sidebars', () => {
  it('turns id strings, shorthand objects and typed items into plain items', () => {
    const sidebars = normalizeSidebars(
      {
        main: [
          'intro',
          { 'Getting started': ['setup', { Deeper: ['deep/one'] }] },
          {
            type: 'category',
            label: 'Guides',
            collapsed: false,
            className: 'guides',
            customProps: { icon: 'book' },
            link: { type: 'generated-index', title: 'All guides', keywords: ['a'] },
            items: [
              { type: 'doc', id: 'guides/a', label: 'A' },
              { type: 'ref', id: 'other' },
            ],
          },
          { type: 'link', label: 'Site', href: 'https://example.com', description: 'Elsewhere' },
          { type: 'html', value: '<hr>', defaultStyle: true },
          { type: 'autogenerated', dirName: 'reference' },
          { type: 'category', label: 'Linked', link: { type: 'doc', id: 'linked' }, items: { Sub: ['x'] } },
        ],
        second: { Only: ['a', 'b'] },
      },
      'sidebars.js',
    );
    expect(sidebars.main).toEqual([
      { type: 'doc', id: 'intro' },
      {
        type: 'category',
        label: 'Getting started',
        items: [
          { type: 'doc', id: 'setup' },
          { type: 'category', label: 'Deeper', items: [{ type: 'doc', id: 'deep/one' }] },
        ],
      },
      {
        type: 'category',
        label: 'Guides',
        collapsed: false,
        className: 'guides',
        customProps: { icon: 'book' },
        link: { type: 'generated-index', title: 'All guides', keywords: ['a'] },
        items: [
          { type: 'doc', id: 'guides/a', label: 'A' },
          { type: 'ref', id: 'other' },
        ],
      },
      { type: 'link', label: 'Site', href: 'https://example.com', description: 'Elsewhere' },
      { type: 'html', value: '<hr>', defaultStyle: true },
      { type: 'autogenerated', dirName: 'reference' },
      {
        type: 'category',
        label: 'Linked',
        link: { type: 'doc', id: 'linked' },
        items: [{ type: 'category', label: 'Sub', items: [{ type: 'doc', id: 'x' }] }],
      },
    ]);
    expect(sidebars.second).toEqual([
      {
        type: 'category',
        label: 'Only',
        items: [
          { type: 'doc', id: 'a' },
          { type: 'doc', id: 'b' },
        ],
      },
    ]);
  });

  it('names the file and the place of a malformed item', () => {
    expect(() => normalizeSidebars({ main: ['ok', { type: 'doc' }] }, 'sidebars.ts')).toThrow(
      'sidebars.ts: main[1]: a doc item needs an "id"',
    );
    expect(() => normalizeSidebars({ main: [{ type: 'widget' }] }, 'sidebars.ts')).toThrow(
      'sidebars.ts: main[0]: unknown sidebar item type "widget"',
    );
    expect(() => normalizeSidebars([], 'sidebars.json')).toThrow(
      'expected an object of sidebars, found a list',
    );
  });
});

describe('docs instances and their versions', () => {
  const versioned = () =>
    site({
      'versions.json': '["2.0", "1.0"]',
      'docs/intro.md': '# Next\n',
      'versioned_docs/version-2.0/intro.md': '# Two\n',
      'versioned_docs/version-1.0/intro.md': '# One\n',
      'versioned_sidebars/version-2.0-sidebars.json': '{"docs": ["intro"]}',
      'sidebars.js': 'module.exports = { docs: ["intro"] };\n',
    });

  it('gives one section per version: the last at the root of the instance, the current one at next', () => {
    const dir = versioned();
    const sections = docsSections({ sidebarPath: './sidebars.js' }, dir, 'docusaurus.config.js');
    expect(sections.map((s) => [s.id, s.routeBasePath, s.version?.label, s.version?.banner])).toEqual([
      ['docs-next', 'docs/next', 'Next', 'unreleased'],
      ['docs', 'docs', '2.0', undefined],
      ['docs-1-0', 'docs/1.0', '1.0', 'unmaintained'],
    ]);
    expect(sections.map((s) => s.sidebarPath)).toEqual([
      path.join(dir, 'sidebars.js'),
      path.join(dir, 'versioned_sidebars/version-2.0-sidebars.json'),
      undefined,
    ]);
    expect(sections.map((s) => path.relative(dir, s.dir))).toEqual([
      'docs',
      'versioned_docs/version-2.0',
      'versioned_docs/version-1.0',
    ]);
  });

  it('honours lastVersion, version labels and paths, onlyIncludeVersions and a root route', () => {
    const dir = versioned();
    const sections = docsSections(
      {
        routeBasePath: '/',
        lastVersion: 'current',
        onlyIncludeVersions: ['current', '2.0'],
        versions: {
          current: { label: 'v3 - alpha', path: 'v3' },
          '2.0': { label: 'v2', path: 'v2', banner: 'none' },
        },
      },
      dir,
      'docusaurus.config.js',
    );
    expect(
      sections.map((s) => [s.routeBasePath, s.version?.label, s.version?.isLast, s.version?.banner]),
    ).toEqual([
      ['v3', 'v3 - alpha', true, undefined],
      ['v2', 'v2', false, undefined],
    ]);
  });

  it('makes edit URLs from a base or from a function of the doc path, per version', () => {
    const dir = versioned();
    const [next, last] = docsSections({ editUrl: 'https://git.example/edit/main/' }, dir, 'x');
    expect([next?.editUrl, last?.editUrl]).toEqual([
      'https://git.example/edit/main/docs',
      'https://git.example/edit/main/versioned_docs/version-2.0',
    ]);
    const [, withFunction] = docsSections(
      {
        editUrl: ({ versionDocsDirPath, docPath }: { versionDocsDirPath: string; docPath: string }) =>
          `https://x/${versionDocsDirPath}/${docPath}`,
      },
      dir,
      'x',
    );
    const edit = withFunction?.editUrl as (doc: { docPath: string; route: string }) => string;
    expect(edit({ docPath: 'intro.md', route: '/docs/intro' })).toBe(
      'https://x/versioned_docs/version-2.0/intro.md',
    );
  });
});

describe('blog plugin options', () => {
  const siteInfo = { title: 'Site', url: 'https://x.example', baseUrl: '/docs/', locale: 'en' };
  /** A site with the blog plugin of a Docusaurus version installed, and these files. */
  const withVersion = (version: string, files: Record<string, string>) =>
    site({
      'node_modules/@docusaurus/plugin-content-blog/package.json': JSON.stringify({
        name: '@docusaurus/plugin-content-blog',
        version,
      }),
      ...files,
    });

  it('gives authors with `page` a page of their posts and tags a page of theirs, paginated', () => {
    const posts = Object.fromEntries(
      Array.from({ length: 3 }, (_, i) => [
        `blog/2026-01-0${i + 1}-post-${i + 1}.md`,
        `---\ntitle: Post ${i + 1}\nauthors: [${i === 2 ? 'lee' : 'ana, lee'}]\ntags: [SQLite]\n---\nText\n`,
      ]),
    );
    const dir = withVersion('3.10.2', {
      ...posts,
      'blog/authors.yml':
        'ana:\n  name: Ana\n  page: true\nlee:\n  name: Lee\nsamWise:\n  name: Sam\n  page: {permalink: sam-w}\n',
    });
    const blog = blogOptions({ postsPerPage: 1 }, dir, siteInfo);
    // Tags and authors are routed by lodash's kebab case, as in Docusaurus; tag lists are paginated too.
    expect(blogRoutes(blog).filter((r) => r.startsWith('/blog/tags'))).toEqual([
      '/blog/tags',
      '/blog/tags/sq-lite',
      '/blog/tags/sq-lite/page/2',
      '/blog/tags/sq-lite/page/3',
    ]);
    expect(blogRoutes(blog).filter((r) => r.startsWith('/blog/authors'))).toEqual([
      '/blog/authors',
      '/blog/authors/ana',
      '/blog/authors/ana/page/2',
      '/blog/authors/sam-w',
    ]);
  });

  it('lists each post in the blog sidebar under its title, from its front matter or its heading', async () => {
    const dir = withVersion('3.10.2', {
      'blog/2026-03-01-titled.md': '---\ntitle: Titled in front matter\n---\nText\n',
      'blog/2026-03-02-heading.md': '# Titled by its heading\n\nText\n',
    });
    const blog = blogOptions({}, dir, siteInfo);
    const compiler = {
      site: { contentDir: dir, routeByFile: new Map(), sections: {} },
      sectionLabels: {},
    } as unknown as CompilerOptions;
    // The pipeline's compile, as far as titles go: the front matter's, else the `# heading`.
    const compile = async (input: { source: string }) =>
      ({
        title: /^title: (.*)$/m.exec(input.source)?.[1] ?? /^# (.*)$/m.exec(input.source)?.[1],
        toc: [],
        warnings: [],
        markdown: '',
      }) as unknown as CompiledPage;
    const { pages } = await buildBlog(blog, compiler, compile);
    const post = pages.find((page) => page.data.route === '/blog/2026/03/01/titled');
    expect(post?.data.sidebar).toEqual([
      { type: 'link', label: 'Titled by its heading', route: '/blog/2026/03/02/heading' },
      { type: 'link', label: 'Titled in front matter', route: '/blog/2026/03/01/titled' },
    ]);
  });

  it('writes no archive for a blog without posts, and no page at all before Docusaurus 3.10', () => {
    const files = { 'blog/.keep': '' };
    expect(blogRoutes(blogOptions({}, withVersion('3.10.0', files), siteInfo))).toEqual(['/blog']);
    expect(blogRoutes(blogOptions({}, withVersion('3.6.3', files), siteInfo))).toEqual([]);
    expect(blogRoutes(blogOptions({}, withVersion('3.6.3', {}), siteInfo))).toEqual([]);
  });

  it('reads feedOptions with Docusaurus’s defaults', () => {
    const dir = site({ 'blog/2026-01-01-a.md': 'A\n' });
    expect(blogOptions({}, dir, { ...siteInfo, favicon: 'img/f.ico' }).feed).toEqual({
      types: ['rss', 'atom'],
      title: 'Site Blog',
      description: 'Site Blog',
      copyright: '',
      limit: 20,
      language: 'en',
      siteUrl: 'https://x.example/docs',
      linkTitle: 'Site',
      favicon: 'https://x.example/docs/img/f.ico',
    });
    expect(blogOptions({ feedOptions: { type: null } }, dir, siteInfo).feed).toBeUndefined();
    expect(
      blogOptions({ feedOptions: { type: 'all', title: 'News', limit: false } }, dir, siteInfo).feed,
    ).toMatchObject({ types: ['rss', 'atom', 'json'], title: 'News', linkTitle: 'News' });
    expect(blogOptions({ feedOptions: { type: 'json' } }, dir, siteInfo).feed?.types).toEqual(['json']);
    expect(blogOptions({ feedOptions: { limit: false } }, dir, siteInfo).feed?.limit).toBeUndefined();
  });

  it('routes posts by slug, by a date in the file or folder name, and leaves drafts out', () => {
    const dir = site({
      'news/2025-12-24-holiday.md':
        '---\ntitle: Holiday\ntags: [{label: Team Life, permalink: team}]\n---\nHi\n',
      'news/2026/01-05-kickoff/index.mdx': '---\ntitle: Kickoff\n---\nGo\n',
      'news/welcome.md': '---\nslug: /hello\ndate: 2026-02-01\n---\nHello\n',
      'news/wip.md': '---\ndraft: true\ndate: 2026-03-01\n---\nSoon\n',
      'news/_snippet.md': 'A partial, not a post\n',
    });
    const blog = blogOptions(
      { path: 'news', routeBasePath: '/updates/', postsPerPage: 'ALL', archiveBasePath: null },
      dir,
      siteInfo,
    );
    expect(blog).toMatchObject({ routeBasePath: 'updates', postsPerPage: Infinity, sidebarCount: 5 });
    expect(blog.archiveBasePath).toBeUndefined();
    expect(blogRoutes(blog)).toEqual([
      '/updates/hello',
      '/updates/2026/01/05/kickoff',
      '/updates/2025/12/24/holiday',
      '/updates',
      '/updates/tags',
      '/updates/tags/team',
    ]);
  });
});

describe('the theme config', () => {
  const links = () => {
    const dir = site({
      'docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n',
      'docs/guides/setup.md': '---\nid: setup\nsidebar_label: Set up\n---\n# Setting up\n',
    });
    const [section] = docsSections({ routeBasePath: '' }, dir, 'x');
    if (!section) throw new Error('no section');
    return new DocLinks([
      { section, docs: indexDocs(section), sidebars: { main: [{ type: 'doc', id: 'guides/setup' }] } },
    ]);
  };

  it('maps navbar links (labelled with HTML too), doc and sidebar links, dropdowns, HTML items (in a dropdown too) and the copyright’s HTML; leaves out search', () => {
    const warnings: string[] = [];
    const mapped = mapThemeConfig(
      {
        navbar: {
          items: [
            { type: 'doc', docId: 'guides/setup' },
            { type: 'docSidebar', sidebarId: 'main', label: 'Guide' },
            { to: 'https://github.com/x', label: 'GitHub', position: 'right' },
            { href: 'https://example.com', label: 'Example', position: 'right' },
            {
              label: 'More',
              items: [
                { to: '/about', label: 'About' },
                { type: 'html', value: '<hr>', className: 'rule' },
              ],
            },
            { type: 'search', position: 'right' },
            { type: 'html', value: '<b>Beta</b>', position: 'right', className: 'beta' },
            { to: 'pathname:///legacy/', label: 'Legacy' },
            { type: 'doc', docId: 'missing' },
            { to: '/about', html: '<b>About</b> &amp; more' },
            { href: 'https://status.example', html: '<img src="/s.svg" alt="Status">', position: 'right' },
          ],
        },
        footer: {
          links: [
            { title: 'Docs', items: [{ label: 'Intro', to: '/' }, { html: '<b>x</b>' }] },
            { title: 'More', items: [{ html: '<i>y</i>', className: 'y' }] },
          ],
          copyright: 'Copyright &copy; 2026 <b>Acme</b>',
        },
        announcementBar: {
          id: 'v2 launch',
          content: 'See <a href="/base/new">what is new</a>!',
          isCloseable: false,
        },
        colorMode: { defaultMode: 'dark', disableSwitch: true },
        prism: { additionalLanguages: ['toml', 'powershell'] },
        tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
        algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'docs' },
      },
      links(),
      (message) => warnings.push(message),
      '/base/',
    );
    expect(mapped.navbar?.items).toEqual([
      { label: 'Set up', to: '/guides/setup', position: 'left' },
      { label: 'Guide', to: '/guides/setup', position: 'left' },
      { label: 'GitHub', href: 'https://github.com/x', position: 'right' },
      { label: 'Example', href: 'https://example.com', position: 'right' },
      {
        label: 'More',
        items: [
          { label: 'About', to: '/about' },
          { html: '<hr>', className: 'rule' },
        ],
        position: 'left',
      },
      { html: '<b>Beta</b>', className: 'beta', position: 'right' },
      { label: 'Legacy', to: '/legacy/', position: 'left' },
      { label: 'About & more', labelHtml: '<b>About</b> &amp; more', to: '/about', position: 'left' },
      {
        label: 'Status',
        labelHtml: '<img src="/s.svg" alt="Status">',
        href: 'https://status.example',
        position: 'right',
      },
    ]);
    expect(mapped.footer).toEqual({
      copyright: { html: 'Copyright &copy; 2026 <b>Acme</b>' },
      links: [],
      columns: [
        { title: 'Docs', items: [{ label: 'Intro', to: '/' }, { html: '<b>x</b>' }] },
        { title: 'More', items: [{ html: '<i>y</i>', className: 'y' }] },
      ],
    });
    expect(mapped.announcementBar).toEqual({
      id: 'v2-launch',
      content: 'See [what is new](/new)!',
      dismissible: false,
    });
    expect(mapped).toMatchObject({
      colorMode: { defaultMode: 'dark', disableSwitch: true },
      codeLanguages: ['toml', 'powershell'],
      toc: { minHeadingLevel: 2, maxHeadingLevel: 4 },
      algolia: { appId: 'APP', searchApiKey: 'KEY', indexName: 'docs' },
    });
    expect(warnings).toEqual(['themeConfig.navbar.items[8]: no doc with id "missing"; the link is left out']);
  });

  it('maps the flat footer’s HTML links, and no copyright to none', () => {
    const mapped = mapThemeConfig(
      {
        footer: {
          links: [{ html: '<a href="https://x.example">X</a>' }, { label: 'Y', href: 'https://y.example' }],
        },
      },
      links(),
      () => {},
    );
    expect(mapped.footer).toEqual({
      copyright: '',
      links: [{ html: '<a href="https://x.example">X</a>' }, { label: 'Y', href: 'https://y.example' }],
      columns: [],
    });
  });
});

describe('navbar docSidebar links', () => {
  /** The `to` of a `docSidebar` item for each sidebar, in a docs folder at `/games`. */
  const sidebarTargets = (files: Record<string, string>, sidebars: Record<string, unknown[]>) => {
    const dir = site(files);
    const [section] = docsSections({ routeBasePath: 'games' }, dir, 'x');
    if (!section) throw new Error('no section');
    const links = new DocLinks([{ section, docs: indexDocs(section), sidebars: sidebars as never }]);
    const mapped = mapThemeConfig(
      {
        navbar: {
          items: Object.keys(sidebars).map((sidebarId) => ({
            type: 'docSidebar',
            sidebarId,
            label: sidebarId,
          })),
        },
      },
      links,
      () => {},
      '/',
    );
    return Object.fromEntries(
      (mapped.navbar?.items ?? []).flatMap((item) =>
        'label' in item ? [[item.label, 'to' in item ? item.to : undefined]] : [],
      ),
    );
  };

  it('go to the first doc or category page of the sidebar, autogenerated items included, as Docusaurus does', () => {
    const files = {
      'docs/how-it-works.md': '---\ntitle: How It Works\nsidebar_position: 98\n---\n',
      'docs/submit.md': '---\nsidebar_position: 99\n---\n',
      'docs/games/_category_.json': JSON.stringify({
        label: 'Games',
        position: 2,
        link: { type: 'generated-index' },
      }),
      'docs/games/chess.md': '---\nsidebar_position: 1\n---\n',
      'docs/03-manual/intro.md': '# Manual\n',
      'docs/03-manual/index.md': '# Manual home\n',
      'docs/api/_category_.yml': 'label: API Reference\nlink:\n  type: generated-index\n  slug: /reference\n',
      'docs/api/get.md': '# GET\n',
    };
    expect(
      sidebarTargets(files, {
        autogenerated: [{ type: 'autogenerated', dirName: '.' }],
        docFirst: [
          { type: 'doc', id: 'submit' },
          { type: 'category', label: 'C', link: { type: 'generated-index' }, items: [] },
        ],
        generatedIndex: [
          {
            type: 'category',
            label: 'All the Games!',
            link: { type: 'generated-index' },
            items: ['games/chess'],
          },
        ],
        generatedIndexSlug: [
          { type: 'category', label: 'X', link: { type: 'generated-index', slug: 'x/all' }, items: [] },
        ],
        docLink: [
          { type: 'category', label: 'C', link: { type: 'doc', id: 'submit' }, items: ['how-it-works'] },
        ],
        noLink: [{ type: 'category', label: 'C', items: [{ type: 'autogenerated', dirName: 'games' }] }],
        folderDocs: [{ type: 'autogenerated', dirName: 'api' }],
        prefixFolder: [
          {
            type: 'category',
            label: 'M',
            items: [
              { type: 'autogenerated', dirName: 'manual-less' },
              { type: 'autogenerated', dirName: '.' },
            ],
          },
        ],
      }),
    ).toEqual({
      // Games (`_category_` position 2) comes before manual (prefix 3), how-it-works (98) and api (none).
      autogenerated: '/games/category/games',
      docFirst: '/games/submit',
      generatedIndex: '/games/category/all-the-games',
      generatedIndexSlug: '/games/x/all',
      docLink: '/games/submit',
      noLink: '/games/games/chess',
      folderDocs: '/games/api/get',
      prefixFolder: '/games/category/games',
    });
  });

  it('go to an autogenerated folder’s index doc, a category with no page of its own to its first doc', () => {
    expect(
      sidebarTargets(
        {
          'docs/b.md': '---\nsidebar_position: 3\n---\n',
          'docs/01-start/index.md': '# Start\n',
          'docs/01-start/next.md': '# Next\n',
          'docs/00-empty/_category_.json': JSON.stringify({ link: null }),
          'docs/00-empty/inner.md': '# Inner\n',
        },
        { main: [{ type: 'autogenerated', dirName: '.' }] },
      ),
    ).toEqual({ main: '/games/empty/inner' });
  });
});

describe('redirects', () => {
  it('adds fromExtensions and createRedirects to the explicit rules, never over an existing route', () => {
    const rules = redirectRules(
      {
        rules: [
          { from: '/old', to: '/new' },
          { from: '/new', to: '/elsewhere' },
        ],
        fromExtensions: ['html'],
        toExtensions: [],
        createRedirects: (route) => (route.startsWith('/new') ? route.replace('/new', '/legacy') : undefined),
      },
      ['/', '/new', '/guide'],
    );
    expect(rules).toEqual([
      { from: '/old', to: '/new' },
      { from: '/new.html', to: '/new' },
      { from: '/legacy', to: '/new' },
      { from: '/guide.html', to: '/guide' },
    ]);
    expect(rules.map((r) => redirectFile(r.from))).toEqual([
      'old/index.html',
      'new.html/index.html',
      'legacy/index.html',
      'guide.html/index.html',
    ]);
    expect(redirectsFile('/docs/', rules.slice(0, 1))).toBe('/docs/old /docs/new 301\n');
    const page = redirectPage('/docs/', '/new');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/new">');
    expect(page).toContain('<link rel="canonical" href="/docs/new">');
    expect(page).not.toContain('<script');
  });

  it('writes each redirect where Docusaurus writes it, for every trailingSlash', () => {
    // from/index.html always, but a `.html` path with trailingSlash: false (a file beside the page).
    const files = (trailingSlash?: boolean) =>
      ['/old', '/old/', '/guide.html', '/a/b.html/', '/x.htm'].map((from) =>
        redirectFile(from, trailingSlash),
      );
    expect(files(undefined)).toEqual([
      'old/index.html',
      'old/index.html',
      'guide.html/index.html',
      'a/b.html/index.html',
      'x.htm/index.html',
    ]);
    expect(files(true)).toEqual(files(undefined));
    expect(files(false)).toEqual([
      'old/index.html',
      'old/index.html',
      'guide.html.html',
      'a/b.html.html',
      'x.htm/index.html',
    ]);
    expect(redirectFile('/../etc')).toBeUndefined();
    // The target gets the site's trailing slash, as the plugin gives it.
    expect(
      ['/new', '/new/', '/new#part', '/', '/a.html', 'https://x.example/y'].map((to) =>
        redirectTarget(to, true),
      ),
    ).toEqual(['/new/', '/new/', '/new/#part', '/', '/a.html', 'https://x.example/y']);
    expect(redirectTarget('/new/?q=1', false)).toBe('/new?q=1');
    expect(redirectTarget('/new/', undefined)).toBe('/new/');
  });
});

describe('loading the fixture Docusaurus site', () => {
  it('maps its config, sections, sidebars, plugins and theme code to the engine', async () => {
    const dir = copyDocusaurusFixture();
    sites.push(dir);
    const loaded = await loadSite({ root: dir });
    expect(loaded.configFile).toBe(path.join(dir, 'docusaurus.config.ts'));
    expect(loaded.config).toMatchObject({
      title: 'Fixture Docs',
      tagline: 'A Docusaurus site built by Market Data Docs',
      url: 'https://fixture.example.com',
      basePath: '/fixture/',
      favicon: 'img/favicon.svg',
      logo: { alt: 'Fixture logo', light: 'img/logo.svg', width: 64, height: 32 },
      codeLanguages: ['toml'],
      footer: {
        copyright: { html: 'Copyright © 2026 <a href="https://example.com/fixture">Fixture Docs</a>.' },
      },
    });
    expect(loaded.config.navbar?.title).toBe('Fixture');
    expect(loaded.config.navbar?.items?.map((item) => ('label' in item ? item.label : item.html))).toEqual([
      'Install',
      'Community',
      'More',
      '<b>Beta</b> docs',
      '1.0 (stable)',
      'GitHub',
    ]);
    expect(loaded.sections.map((s) => [s.id, s.dir, s.routeBasePath, s.version?.name])).toEqual([
      ['docs', 'docs', '', undefined],
      ['community-next', 'community', 'community/next', 'current'],
      ['community', 'community_versioned_docs/version-1.0', 'community', '1.0'],
    ]);
    expect(Object.keys(loaded.sections[0]?.sidebars ?? {})).toEqual(['docs']);
    expect(loaded.sections[2]?.sidebars).toEqual({
      community: [
        { type: 'doc', id: 'index' },
        { type: 'doc', id: 'contributing' },
      ],
    });
    expect(loaded.docusaurus?.contentHome).toBe(true);
    expect(loaded.docusaurus?.redirects.rules).toEqual([
      { from: '/old-install', to: '/guides/install' },
      { from: '/legacy.html', to: '/guides/configure' },
    ]);
    // Plugins' client modules, then the config's, as Docusaurus loads them.
    expect(loaded.docusaurus?.clientModules.map((file) => path.relative(dir, file))).toEqual([
      'src/client/plugin-module.js',
      'src/client/route-counter.js',
    ]);
    const feedLink = (type: string, file: string, name: string) => ({
      tagName: 'link',
      attributes: {
        rel: 'alternate',
        type,
        href: `/fixture/blog/${file}`,
        title: `Fixture news ${name} Feed`,
      },
    });
    expect(loaded.docusaurus?.headTags).toEqual([
      feedLink('application/rss+xml', 'rss.xml', 'RSS'),
      feedLink('application/atom+xml', 'atom.xml', 'Atom'),
      feedLink('application/json', 'feed.json', 'JSON'),
      { tagName: 'meta', attributes: { name: 'fixture-plugin', content: 'injected' } },
      { tagName: 'script', attributes: { src: '/fixture/scripts/hello.js', defer: true } },
      { tagName: 'meta', attributes: { name: 'fixture-head', content: 'yes' } },
    ]);
    expect(loaded.docusaurus?.siteConfig.customFields).toEqual({ release: '2.4', region: 'eu' });
    expect(Object.keys(loaded.docusaurus?.swizzled ?? {})).toEqual([
      'DocCard',
      'CategoryIndexPage',
      'DocFooter',
      'DocLayout',
      'NotFound',
    ]);
    expect(loaded.mdxComponents).toMatchObject({ names: ['Highlight'], map: true });
    expect(loaded.pages.map((p) => p.route)).toEqual(['/about', '/changelog', '/showcase']);
    // Infima's properties and class names styled for this theme first, so that the site's own CSS
    // wins over them, then its navbar and footer colours; its brand colours read at 4.5:1, so no
    // text-safe variant of them is added.
    expect(loaded.css).toEqual([
      path.join(clientDir, 'infima-properties.css'),
      path.join(clientDir, 'infima-classes.css'),
      path.join(dir, 'node_modules/.cache/mdd/docusaurus-colors.css'),
      path.join(dir, 'src/css/custom.css'),
    ]);
    const colors = fs.readFileSync(loaded.css[2] as string, 'utf8');
    expect(colors).toContain('--mdd-color-navbar-bg: #1f5f3f;');
    expect(colors).not.toMatch(/\{ --mdd-color-(?:primary|link):/);
    expect(loaded.docusaurus?.blogs).toMatchObject([
      { id: 'default', routeBasePath: 'blog', title: 'Blog', postsPerPage: 2, sidebarCount: Infinity },
    ]);
    // Every route of the blog is known before the build (for link checks); the draft has none.
    expect(loaded.docusaurus?.blogRoutes).toEqual([
      '/blog/2026/03/02/shipped',
      '/blog/2026/02/15/notes',
      '/blog/2026/01/10/welcome',
      '/blog',
      '/blog/page/2',
      '/blog/archive',
      '/blog/tags',
      '/blog/tags/release',
      '/blog/tags/news',
      '/blog/authors',
      '/blog/authors/mira',
      '/blog/authors/mira/page/2',
    ]);
    expect(loaded.warnings).toEqual([
      'plugin fixturePlugin (a function in the config): contentLoaded not run (Docusaurus lifecycles); its HTML tags and its client modules used',
    ]);
  });

  it('runs a remark plugin written in the config on a worker thread, with its options', async () => {
    const dir = copyDocusaurusFixture();
    sites.push(dir);
    const { remarkPlugins } = await loadSite({ root: dir });
    expect(remarkPlugins).toHaveLength(1);
    const [plugin] = remarkPlugins;
    const output = await new Promise<string>((resolve, reject) => {
      const worker = new Worker(
        `const { parentPort, workerData } = require('node:worker_threads');
        import(workerData.module).then(async ({ default: plugin }) => {
          const tree = { type: 'root', children: [{ type: 'text', value: 'say [[shout]]' }] };
          await plugin()(tree);
          parentPort.postMessage(tree.children[0].value);
        }).catch((error) => parentPort.postMessage('failed: ' + error.message));`,
        { eval: true, workerData: { module: plugin?.module } },
      );
      worker.once('message', (message) => {
        resolve(message);
        void worker.terminate();
      });
      worker.once('error', reject);
    });
    expect(output).toBe('say FIXTURE');
  });

  it('loads a plugin package written as an ES module with extensionless imports, as Docusaurus (jiti) does', async () => {
    const dir = site({
      'node_modules/docusaurus-plugin-bare-esm/package.json': JSON.stringify({
        name: 'docusaurus-plugin-bare-esm',
        type: 'module',
        exports: { '.': './lib/entry.js' },
      }),
      'node_modules/docusaurus-plugin-bare-esm/lib/entry.js':
        "export { default, validateOptions } from './impl';\n",
      'node_modules/docusaurus-plugin-bare-esm/lib/impl.js':
        "export default function bare(context, options) {\n  return { name: 'bare', injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: 'bare', content: options.word } }] }) };\n}\nexport const validateOptions = ({ options }) => ({ word: 'checked', ...options });\n",
    });
    const [plugin] = await expandPlugins({ plugins: [['bare-esm', { word: 'hello' }]] }, dir, {});
    expect(plugin?.name).toBe('docusaurus-plugin-bare-esm');
    expect((await runPlugin(plugin as PluginInstance, {}))?.headTags).toEqual([
      { tagName: 'meta', attributes: { name: 'bare', content: 'hello' } },
    ]);
  });

  it('finds the plugins the classic preset adds among its own dependencies, where pnpm puts them', async () => {
    const nested =
      'node_modules/@docusaurus/preset-classic/node_modules/@docusaurus/plugin-google-tag-manager';
    const dir = site({
      'node_modules/@docusaurus/preset-classic/package.json':
        '{ "name": "@docusaurus/preset-classic", "main": "lib/index.js" }',
      'node_modules/@docusaurus/preset-classic/lib/index.js':
        'module.exports = function preset() { return {}; };\n',
      [`${nested}/package.json`]: '{ "name": "@docusaurus/plugin-google-tag-manager", "main": "index.js" }',
      [`${nested}/index.js`]:
        "module.exports = function gtm(context, options) {\n  return { name: 'gtm', injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: 'gtm', content: options.containerId } }] }) };\n};\n",
    });
    const off = { docs: false, blog: false, pages: false, sitemap: false, svgr: false };
    const plugins = await expandPlugins(
      { presets: [['classic', { ...off, googleTagManager: { containerId: 'GTM-1' } }]] },
      dir,
      {},
    );
    const gtm = plugins.find((p) => p.name === '@docusaurus/plugin-google-tag-manager');
    expect((await runPlugin(gtm as PluginInstance, {}))?.headTags).toEqual([
      { tagName: 'meta', attributes: { name: 'gtm', content: 'GTM-1' } },
    ]);
  });

  it('builds a blog from a local plugin that extends the blog plugin, naming what of it is not run', async () => {
    const dir = site({
      'docusaurus.config.js': `module.exports = { title: 'X', url: 'https://x.example', baseUrl: '/', presets: [['classic', { blog: false }]], plugins: [['./plugins/extended-blog.js', { routeBasePath: 'news', postsPerPage: 5 }]] };\n`,
      'node_modules/@docusaurus/plugin-content-blog/package.json': JSON.stringify({
        name: '@docusaurus/plugin-content-blog',
        version: '3.10.2',
        main: 'index.js',
      }),
      'node_modules/@docusaurus/plugin-content-blog/index.js':
        "exports.default = function blog() { throw new Error('needs the whole of Docusaurus'); };\nexports.validateOptions = ({ options }) => options;\n",
      'plugins/extended-blog.js':
        "const original = require('@docusaurus/plugin-content-blog');\nasync function extended(...args) {\n  const instance = await original.default(...args);\n  return { ...instance, async contentLoaded() {} };\n}\nmodule.exports = { ...original, default: extended };\n",
    });
    writeFiles(dir, {
      'docs/intro.md': '# Intro\n',
      'blog/2026-02-03-hello.md': '---\ntitle: Hello\n---\nFirst post.\n',
    });
    const loaded = await loadSite({ root: dir });
    expect(loaded.docusaurus?.blogs).toMatchObject([{ routeBasePath: 'news', postsPerPage: 5 }]);
    expect(loaded.docusaurus?.blogRoutes).toContain('/news/2026/02/03/hello');
    expect(loaded.warnings).toContain(
      `plugin ${path.join(dir, 'plugins/extended-blog.js')}: extends @docusaurus/plugin-content-blog, built by this engine with the plugin's options; what it adds or changes is not run`,
    );
  });

  it('names the docs options whose components it does not run, not the sidebar generator it runs', async () => {
    const dir = site({
      'docusaurus.config.js': `module.exports = { title: 'X', url: 'https://x.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { async sidebarItemsGenerator({ defaultSidebarItemsGenerator, ...args }) { return (await defaultSidebarItemsGenerator(args)).slice(1); }, docItemComponent: '@theme/ApiItem' } }]] };\n`,
    });
    writeFiles(dir, { 'docs/intro.md': '# Intro\n' });
    const { warnings } = await loadSite({ root: dir });
    expect(warnings.filter((w) => w.includes('sidebarItemsGenerator'))).toEqual([]);
    expect(warnings).toContain(
      'docs plugin "default": docItemComponent is not used; doc pages use this theme\'s layout',
    );
  });

  it('highlights code with the Prism languages a swizzled prism-include-languages adds, at build time', async () => {
    const dir = site({
      'docusaurus.config.js': `module.exports = { title: 'X', url: 'https://x.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { prism: { additionalLanguages: ['ini'] } } };\n`,
      'src/theme/prism-include-languages.js':
        "import siteConfig from '@generated/docusaurus.config';\nexport default function include(PrismObject) {\n  globalThis.Prism = PrismObject;\n  if (siteConfig.themeConfig.prism.additionalLanguages[0] === 'ini') require('../grammars/prism-plaid');\n  delete globalThis.Prism;\n}\n",
      'src/grammars/prism-plaid.js':
        "Prism.languages.plaid = Prism.languages.extend('clike', { keyword: /\\b(?:stitch|weave)\\b/ });\n// A browser rendering hook, as some Prism components add: never run on the highlighter's trees.\nPrism.hooks.add('wrap', (env) => { env.attributes.title = env.content.replace(/a/, 'b'); });\n",
      'src/theme/Footer/index.js': 'export default function Footer() { return null; }\n',
    });
    writeFiles(dir, { 'docs/intro.md': '# Intro\n' });
    const loaded = await loadSite({ root: dir });
    expect(loaded.warnings.filter((w) => w.includes('prism'))).toEqual([]);
    const grammars = loaded.config.codeLanguages.at(-1) as string;
    expect(grammars).toMatch(/node_modules\/\.cache\/mdd\/prism\/include-\w+\.cjs$/);
    const { compilePage } = await import('@market-data-docs/mdx-pipeline');
    const page = await compilePage(
      {
        file: 'intro.md',
        source: '# Intro\n\n```plaid\nstitch the weave\n```\n',
        route: '/intro',
        section: 'docs',
      },
      siteCompilerOptions(loaded),
    );
    expect(JSON.stringify(page.content)).toMatch(
      /"token","keyword"\]\},"children":\[\{"type":"text","value":"stitch"/,
    );
  });

  it('names the theme a page imports a component of, when that theme is another one than Docusaurus’s', async () => {
    const dir = site({
      'docusaurus.config.js': `module.exports = { title: 'X', url: 'https://x.example', baseUrl: '/', presets: [['classic', { blog: false }]], themes: ['docusaurus-theme-extra'] };\n`,
      'node_modules/docusaurus-theme-extra/package.json':
        '{ "name": "docusaurus-theme-extra", "main": "index.js" }',
      'node_modules/docusaurus-theme-extra/index.js':
        "const path = require('path');\nmodule.exports = function extra() { return { name: 'extra', getThemePath: () => path.join(__dirname, 'theme') }; };\n",
      'node_modules/docusaurus-theme-extra/theme/Gauge/index.js':
        'export default function Gauge() { return null; }\n',
      'docs/intro.mdx':
        "import Gauge from '@theme/Gauge';\nimport Dial from '@theme/Dial';\n\n<Gauge /> <Dial />\n",
      'compiled/intro.js': "import Gauge from '@theme/Gauge';\nimport Dial from '@theme/Dial';\n",
    });
    const loaded = await loadSite({ root: dir });
    const errors = checkImports(loaded, [
      { path: path.join(dir, 'compiled/intro.js'), sourceFile: path.join(dir, 'docs/intro.mdx') },
    ]);
    expect(errors.map((e) => e.message.split('; it has')[0])).toEqual([
      '"@theme/Gauge" is a component of the theme docusaurus-theme-extra, whose components this engine does not use (it has its own theme)',
      '"@theme/Dial" is a part of Docusaurus\'s theme this engine does not have',
    ]);
  });

  it('takes the PostCSS plugins a plugin adds in configurePostCss, as the files they are the exports of', async () => {
    const dir = site({
      'plugins/postcss-marker.cjs':
        "module.exports = () => ({ postcssPlugin: 'marker', Once(root) { root.append({ text: 'marked' }); } });\nmodule.exports.postcss = true;\n",
      'plugins/styles.cjs':
        "const path = require('path');\nmodule.exports = function styles() {\n  return { name: 'styles', configurePostCss(options) {\n    options.plugins.push(require(path.join(__dirname, 'postcss-marker.cjs')));\n    options.plugins.push({ postcssPlugin: 'made-by-a-call' });\n    return options;\n  } };\n};\n",
    });
    const [plugin] = await expandPlugins({ plugins: ['./plugins/styles.cjs'] }, dir, {});
    const contribution = await runPlugin(plugin as PluginInstance, {});
    expect(contribution?.postcssPlugins).toEqual([path.join(dir, 'plugins/postcss-marker.cjs')]);
    expect(contribution?.postcssUnknown).toBe(1);
    const config = viteConfig({
      root: dir,
      basePath: '/',
      plugins: [],
      postcssPlugins: contribution?.postcssPlugins,
    });
    const plugins = (config.css as { postcss: { plugins: unknown[] } }).postcss.plugins;
    expect(plugins).toHaveLength(1);
    expect(plugins[0]).toBe(createRequire(import.meta.url)(path.join(dir, 'plugins/postcss-marker.cjs')));
  });

  it('stops with the name of a plugin the site has not installed', async () => {
    const dir = site({
      'docusaurus.config.js': `module.exports = { title: 'X', url: 'https://x.example', baseUrl: '/', plugins: ['docusaurus-plugin-not-installed'] };\n`,
    });
    writeFiles(dir, { 'docs/intro.md': '# Intro\n' });
    expect(await configErrorOf(() => loadSite({ root: dir }))).toContain(
      'the plugin "docusaurus-plugin-not-installed" is not installed: install the site\'s dependencies',
    );
  });
});
