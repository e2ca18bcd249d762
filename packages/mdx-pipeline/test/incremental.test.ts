import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildContent, type ContentBuild } from '../src/build.js';
import { flattenSidebar, windowSidebar } from '../src/structure/sidebar.js';
import { apiOptions, removeTempDirs, tempDir, writeTree } from './helpers/tree.js';

afterAll(removeTempDirs);
afterEach(() => vi.restoreAllMocks());

const hourAgo = new Date(Date.now() - 3_600_000);
/** Dates every file of the tree an hour back: the scan cache trusts only files not changed in the last seconds. */
function age(dir: string) {
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    fs.utimesSync(path.join(dir, file), hourAgo, hourAgo);
}

const keys = (build: ContentBuild) =>
  Object.fromEntries(build.manifest.routes.map((r) => [r.route, build.pageKey(r.route)]));
const changed = (before: Record<string, string | undefined>, after: Record<string, string | undefined>) =>
  Object.keys(after)
    .filter((route) => before[route] !== after[route])
    .sort();

/** Writes each edit in turn and expects `refresh` to decline it (a full build is needed). */
async function expectDeclined(build: ContentBuild, dir: string, edits: Array<[string, string]>) {
  for (const [file, text] of edits) {
    fs.writeFileSync(path.join(dir, file), text);
    expect(await build.refresh(path.join(dir, file))).toBeUndefined();
  }
}

describe('the scan cache', () => {
  it('reads only the content files whose size or mtime changed', async () => {
    const dir = writeTree({
      'api/a.md': '# A\n\nFirst.\n',
      'api/b.md': '---\nslug: /bee\n---\n\n# B\n\nSecond.\n',
      'api/c/c.md': '# C\n\nThird.\n',
    });
    age(dir);
    const options = apiOptions(dir, { cacheDir: path.join(tempDir(), 'cache') });
    const first = await buildContent(options);
    const contentReads = () =>
      read.mock.calls.map(([file]) => String(file)).filter((file) => file.startsWith(`${dir}/api`));
    const read = vi.spyOn(fs, 'readFileSync');
    const second = await buildContent(options);
    expect(contentReads()).toEqual([]);
    expect(second.manifest).toEqual(first.manifest);
    expect(second.page('/api/bee')).toEqual(first.page('/api/bee'));

    fs.writeFileSync(path.join(dir, 'api/b.md'), '---\nslug: /bumble\n---\n\n# B\n\nSecond, edited.\n');
    read.mockClear();
    const third = await buildContent(options);
    expect(contentReads()).toEqual([path.join(dir, 'api/b.md')]);
    expect(third.stats).toMatchObject({ compiled: 1, cached: 2 });
    expect(third.page('/api/bee')).toBeUndefined();
    expect(third.markdown('/api/bumble')).toContain('Second, edited.');
  });

  it('does not trust a file changed in the last seconds (it may change again with the same size and mtime)', async () => {
    const dir = writeTree({ 'api/a.md': '# A\n\nFirst.\n' });
    const options = apiOptions(dir, { cacheDir: path.join(tempDir(), 'cache') });
    await buildContent(options);
    const read = vi.spyOn(fs, 'readFileSync');
    await buildContent(options);
    expect(read.mock.calls.map(([file]) => String(file))).toContain(path.join(dir, 'api/a.md'));
  });
});

