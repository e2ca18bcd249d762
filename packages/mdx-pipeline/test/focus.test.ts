import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../src/build.js';
import { resolveOptions } from '../src/options.js';
import { routeFolder } from '../src/structure/route-folder.js';
import { apiOptions, removeTempDirs, tempDir, writeTree } from './helpers/tree.js';

afterAll(removeTempDirs);

function tree() {
  const dir = writeTree({
    'api/intro.md': '---\ntitle: Intro\n---\n\nThe intro.\n',
    'api/stocks/_category_.json': '{ "label": "Stock prices" }\n',
    'api/stocks/candles.md': '---\ntitle: Candles\nsidebar_position: 2\n---\n\nCandles text.\n',
    'api/stocks/quotes.md': '---\ntitle: Quotes\nsidebar_position: 1\n---\n\nQuotes text.\n',
    'api/stocks/deep/ticks.md': '---\ntitle: Ticks\n---\n\nTicks text.\n',
    'api/options/chain.md': '---\ntitle: Chain\n---\n\nChain text.\n',
    'api/moved.md': '---\nslug: /elsewhere/page\n---\n\n# Moved\n',
    'sdk/go.md': '# Go\n',
  });
  return apiOptions(dir, {
    sections: [
      { id: 'api', label: 'API' },
      { id: 'sdk', label: 'SDKs' },
    ],
    cacheDir: path.join(tempDir(), 'cache'),
  });
}

describe('routeFolder', () => {
  const options = tree();
  const { sections } = resolveOptions(options);

  it('finds the folder of a page, of a category page and of a section root page', () => {
    expect(routeFolder('/api/stocks/candles', sections)).toEqual({ section: 'api', dir: 'stocks' });
    expect(routeFolder('/api/stocks/deep/ticks', sections)).toEqual({ section: 'api', dir: 'stocks/deep' });
    expect(routeFolder('/api/stocks', sections)).toEqual({ section: 'api', dir: 'stocks' });
    expect(routeFolder('/api/intro', sections)).toEqual({ section: 'api', dir: '' });
    expect(routeFolder('/sdk', sections)).toEqual({ section: 'sdk', dir: '' });
  });

  it('gives up where the route names no folder', () => {
    expect(routeFolder('/api/nowhere/page', sections)).toBeUndefined();
    expect(routeFolder('/blog/post', sections)).toBeUndefined();
  });
});

describe('a focused build', () => {
  it("outlines one folder's pages, with the category labels on the way to it, and compiles a page when asked", async () => {
    const options = tree();
    const build = await buildContent({ ...options, focus: { section: 'api', dir: 'stocks' } });
    expect(build.manifest.routes.map((r) => r.route).sort()).toEqual([
      '/api/stocks/candles',
      '/api/stocks/quotes',
    ]);
    expect(build.manifest.sidebars.api).toEqual([
      {
        type: 'category',
        label: 'Stock prices',
        collapsible: true,
        collapsed: false,
        items: [
          { type: 'link', label: 'Quotes', route: '/api/stocks/quotes' },
          { type: 'link', label: 'Candles', route: '/api/stocks/candles' },
        ],
      },
    ]);
    expect(build.stats).toMatchObject({ compiled: 0 });
    await build.ensure('/api/stocks/candles');
    const page = build.page('/api/stocks/candles');
    expect([page?.title, JSON.stringify(page?.content), page?.prev?.route]).toEqual([
      'Candles',
      expect.stringContaining('Candles text.'),
      '/api/stocks/quotes',
    ]);
  });

  it('neither reads nor writes the cache', async () => {
    const options = tree();
    const full = await buildContent(options);
    const cacheDir = options.cacheDir as string;
    const listing = () => fs.readdirSync(cacheDir, { recursive: true }).sort();
    const before = listing();
    fs.appendFileSync(path.join(options.contentDir, 'api/intro.md'), '\nEdited.\n');
    const focused = await buildContent({ ...options, focus: { section: 'api', dir: '' } });
    expect(focused.manifest.routes.map((r) => r.route).sort()).toEqual(['/api/elsewhere/page', '/api/intro']);
    expect(() => focused.page('/api/intro')).toThrow('not compiled yet');
    await focused.ensure('/api/intro');
    expect(JSON.stringify(focused.page('/api/intro')?.content)).toContain('Edited.');
    expect(listing()).toEqual(before);
    expect(full.stats.pages).toBeGreaterThan(focused.stats.pages);
  });
});

describe('the pause option', () => {
  it('holds the reading of the content between batches of files until its promise settles', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 600; i++) files[`api/p${i}.md`] = `# Page ${i}\n`;
    const options = apiOptions(writeTree(files));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let pauses = 0;
    let done = false;
    const build = buildContent({
      ...options,
      lazy: true,
      pause: () => {
        pauses++;
        return held;
      },
    }).then((result) => {
      done = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([pauses, done]).toEqual([1, false]);
    release();
    expect((await build).stats.pages).toBe(600);
    expect(pauses).toBe(2);
  });
});
