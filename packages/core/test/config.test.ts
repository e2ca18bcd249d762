import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../src/config/schema.js';
import { loadSite } from '../src/config/site.js';
import { clientConfig } from '../src/server/client-config.js';
import { configErrorOf } from './helpers/config-error.js';
import { configSource, removeSite, writeSite } from './helpers/temp-site.js';

const minimal = {
  title: 'Docs',
  url: 'https://docs.example.com',
  sections: [{ id: 'guide', label: 'Guide' }],
};
const sites: string[] = [];
const site = (files: Record<string, string>) => {
  const dir = writeSite(files);
  sites.push(dir);
  return dir;
};
afterAll(() => sites.forEach(removeSite));

describe('the configuration schema', () => {
  it('fills defaults around the few keys a site must give', () => {
    const config = resolveSiteConfig(minimal);
    expect(config).toMatchObject({
      basePath: '/',
      contentDir: 'content',
      staticDir: 'static',
      outDir: 'build',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      colorMode: { defaultMode: 'light' },
      search: { suggestions: [], synonyms: {} },
      remarkPlugins: [],
    });
  });

  it('makes a navbar link per section, current on every page of the section, when there is no navbar', () => {
    const { theme } = clientConfig(resolveSiteConfig(minimal), [
      { id: 'guide', label: 'Guide', landing: '/guide/introduction' },
    ]);
    expect(theme.navbar.items).toEqual([
      { label: 'Guide', to: '/guide/introduction', currentInside: '/guide' },
    ]);
  });

  it('gives the theme a title delimiter and a navbar title only when the site sets them', () => {
    const plain = clientConfig(resolveSiteConfig(minimal)).theme;
    expect('titleDelimiter' in plain).toBe(false);
    expect('title' in plain.navbar).toBe(false);
    const { theme } = clientConfig(
      resolveSiteConfig({ ...minimal, titleDelimiter: '–', navbar: { title: 'Acme' } }),
    );
    expect(theme.titleDelimiter).toBe('–');
    expect(theme.navbar).toEqual({
      title: 'Acme',
      items: [{ label: 'Guide', to: '/guide', currentInside: '/guide' }],
    });
  });

  it('passes HTML navbar items and link labels (in a dropdown too), footer links and copyright to the theme as they are', () => {
    const { theme } = clientConfig(
      resolveSiteConfig({
        ...minimal,
        navbar: {
          items: [
            { label: 'Guide', labelHtml: '<b>Guide</b>', to: '/guide' },
            { html: '<b>Beta</b>', className: 'beta' },
            {
              label: 'More',
              items: [
                { label: 'Blog', labelHtml: '<i>Blog</i>', href: 'https://blog.acme.dev' },
                { html: '<hr>' },
              ],
            },
          ],
        },
        footer: {
          copyright: { html: '© <a href="https://acme.dev">Acme</a>' },
          links: [{ html: '<a href="https://status.acme.dev">Status</a>' }],
          columns: [{ title: 'More', items: [{ html: '<i>Soon</i>' }] }],
        },
      }),
    );
    expect(theme.navbar.items).toEqual([
      { label: 'Guide', labelHtml: '<b>Guide</b>', to: '/guide', position: 'left' },
      { html: '<b>Beta</b>', className: 'beta', position: 'left' },
      {
        label: 'More',
        items: [{ label: 'Blog', labelHtml: '<i>Blog</i>', href: 'https://blog.acme.dev' }, { html: '<hr>' }],
        position: 'left',
      },
    ]);
    expect(theme.footer).toEqual({
      copyright: { html: '© <a href="https://acme.dev">Acme</a>' },
      links: [{ html: '<a href="https://status.acme.dev">Status</a>' }],
      columns: [{ title: 'More', items: [{ html: '<i>Soon</i>' }] }],
    });
  });

  it('names a bad HTML item and copyright', async () => {
    const message = await configErrorOf(() =>
      resolveSiteConfig({
        ...minimal,
        navbar: { items: [{ html: '' }] },
        footer: { copyright: { text: '©' }, links: [{ html: '<b>x</b>', label: 'X' }] },
      }),
    );
    expect(message).toContain('navbar.items.0.html: expected a non-empty string, found ""');
    expect(message).toContain('footer.copyright: expected a string or HTML {html}, found an object');
    expect(message).toContain('footer.links.0: unknown key "label"');
  });

  it('takes one-way search synonyms and names a bad one', async () => {
    const config = resolveSiteConfig({ ...minimal, search: { synonyms: { 'price history': ['candles'] } } });
    expect(config.search.synonyms).toEqual({ 'price history': ['candles'] });
    const message = await configErrorOf(() =>
      resolveSiteConfig({ ...minimal, search: { synonyms: { ohlc: 'candles' } } }),
    );
    expect(message).toMatch(/search\.synonyms\.ohlc: expected a list/);
  });

  it('names every bad key with what was expected and what was found, and the file', async () => {
    const message = await configErrorOf(() =>
      resolveSiteConfig(
        {
          ...minimal,
          basePath: 'docs',
          navbar: { items: [{ label: 'API', to: 'api' }, { label: 'Blog' }] },
          colorMode: { defaultMode: 'sepia' },
          remarkPlugins: [42],
          extra: true,
        },
        'site.config.mjs',
      ),
    );
    expect(message).toContain('Invalid site configuration (site.config.mjs):');
    expect(message).toContain('basePath: expected a path that starts and ends with "/", found "docs"');
    expect(message).toContain('navbar.items.0.to: expected a route starting with "/", found "api"');
    expect(message).toContain(
      'navbar.items.1: expected a route link {label, to}, an external link {label, href}, a dropdown {label, items} or HTML {html}',
    );
    expect(message).toContain('colorMode.defaultMode: expected one of "light", "dark", found "sepia"');
    expect(message).toContain('remarkPlugins.0: expected a module name or [module name, options], found 42');
    expect(message).toContain('(root): unknown key "extra"');
  });

  it('suggests the key an unknown one is a typo of, at any depth, and words empty values', async () => {
    const message = await configErrorOf(() =>
      resolveSiteConfig({
        ...minimal,
        sections: [],
        title: '',
        colorMode: { defaultmode: 'dark' },
        footer: { colums: [] },
        navbar: { items: [{ label: 'API', to: '/api' }], itmes: [] },
        basepath: '/docs/',
        fooo: 1,
      }),
    );
    expect(message.split('\n').slice(1).sort()).toEqual(
      [
        '  (root): unknown keys "basepath" (did you mean "basePath"?), "fooo"',
        '  colorMode: unknown key "defaultmode" (did you mean "defaultMode"?)',
        '  footer: unknown key "colums" (did you mean "columns"?)',
        '  navbar: unknown key "itmes" (did you mean "items"?)',
        '  sections: expected at least 1 item, found an empty list',
        '  title: expected a non-empty string, found ""',
      ].sort(),
    );
  });

  it('takes an origin as url, with or without its slash, and names one with a path', async () => {
    for (const url of ['https://docs.example.com', 'https://docs.example.com/', 'http://localhost:3000'])
      expect(resolveSiteConfig({ ...minimal, url }).url).toBe(url);
    const message = await configErrorOf(() =>
      resolveSiteConfig({ ...minimal, url: 'https://acme.github.io/my-repo/', basePath: '/my-repo/' }),
    );
    expect(message).toContain(
      'url: expected an origin without a path, such as "https://docs.acme.dev" (the path goes in basePath), found "https://acme.github.io/my-repo/"',
    );
  });

  it('reports a missing required key', async () => {
    const { title: _title, ...rest } = minimal;
    expect(await configErrorOf(() => resolveSiteConfig(rest))).toMatch(/title: .*found nothing/);
  });
});