describe('which pages an edit changes (page keys)', () => {
  // 80 pages at the top of one sidebar, more than a page shows (a window of 50 around its own).
  const names = Array.from({ length: 80 }, (_, i) => `p-${String(i).padStart(2, '0')}`);
  const pageText = (i: number, title: string, body: string) =>
    `---\ntitle: ${title}\nsidebar_position: ${i + 1}\n---\n\n${body}\n`;

  async function site() {
    const dir = writeTree(
      Object.fromEntries(names.map((name, i) => [`api/${name}.md`, pageText(i, `Page ${i}`, `Text ${i}.`)])),
    );
    age(dir);
    const options = apiOptions(dir, { cacheDir: path.join(tempDir(), 'cache'), largeSidebar: 20 });
    return { dir, options, build: await buildContent(options) };
  }

  it('a body edit changes the key of that page alone', async () => {
    const { dir, options, build } = await site();
    const before = keys(build);
    fs.writeFileSync(path.join(dir, 'api/p-60.md'), pageText(60, 'Page 60', 'Text 60, edited.'));
    expect(changed(before, keys(await buildContent(options)))).toEqual(['/api/p-60']);
  });

  it('a title edit changes the pages whose sidebar window shows it and its neighbours, no other', async () => {
    const { dir, options, build } = await site();
    const before = keys(build);
    fs.writeFileSync(path.join(dir, 'api/p-60.md'), pageText(60, 'Page sixty', 'Text 60.'));
    const after = await buildContent(options);
    const items = after.manifest.sidebars.api ?? [];
    const showing = names
      .map((name) => `/api/${name}`)
      .filter((route) => windowSidebar(items, route).items.some((item) => item.route === '/api/p-60'));
    expect(showing.length).toBeGreaterThan(20);
    expect(showing.length).toBeLessThan(names.length);
    expect(changed(before, keys(after))).toEqual([...new Set([...showing, '/api/p-59', '/api/p-61'])].sort());
    // What those pages show does hold the new title.
    const shown = (route: string) => flattenSidebar(after.page(route)?.sidebar ?? []).map((l) => l.label);
    for (const route of showing) expect(shown(route)).toContain('Page sixty');
    expect(after.page('/api/p-59')?.next?.title).toBe('Page sixty');
    expect(shown('/api/p-00')).not.toContain('Page sixty');
  });
});

describe('an edit of a partial alone', () => {
  const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

  it('compiles again the pages that use it, directly or through another partial, and no other', async () => {
    const dir = writeTree({
      'api/_note.mdx': 'The note before the edit.\n',
      'api/_box.mdx': "import Note from './_note.mdx';\n\nThe box.\n\n<Note />\n",
      'api/one.mdx': page('One', "import Note from './_note.mdx';\n\n<Note />"),
      'api/two.mdx': page('Two', "import Box from './_box.mdx';\n\n<Box />"),
      'api/three.mdx': page('Three', "import Note from './_note.mdx';\n\nThe note is imported, never used."),
      'api/four.md': page('Four', 'No partial here.'),
    });
    age(dir);
    const options = apiOptions(dir, { cacheDir: path.join(tempDir(), 'cache') });
    const first = await buildContent(options);
    const before = keys(first);
    const records = (build: ContentBuild) => Object.fromEntries(build.recordKeys());
    const recordsBefore = records(first);
    expect(first.markdown('/api/two')).toContain('The note before the edit.');

    fs.writeFileSync(path.join(dir, 'api/_note.mdx'), 'The note after the edit.\n');
    const second = await buildContent(options);
    expect(second.stats).toMatchObject({ compiled: 2, cached: 2 });
    expect(changed(before, keys(second))).toEqual(['/api/one', '/api/two']);
    expect(changed(recordsBefore, records(second))).toEqual(['/api/one', '/api/two']);
    for (const route of ['/api/one', '/api/two']) {
      expect(second.markdown(route)).toContain('The note after the edit.');
      expect(
        second
          .pageRecords(route)
          .map((r) => r.content)
          .join(' '),
      ).toContain('The note after the edit.');
    }
    expect(second.markdown('/api/three')).not.toContain('The note after');

    const third = await buildContent(options);
    expect(third.stats).toMatchObject({ compiled: 0, cached: 4 });
    expect(keys(third)).toEqual(keys(second));
    expect(third.markdown('/api/one')).toContain('The note after the edit.');
  });
});

