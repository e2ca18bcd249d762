import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContent, type ContentBuild } from '../src/build.js';
import type { ManifestEntry, SidebarItem } from '../src/types.js';
import { fixturesDir, json, update } from './helpers/fixtures.js';
import { siteDir, siteOptions } from './helpers/site.js';
import { removeTempDirs, tempDir } from './helpers/tree.js';

const expectedDir = path.join(fixturesDir, 'site-expected');

/** Compares `value` with `test/fixtures/site-expected/<name>.snap.json` (written with UPDATE_FIXTURES=1). */
function expectSnapshotFile(name: string, value: unknown) {
  const file = path.join(expectedDir, `${name}.snap.json`);
  if (update) fs.writeFileSync(file, json(value));
  expect(json(value), name).toBe(fs.readFileSync(file, 'utf8'));
}

const row = (e: ManifestEntry) =>
  [
    e.route,
    e.kind,
    JSON.stringify(e.title),
    e.prev ? `prev ${e.prev.route}` : '',
    e.next ? `next ${e.next.route}` : '',
  ]
    .filter(Boolean)
    .join(' ');

/** A sidebar as indented lines: `label -> route [badge] (collapsed)`. */
function outline(items: SidebarItem[], depth = 0): string[] {
  return items.flatMap((item) => {
    const flags = [
      item.badge ? `[${item.badge}]` : '',
      item.type === 'category' && item.collapsed ? '(collapsed)' : '',
      item.type === 'category' && !item.collapsible ? '(not collapsible)' : '',
      item.type === 'category' && item.partial ? '(partial)' : '',
    ].filter(Boolean);
    const line = `${'  '.repeat(depth)}${item.type === 'category' ? '+ ' : ''}${item.label}${item.route ? ` -> ${item.route}` : ''}${flags.length ? ` ${flags.join(' ')}` : ''}`;
    return [line, ...(item.type === 'category' ? outline(item.items, depth + 1) : [])];
  });
}