describe('loading a site', () => {
  it('compiles a TypeScript config with its own imports and resolves every path from its folder', async () => {
    const dir = site({
      'site.config.ts': `import { sections } from './sections';\nconst title: string = 'Typed';\nexport default { title, url: 'https://x.example', sections, outDir: 'dist/site' };\n`,
      'sections.ts': `export const sections = [{ id: 'guide', label: 'Guide' }];\n`,
      'src/pages/index.tsx': 'export default () => null;\n',
      'src/pages/about.tsx': 'export default () => null;\n',
      'src/pages/team/index.tsx': 'export default () => null;\n',
      'src/pages/_parts.tsx': 'export const x = 1;\n',
    });
    // site.config.mjs from writeSite is found after site.config.ts: the TypeScript one wins.
    const loaded = await loadSite({ root: dir });
    expect(loaded.configFile).toBe(path.join(dir, 'site.config.ts'));
    expect(loaded.config.title).toBe('Typed');
    expect(loaded.contentDir).toBe(path.join(dir, 'content'));
    expect(loaded.outDir).toBe(path.join(dir, 'dist/site'));
    expect(loaded.pages.map((p) => p.route)).toEqual(['/about', '/', '/team']);
  });

  it('names a section whose folder is missing, and a logo or favicon that is not under staticDir', async () => {
    const noFolder = site({});
    fs.rmSync(path.join(noFolder, 'content'), { recursive: true });
    expect(await configErrorOf(() => loadSite({ root: noFolder }))).toBe(
      `site.config.mjs: sections.0: the section "guide" has no folder at ${path.join(noFolder, 'content/guide')}: create it, or name its folder of content with sections.0.dir`,
    );
    const wrongDir = site({
      'site.config.mjs': configSource({ sections: [{ id: 'guide', label: 'Guide', dir: 'docs' }] }),
      'content/guide/a.md': '# A\n',
    });
    expect(await configErrorOf(() => loadSite({ root: wrongDir }))).toBe(
      `site.config.mjs: sections.0.dir: the section "guide" has no folder at ${path.join(wrongDir, 'content/docs')}: create it`,
    );
    const logo = { alt: 'Acme', light: 'img/logo.svg', dark: 'img/logo-dark.svg', width: 10, height: 10 };
    const files = { 'content/guide/a.md': '# A\n', 'static/img/logo.svg': '<svg/>' };
    const noDark = site({ 'site.config.mjs': configSource({ logo }), ...files });
    expect(await configErrorOf(() => loadSite({ root: noDark }))).toBe(
      `site.config.mjs: logo.dark: no file at ${path.join(noDark, 'static/img/logo-dark.svg')} (a file under staticDir)`,
    );
    const noIcon = site({ 'site.config.mjs': configSource({ favicon: 'img/favicon.ico' }), ...files });
    expect(await configErrorOf(() => loadSite({ root: noIcon }))).toBe(
      `site.config.mjs: favicon: no file at ${path.join(noIcon, 'static/img/favicon.ico')} (a file under staticDir)`,
    );
  });

  it("takes files of the site (with or without ./) and a package's stylesheet in css, and names one that is neither", async () => {
    const dir = site({
      'site.config.mjs': configSource({
        css: ['./src/brand.css', 'src/fonts.css', 'fake-math/dist/fake-math.css'],
      }),
      'src/brand.css': ':root{}\n',
      'src/fonts.css': '',
      'node_modules/fake-math/package.json': '{"name":"fake-math","version":"1.0.0"}\n',
      'node_modules/fake-math/dist/fake-math.css': '.math{}\n',
    });
    expect((await loadSite({ root: dir })).css).toEqual([
      path.join(dir, 'src/brand.css'),
      path.join(dir, 'src/fonts.css'),
      path.join(dir, 'node_modules/fake-math/dist/fake-math.css'),
    ]);
    const missing = site({ 'site.config.mjs': configSource({ css: ['katex-nowhere/dist/katex.css'] }) });
    expect(await configErrorOf(() => loadSite({ root: missing }))).toBe(
      `site.config.mjs: css.0: no file at ${path.join(missing, 'katex-nowhere/dist/katex.css')} and no package stylesheet "katex-nowhere/dist/katex.css" from ${missing}: install katex-nowhere (npm install katex-nowhere), or correct the path`,
    );
  });

  it('loads an edited site.config.mjs afresh in the same process (dev restarts on a config edit)', async () => {
    const dir = site({ 'site.config.mjs': configSource({ title: 'Before' }) });
    expect((await loadSite({ root: dir })).config.title).toBe('Before');
    const file = path.join(dir, 'site.config.mjs');
    fs.writeFileSync(file, configSource({ title: 'After' }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 2000));
    expect((await loadSite({ root: dir })).config.title).toBe('After');
  });

  it('says where it looked when there is no configuration', async () => {
    const dir = site({});
    const message = await configErrorOf(() => loadSite({ root: path.join(dir, 'content') }));
    expect(message).toMatch(
      /No site configuration in .*content: expected one of site\.config\.ts, site\.config\.mts/,
    );
    expect(message).toContain('mdd init');
  });

  it('names a package the config imports that is not installed', async () => {
    const dir = site({
      'site.config.ts': `import theme from 'docusaurus-theme-nowhere';\nexport default { ...theme };\n`,
    });
    expect(await configErrorOf(() => loadSite({ root: dir }))).toBe(
      `site.config.ts imports "docusaurus-theme-nowhere", which is not installed: install the site's dependencies (npm install).`,
    );
  });

  it('points at a TypeScript error in the config with file, line and column', async () => {
    const dir = site({ 'site.config.ts': 'export default {\n  title: "x",,\n};\n' });
    const message = await configErrorOf(() => loadSite({ root: dir }));
    expect(message).toMatch(/site\.config\.ts does not compile:\n.*site\.config\.ts:2:14: /);
  });

  it('checks the names a components module exports against what the theme can replace', async () => {
    const dir = site({
      'site.config.mjs': configSource({ components: './src/overrides.tsx' }),
      'src/overrides.tsx':
        'export function Admonition() { return null }\nexport function Sidebar() { return null }\n',
    });
    const message = await configErrorOf(() => loadSite({ root: dir }));
    expect(message).toContain(
      'components: src/overrides.tsx exports "Sidebar", which the theme does not have',
    );
    expect(message).toContain('Admonition, CodeBlock');
  });

  it('names a code language no Prism grammar has, at its key', async () => {
    const dir = site({ 'site.config.mjs': configSource({ codeLanguages: ['haskell', 'nosuchlang'] }) });
    expect(await configErrorOf(() => loadSite({ root: dir }))).toBe(
      'site.config.mjs: codeLanguages.1: no Prism grammar is named "nosuchlang" (the names: https://prismjs.com/#supported-languages)',
    );
  });

  it('points at a syntax error in a components or mdxComponents module with file, line and column', async () => {
    for (const key of ['components', 'mdxComponents']) {
      const dir = site({
        'site.config.mjs': configSource({ [key]: './src/parts.tsx' }),
        'src/parts.tsx': 'export function Admonition( { return null }\n',
      });
      const message = await configErrorOf(() => loadSite({ root: dir }));
      expect(message).toBe(
        [
          `site.config.mjs: ${key}: src/parts.tsx does not compile:`,
          'src/parts.tsx:1:38: Expected "}" but found "null"',
          '  export function Admonition( { return null }',
          `  ${' '.repeat(37)}^`,
        ].join('\n'),
      );
    }
  });

  it('lists the components an mdxComponents module offers to every page', async () => {
    const dir = site({
      'site.config.mjs': configSource({ mdxComponents: './src/mdx.tsx' }),
      'src/mdx.tsx':
        'export function Chart() { return null }\nexport const Badge = () => null;\nexport const helper = 1;\n',
    });
    expect((await loadSite({ root: dir })).mdxComponents?.names).toEqual(['Badge', 'Chart']);
  });

  it('resolves plugins from the site folder and names one that is missing', async () => {
    const dir = site({
      'site.config.mjs': configSource({ remarkPlugins: [['./plugins/remark-x.mjs', { a: 1 }]] }),
      'plugins/remark-x.mjs': 'export default () => () => {};\n',
    });
    const [plugin] = (await loadSite({ root: dir })).remarkPlugins;
    expect(plugin).toMatchObject({ name: './plugins/remark-x.mjs', options: { a: 1 } });
    expect(plugin?.module).toBe(`file://${path.join(dir, 'plugins/remark-x.mjs')}`);

    // A file of the site named without ./, as in css.
    const bare = site({
      'site.config.mjs': configSource({ rehypePlugins: ['plugins/rehype-x.mjs'] }),
      'plugins/rehype-x.mjs': 'export default () => () => {};\n',
    });
    const [rehype] = (await loadSite({ root: bare })).rehypePlugins;
    expect(rehype?.module).toBe(`file://${path.join(bare, 'plugins/rehype-x.mjs')}`);

    const missing = site({ 'site.config.mjs': configSource({ rehypePlugins: ['rehype-nowhere'] }) });
    expect(await configErrorOf(() => loadSite({ root: missing }))).toMatch(
      /site\.config\.mjs: rehypePlugins\.0: cannot find the plugin "rehype-nowhere" from .*: install it \(npm install rehype-nowhere\)/,
    );
  });
});