describe('refresh(file): one saved page without building the site again', () => {
  const tree = () =>
    writeTree({
      'api/a.md': '---\ntitle: A\ndescription: The first.\n---\n\nFirst.\n',
      'api/b.md': '---\ntitle: B\n---\n\nSecond.\n\nMore.\n',
    });

  it('compiles the page alone when the edit changes what that page shows and nothing else', async () => {
    const dir = tree();
    const build = await buildContent(apiOptions(dir, { cacheDir: path.join(tempDir(), 'cache') }));
    const manifest = structuredClone(build.manifest);
    fs.writeFileSync(
      path.join(dir, 'api/a.md'),
      '---\ntitle: A\ndescription: The first.\n---\n\nFirst, edited.\n',
    );
    expect(await build.refresh(path.join(dir, 'api/a.md'))).toBe('/api/a');
    expect(build.markdown('/api/a')).toContain('First, edited.');
    expect(JSON.stringify(build.page('/api/a')?.content)).toContain('First, edited.');
    expect(build.manifest).toEqual(manifest);
    expect(build.records.map((r) => r.content).join(' ')).toContain('First, edited.');
  });

  it('declines an edit that reaches other pages: front matter, a description from the text, a link to another file', async () => {
    const dir = tree();
    const build = await buildContent(apiOptions(dir, { cacheDir: path.join(tempDir(), 'cache') }));
    await expectDeclined(build, dir, [
      ['api/a.md', '---\ntitle: A\ndescription: Another.\n---\n\nFirst.\n'],
      ['api/b.md', '---\ntitle: B\n---\n\nSecond, edited: the first text describes the page.\n'],
      ['api/b.md', '---\ntitle: B\n---\n\nSecond.\n\nMore, see [A](./a.md).\n'],
      ['api/nope.md', '# New\n'],
    ]);
    expect(build.markdown('/api/a')).not.toContain('Another');
  });

  it('declines a front matter edit of a page the build took from the cache', async () => {
    const dir = tree();
    age(dir);
    const options = apiOptions(dir, { cacheDir: path.join(tempDir(), 'cache') });
    await buildContent(options);
    const build = await buildContent(options);
    expect(build.stats).toMatchObject({ compiled: 0, cached: 2 });
    await expectDeclined(build, dir, [
      ['api/a.md', '---\ntitle: A\ndescription: The first.\nslug: welcome\n---\n\nFirst.\n'],
      ['api/a.md', '---\ntitle: A\ndescription: The first.\nsidebar_position: 9\n---\n\nFirst.\n'],
      ['api/b.md', '---\ntitle: B\nsidebar_label: Bee\n---\n\nSecond.\n\nMore.\n'],
      ['api/b.md', '---\ntitle: B\ndraft: true\n---\n\nSecond.\n\nMore.\n'],
    ]);
  });

  it('rejects with the compile error of a page that no longer compiles', async () => {
    const dir = tree();
    const build = await buildContent(apiOptions(dir, { cacheDir: path.join(tempDir(), 'cache') }));
    fs.writeFileSync(path.join(dir, 'api/b.md'), '---\ntitle: B\n---\n\n<Tabs>\n\nSecond.\n');
    await expect(build.refresh(path.join(dir, 'api/b.md'))).rejects.toThrow(/api\/b\.md:5:1/);
    expect(build.markdown('/api/b')).toContain('Second.');
  });
});