describe('a content tree', () => {
  let build: ContentBuild;
  beforeAll(async () => {
    build = await buildContent(siteOptions);
  });

  it('maps files to routes: index, README, folder-named docs, slugs, ids, number prefixes, generated indexes and tags', () => {
    expect([...build.manifest.routes].sort((a, b) => a.route.localeCompare(b.route)).map(row)).toEqual([
      '/api doc "API Overview" next /api/authentication',
      '/api/authentication doc "Authentication" prev /api next /api/rate-limits',
      '/api/category/universal-parameters category "Universal Parameters" prev /api/stocks/bulk next /api/universal-parameters/token',
      '/api/custom/renamed doc "Renamed by id" prev /api/module-page',
      '/api/dup doc "Duplicate A" prev /api/moved/here next /api/module-page',
      '/api/guides/advanced doc "Advanced" next /api/authentication',
      '/api/guides/faq doc "FAQ" prev /api/guides/advanced next /api/troubleshooting',
      '/api/guides/start doc "Getting Started" prev /api/options/chain next /api/guides/advanced',
      '/api/module-page doc "Module Page" prev /api/dup next /api/custom/renamed',
      '/api/moved/here doc "Relative slug" prev /api/troubleshooting/errors next /api/dup',
      '/api/options-overview category "All option endpoints" prev /api/universal-parameters/format next /api/options/chain',
      '/api/options/chain doc "Option Chain" prev /api/options-overview next /api/guides/start',
      '/api/rate-limits doc "Rate Limits" prev /api/authentication next /api/stocks',
      '/api/stocks doc "Stock Endpoints" prev /api/rate-limits next /api/stocks/candles',
      '/api/stocks/aardvark doc "Aardvark" prev /api/stocks/quotes next /api/stocks/bulk',
      '/api/stocks/bulk doc "Bulk Quotes" prev /api/stocks/aardvark next /api/category/universal-parameters',
      '/api/stocks/candles doc "Candles" prev /api/stocks next /api/stocks/quotes',
      '/api/stocks/quotes doc "Quotes" prev /api/stocks/candles next /api/stocks/aardvark',
      '/api/tags tags "Tags"',
      '/api/tags/api-premium tag "2 docs tagged with \\"API: Premium\\""',
      '/api/tags/beta tag "1 doc tagged with \\"Beta\\""',
      '/api/troubleshooting doc "Troubleshooting" prev /api/guides/faq next /api/troubleshooting/errors',
      '/api/troubleshooting/errors doc "Errors" prev /api/troubleshooting next /api/moved/here',
      '/api/universal-parameters/format doc "Format" prev /api/universal-parameters/token next /api/options-overview',
      '/api/universal-parameters/token doc "Token" prev /api/category/universal-parameters next /api/universal-parameters/format',
      '/sdk doc "SDKs" prev /sdk/tools/postman',
      '/sdk/go doc "Go SDK" next /sdk/go/install',
      '/sdk/go/client doc "Client" prev /sdk/go/install next /sdk/php',
      '/sdk/go/install doc "Install" prev /sdk/go next /sdk/go/client',
      '/sdk/php doc "PHP SDK" prev /sdk/go/client next /sdk/php/install',
      '/sdk/php/install doc "Install PHP" prev /sdk/php next /sdk/tools/cli',
      '/sdk/tools/cli doc "Command Line" prev /sdk/php/install next /sdk/tools/postman',
      '/sdk/tools/postman doc "Postman" prev /sdk/tools/cli next /sdk',
    ]);
    expectSnapshotFile('manifest', build.manifest);
  });

  it('builds one sidebar per section, ordered by position then name, categories expanded unless they say otherwise', () => {
    expect(outline(build.manifest.sidebars.api ?? [])).toEqual([
      'Introduction -> /api',
      'Authentication -> /api/authentication [Premium]',
      'Rate Limits -> /api/rate-limits',
      '+ Stocks -> /api/stocks (collapsed)',
      '  Candles -> /api/stocks/candles [High Usage]',
      '  Quotes -> /api/stocks/quotes',
      '  A is first by name -> /api/stocks/aardvark',
      '  Bulk Quotes -> /api/stocks/bulk',
      '+ Universal Parameters -> /api/category/universal-parameters',
      '  Token -> /api/universal-parameters/token',
      '  Format -> /api/universal-parameters/format',
      '+ Options -> /api/options-overview (not collapsible)',
      '  Option Chain -> /api/options/chain',
      '+ Guides -> /api/guides/start',
      '  Advanced -> /api/guides/advanced',
      '  FAQ -> /api/guides/faq',
      '+ Troubleshooting -> /api/troubleshooting',
      '  Errors -> /api/troubleshooting/errors',
      'Relative slug -> /api/moved/here',
      'Duplicate A -> /api/dup',
      'Module Page -> /api/module-page',
      '+ custom',
      '  Renamed by id -> /api/custom/renamed',
    ]);
    expect(outline(build.manifest.sidebars.sdk ?? [])).toEqual([
      '+ Go -> /sdk/go',
      '  Install -> /sdk/go/install',
      '  Client -> /sdk/go/client',
      '+ PHP SDK -> /sdk/php',
      '  Install PHP -> /sdk/php/install',
      '+ Tools -> /sdk/tools/cli',
      '  Postman -> /sdk/tools/postman',
      'SDKs -> /sdk',
    ]);
  });

  it('lists tags with their pages', () => {
    expect(build.manifest.tags).toEqual({
      api: [
        { label: 'API: Premium', route: '/api/tags/api-premium', count: 2 },
        { label: 'Beta', route: '/api/tags/beta', count: 1 },
      ],
    });
    expect(build.page('/api/tags/api-premium')?.cards?.map((c) => c.route)).toEqual([
      '/api/authentication',
      '/api/stocks/candles',
    ]);
    expect(build.page('/api/tags')?.tagList).toEqual(build.manifest.tags.api);
  });

  it('warns about duplicate routes, broken links, unknown keys and module pages without failing', () => {
    expect(build.warnings).toEqual([
      {
        file: 'api/dup-b.md',
        message:
          'duplicate route /api/dup: api/dup-a.md and api/dup-b.md both map to it; api/dup-a.md is used',
      },
      {
        file: 'api/authentication.md',
        line: 16,
        message: 'broken link: /api/missing (no page at /api/missing)',
      },
      { file: 'api/authentication.md', line: 9, message: 'unknown front matter key "owner" (ignored)' },
      { file: 'api/authentication.md', line: 16, message: 'broken link: ./nope.md (no such page)' },
      {
        file: 'api/module-page.mdx',
        message: 'compiled as a JavaScript module (import from ./chart.js)',
      },
    ]);
  });

  it('gives every doc, category and tag page its data', () => {
    for (const route of [
      '/api',
      '/api/stocks',
      '/api/stocks/candles',
      '/api/stocks/quotes',
      '/api/guides/faq',
      '/api/troubleshooting/errors',
      '/api/category/universal-parameters',
      '/api/options-overview',
      '/api/tags/beta',
      '/api/module-page',
    ]) {
      expectSnapshotFile(`page${route.replace(/\//g, '_')}`, build.page(route));
    }
    expect(build.page('/nope')).toBeUndefined();
  });

  it('applies TOC levels, hide_table_of_contents and edit URLs', () => {
    expect(build.page('/api/stocks/candles')?.toc).toEqual([{ id: 'request', text: 'Request', depth: 2 }]);
    expect(build.page('/api/troubleshooting/errors')?.toc).toEqual([
      { id: 'level-three', text: 'Level three', depth: 3 },
      { id: 'level-four', text: 'Level four', depth: 4 },
    ]);
    const quotes = build.page('/api/stocks/quotes');
    expect([quotes?.toc, quotes?.hideTableOfContents, quotes?.editUrl]).toEqual([[], true, undefined]);
    expect(build.page('/api/stocks/candles')?.editUrl).toBe(
      'https://github.com/org/docs/edit/main/content/api/stocks/candles.mdx',
    );
  });

  it('gives breadcrumbs down the sidebar path', () => {
    expect(build.page('/api/stocks/candles')?.breadcrumbs).toEqual([
      { label: 'Stocks', route: '/api/stocks' },
      { label: 'Candles' },
    ]);
    expect(build.page('/api/custom/renamed')?.breadcrumbs).toEqual([
      { label: 'custom' },
      { label: 'Renamed by id' },
    ]);
  });

  it('lists the current category for DocCardList, and the section root on a root page', () => {
    expect(build.page('/api/stocks')?.cards?.map((c) => c.route)).toEqual([
      '/api/stocks/candles',
      '/api/stocks/quotes',
      '/api/stocks/aardvark',
      '/api/stocks/bulk',
    ]);
    expect(build.page('/api/guides/faq')?.cards?.map((c) => c.route)).toEqual(['/api/guides/advanced']);
    expect(build.page('/api')?.cards?.map((c) => `${c.kind} ${c.route} ${c.count ?? ''}`.trim())).toEqual([
      'doc /api/authentication',
      'doc /api/rate-limits',
      'category /api/stocks 4',
      'category /api/category/universal-parameters 2',
      'category /api/options-overview 1',
      'category /api/guides/start 2',
      'category /api/troubleshooting 1',
      'doc /api/moved/here',
      'doc /api/dup',
      'doc /api/module-page',
      'category /api/custom/renamed 1',
    ]);
  });

  it('writes Markdown twins with DocCardList replaced by links', () => {
    expect(build.markdown('/api/stocks')).toBe(
      [
        '# Stock Endpoints',
        '',
        'Endpoints for stocks.',
        '',
        '- [Candles](/docs-staging/api/stocks/candles): Historical candles for a stock.',
        '- [Quotes](/docs-staging/api/stocks/quotes): Real-time quotes.',
        '- [A is first by name](/docs-staging/api/stocks/aardvark): No position either; sorts before bulk.md.',
        '- [Bulk Quotes](/docs-staging/api/stocks/bulk): No position: after the positioned pages, by file name.',
        '',
      ].join('\n'),
    );
    expect(build.markdown('/api/stocks/candles')).toBe(
      [
        '# Candles',
        '',
        'Historical candles for a stock.',
        '',
        '![Logo](/docs-staging/assets/img/logo.35f0abc0.svg)',
        '',
        '![Chart](/docs-staging/assets/img/chart.0bf7e492.png)',
        '',
        '## Request',
        '',
        '```js title="candles.js"',
        "fetch('/v1/stocks/candles/D/AAPL/');",
        '```',
        '',
        '### Parameters',
        '',
        'Not in the TOC (max level 2).',
        '',
      ].join('\n'),
    );
    expect(build.markdown('/api/category/universal-parameters')).toBe(
      [
        '# Universal Parameters',
        '',
        'Parameters every endpoint accepts, see [the token](/docs-staging/api/universal-parameters/token).',
        '',
        '- [Token](/docs-staging/api/universal-parameters/token): Pass the token.',
        '- [Format](/docs-staging/api/universal-parameters/format): JSON or CSV output, chosen with a parameter that every endpoint accepts.',
        '',
      ].join('\n'),
    );
    expect(build.markdown('/api/tags/beta')).toBeUndefined();
  });

  it('collects images with hashed names, search records and module pages', () => {
    expect(build.assets.map((a) => [path.relative(siteDir, a.source), a.output])).toEqual([
      ['static/img/logo.svg', 'assets/img/logo.35f0abc0.svg'],
      ['api/stocks/img/chart.png', 'assets/img/chart.0bf7e492.png'],
    ]);
    expect(
      build.modules.map((m) => [m.route, m.file, m.source.includes("import Chart from './chart.js'")]),
    ).toEqual([['/api/module-page', 'api/module-page.mdx', true]]);
    expect(build.records.filter((r) => r.url.startsWith('/api/authentication'))).toEqual([
      expect.objectContaining({
        url: '/api/authentication',
        type: 'lvl1',
        hierarchy: { lvl0: 'API', lvl1: 'Authentication' },
        tags: ['API: Premium', 'Beta'],
        language: 'en',
        docusaurus_tag: 'docs-api-current',
      }),
      expect.objectContaining({ url: '/api/authentication#header', type: 'lvl2' }),
      expect.objectContaining({ url: '/api/authentication#query', type: 'lvl2' }),
    ]);
    expect(build.records.find((r) => r.url === '/api/authentication')).not.toHaveProperty('priority');
    const candles = build.records.filter((r) => r.url.startsWith('/api/stocks/candles'));
    expect(candles.length).toBeGreaterThan(1);
    for (const record of candles) {
      expect(record).toMatchObject({ hierarchy: { lvl0: 'API › Stocks', lvl1: 'Candles' }, priority: 2 });
      expect(record).not.toHaveProperty('category_page');
    }
    expect(build.records.find((r) => r.url === '/api/stocks')).toMatchObject({
      hierarchy: { lvl0: 'API', lvl1: 'Stock Endpoints' },
      category_page: true,
    });
    expect(build.stats).toMatchObject({ pages: 33, compiled: 28, cached: 0 });
  });
});