describe('search records in packs', () => {
  it('reads the records of unchanged pages from a few packs, not a file per page', async () => {
    const dir = writeTree(
      Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [
          `api/p-${i}.md`,
          `# Page ${i}\n\nText ${i}.\n\n## More\n\nWords ${i}.\n`,
        ]),
      ),
    );
    const options = apiOptions(dir, { cacheDir: path.join(tempDir(), 'cache') });
    const expected = (await buildContent({ ...options, cacheDir: false })).records;
    // The first build keeps the bodies it compiled in memory and packs their records.
    expect((await buildContent(options)).records).toEqual(expected);
    const read = vi.spyOn(fs, 'readFileSync');
    const perPage = () => read.mock.calls.filter(([file]) => String(file).endsWith('.records.json')).length;
    expect((await buildContent(options)).records).toEqual(expected);
    expect(perPage()).toBe(0);

    fs.writeFileSync(path.join(dir, 'api/p-3.md'), '# Page 3\n\nText 3, edited.\n');
    read.mockClear();
    const edited = await buildContent(options);
    expect(edited.records.filter((r) => r.url.startsWith('/api/p-3')).map((r) => r.content)).toEqual([
      'Text 3, edited.',
    ]);
    expect(edited.records.length).toBe(expected.length - 1);
    // The edited page's records are in the compiler's memory: no page's records file is read.
    expect(perPage()).toBe(0);
    read.mockClear();
    expect((await buildContent(options)).records).toEqual(edited.records);
    expect(perPage()).toBe(0);
  });
});

describe('search records a page at a time', () => {
  it('gives each page its records in order, one pack per folder, and drops packs no page needs', async () => {
    const page = (i: number) => `# Page ${i}\n\nText ${i}.\n\n## More\n\nWords ${i}.\n`;
    const dir = writeTree({
      'api/a/p-1.md': page(1),
      'api/a/p-2.md': page(2),
      'api/b/p-3.md': page(3),
      'api/c/p-4.md': page(4),
      'api/p-5.md': page(5),
    });
    const cacheDir = path.join(tempDir(), 'cache');
    const options = apiOptions(dir, { cacheDir });
    const packs = () => fs.readdirSync(path.join(cacheDir, 'records')).sort();
    const expected = (await buildContent({ ...options, cacheDir: false })).records;
    const first = await buildContent(options);
    const pages = [...first.recordPages()];
    expect(pages.map((records) => records.map((r) => r.url))).toEqual([
      ['/api/a/p-1', '/api/a/p-1#more'],
      ['/api/a/p-2', '/api/a/p-2#more'],
      ['/api/b/p-3', '/api/b/p-3#more'],
      ['/api/c/p-4', '/api/c/p-4#more'],
      ['/api/p-5', '/api/p-5#more'],
    ]);
    expect(pages.flat()).toEqual(expected);
    expect(packs()).toHaveLength(4);
    // Read back from the packs alone; the folder gone takes its pack with it.
    fs.rmSync(path.join(dir, 'api/c'), { recursive: true });
    const read = vi.spyOn(fs, 'readFileSync');
    const again = await buildContent(options);
    expect([...again.recordPages()].flat()).toEqual(expected.filter((r) => !r.url.startsWith('/api/c/')));
    expect(read.mock.calls.filter(([file]) => String(file).endsWith('.records.json'))).toEqual([]);
    expect(packs()).toHaveLength(3);
  });
});

describe('the cache index', () => {
  it('writes again only the index files whose pages changed', async () => {
    const dir = writeTree(
      Object.fromEntries(
        Array.from({ length: 40 }, (_, i) => [`api/p-${i}.md`, `# Page ${i}\n\nText ${i}.\n`]),
      ),
    );
    const cacheDir = path.join(tempDir(), 'cache');
    const options = apiOptions(dir, { cacheDir });
    await buildContent(options);
    const stamps = () =>
      Object.fromEntries(
        fs.readdirSync(path.join(cacheDir, 'index')).map((name) => {
          const stat = fs.statSync(path.join(cacheDir, 'index', name));
          return [name, `${stat.ino}:${stat.mtimeMs}`];
        }),
      );
    const before = stamps();
    expect(Object.keys(before).length).toBeGreaterThan(10);
    await buildContent(options);
    expect(stamps()).toEqual(before);
    fs.writeFileSync(path.join(dir, 'api/p-7.md'), '# Page 7\n\nText 7, edited.\n');
    const edited = await buildContent(options);
    const after = stamps();
    const changed = Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
    expect(changed.length).toBeGreaterThanOrEqual(1);
    expect(changed.length).toBeLessThanOrEqual(2);
    expect((await buildContent(options)).stats).toMatchObject({ compiled: 0, cached: 40 });
    expect(edited.markdown('/api/p-7')).toContain('edited');
  });
});