describe('a large sidebar', () => {
  it('is trimmed on each page to the top level and the open path; the full tree is in the section file', async () => {
    const build = await buildContent({ ...siteOptions, largeSidebar: 10 });
    const candles = build.page('/api/stocks/candles');
    expect(candles?.sidebarFile).toBe('_sidebars/api.json');
    expect(outline(candles?.sidebar ?? [])).toEqual([
      'Introduction -> /api',
      'Authentication -> /api/authentication [Premium]',
      'Rate Limits -> /api/rate-limits',
      '+ Stocks -> /api/stocks (collapsed)',
      '  Candles -> /api/stocks/candles [High Usage]',
      '  Quotes -> /api/stocks/quotes',
      '  A is first by name -> /api/stocks/aardvark',
      '  Bulk Quotes -> /api/stocks/bulk',
      '+ Universal Parameters -> /api/category/universal-parameters (partial)',
      '+ Options -> /api/options-overview (not collapsible) (partial)',
      '+ Guides -> /api/guides/start (partial)',
      '+ Troubleshooting -> /api/troubleshooting (partial)',
      'Relative slug -> /api/moved/here',
      'Duplicate A -> /api/dup',
      'Module Page -> /api/module-page',
      '+ custom (partial)',
    ]);
    expect(build.manifest.sidebars.api).toEqual((await buildContent(siteOptions)).manifest.sidebars.api);
    const sdk = build.page('/sdk/go');
    expect(sdk?.sidebarFile).toBeUndefined();
    expect(sdk?.sidebar).toEqual(build.manifest.sidebars.sdk);
  });
});

describe('last updated', () => {
  it('comes from the last git commit of each file (read again after a commit), and is absent outside git', async () => {
    const dir = tempDir();
    try {
      fs.mkdirSync(path.join(dir, 'docs'));
      fs.writeFileSync(path.join(dir, 'docs/a.md'), '# A\n');
      fs.writeFileSync(path.join(dir, 'docs/b.md'), '# B\n');
      const options = {
        contentDir: dir,
        sections: [{ id: 'docs', label: 'Docs' }],
        workers: 0,
        cacheDir: false as const,
      };
      const outside = await buildContent(options);
      expect(outside.manifest.routes.map((r) => r.lastUpdated)).toEqual([undefined, undefined]);

      const git = (args: string[], date: string) =>
        execFileSync('git', args, {
          cwd: dir,
          env: {
            ...process.env,
            GIT_AUTHOR_DATE: date,
            GIT_COMMITTER_DATE: date,
            GIT_AUTHOR_NAME: 'T',
            GIT_AUTHOR_EMAIL: 't@example.test',
            GIT_COMMITTER_NAME: 'T',
            GIT_COMMITTER_EMAIL: 't@example.test',
          },
          stdio: 'ignore',
        });
      git(['init', '-q'], '2025-01-01T00:00:00Z');
      git(['add', '.'], '2025-01-01T00:00:00Z');
      git(['commit', '-q', '-m', 'one'], '2025-01-01T00:00:00Z');
      fs.appendFileSync(path.join(dir, 'docs/b.md'), '\nMore.\n');
      git(['commit', '-q', '-am', 'two'], '2025-02-01T00:00:00Z');
      const inside = await buildContent(options);
      expect(Object.fromEntries(inside.manifest.routes.map((r) => [r.route, r.lastUpdated]))).toEqual({
        '/docs/a': Date.parse('2025-01-01T00:00:00Z') / 1000,
        '/docs/b': Date.parse('2025-02-01T00:00:00Z') / 1000,
      });
      expect(inside.page('/docs/b')?.lastUpdated).toBe(Date.parse('2025-02-01T00:00:00Z') / 1000);

      // Remembered between builds, and read again once HEAD moves.
      fs.appendFileSync(path.join(dir, 'docs/a.md'), '\nMore.\n');
      expect((await buildContent(options)).page('/docs/a')?.lastUpdated).toBe(
        Date.parse('2025-01-01T00:00:00Z') / 1000,
      );
      git(['commit', '-q', '-am', 'three'], '2025-03-01T00:00:00Z');
      expect((await buildContent(options)).page('/docs/a')?.lastUpdated).toBe(
        Date.parse('2025-03-01T00:00:00Z') / 1000,
      );
    } finally {
      removeTempDirs();
    }
  });
});