describe('page keys against page data', () => {
  it('a page whose data or twin changes gets a new key, whatever the edit', async () => {
    const dir = writeTree({
      'api/tags.yml': 'prices:\n  label: Prices\n',
      'api/intro.md': '---\ntitle: Intro\ntags: [prices]\nsidebar_position: 1\n---\n\nThe intro.\n',
      'api/stocks/_category_.json': '{ "label": "Stocks", "position": 2 }\n',
      'api/stocks/index.md': '---\ntitle: Stocks overview\n---\n\n<DocCardList />\n',
      'api/stocks/candles.md': '---\ntitle: Candles\nsidebar_position: 1\n---\n\nCandles text.\n',
      'api/stocks/quotes.md':
        '---\ntitle: Quotes\nsidebar_position: 2\ntags: [prices]\n---\n\nQuotes text.\n',
      'api/options/chain.md':
        '---\ntitle: Chain\ncustom_edit_url: https://example.com/chain\n---\n\nChain text.\n',
    });
    const options = apiOptions(dir, {
      cacheDir: path.join(tempDir(), 'cache'),
      editUrl: 'https://example.com/edit',
      sections: [{ id: 'api', label: 'API', tagsFile: 'tags.yml' }],
    });
    const snapshot = async () => {
      const build = await buildContent(options);
      return new Map(
        build.manifest.routes.map((r) => [
          r.route,
          {
            key: build.pageKey(r.route),
            data: JSON.stringify([build.page(r.route), build.markdown(r.route)]),
          },
        ]),
      );
    };
    const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
    const edits: Array<[string, () => void]> = [
      [
        'a body',
        () => write('api/stocks/candles.md', '---\ntitle: Candles\nsidebar_position: 1\n---\n\nNew.\n'),
      ],
      [
        'a title',
        () =>
          write(
            'api/stocks/quotes.md',
            '---\ntitle: Quotes now\nsidebar_position: 2\ntags: [prices]\n---\n\nQuotes text.\n',
          ),
      ],
      [
        'a sidebar label',
        () =>
          write(
            'api/intro.md',
            '---\ntitle: Intro\nsidebar_label: Start\ntags: [prices]\nsidebar_position: 1\n---\n\nThe intro.\n',
          ),
      ],
      [
        'a description',
        () =>
          write(
            'api/stocks/candles.md',
            '---\ntitle: Candles\ndescription: Bars.\nsidebar_position: 1\n---\n\nNew.\n',
          ),
      ],
      [
        'an order',
        () =>
          write(
            'api/stocks/candles.md',
            '---\ntitle: Candles\ndescription: Bars.\nsidebar_position: 3\n---\n\nNew.\n',
          ),
      ],
      [
        'a category label',
        () => write('api/stocks/_category_.json', '{ "label": "Equities", "position": 2 }\n'),
      ],
      ['a tag label', () => write('api/tags.yml', 'prices:\n  label: Price data\n')],
      ['a new page', () => write('api/stocks/trades.md', '---\ntitle: Trades\n---\n\nTrades text.\n')],
      ['a page removed', () => fs.rmSync(path.join(dir, 'api/options/chain.md'))],
    ];
    let before = await snapshot();
    for (const [what, edit] of edits) {
      edit();
      const after = await snapshot();
      const stale = [...after].filter(([route, now]) => {
        const was = before.get(route);
        return was && was.data !== now.data && was.key === now.key;
      });
      expect(
        stale.map(([route]) => route),
        what,
      ).toEqual([]);
      before = after;
    }
  });
});
