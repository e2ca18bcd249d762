import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../src/build.js';
import { apiOptions, removeTempDirs, tempDir, writeTree } from './helpers/tree.js';

afterAll(removeTempDirs);

const svg = (width: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="10"></svg>\n`;

function tree() {
  const dir = writeTree({
    'static/img/logo.svg': svg(10),
    'api/a.md': '# A\n\n![Logo](/img/logo.svg)\n',
    'api/b.md': '# B\n\n<img src="/img/logo.svg" alt="" />\n',
    'api/c.md': '# C\n\nNo image.\n',
    'api/d/d.md': '# D\n\nSee [A](../a.md).\n\n## Usage\n\nText.\n',
  });
  return {
    dir,
    options: apiOptions(dir, { cacheDir: path.join(tempDir(), 'cache') }),
  };
}

describe('the content-hash cache', () => {
  it('compiles nothing on a second build and gives the same result', async () => {
    const { options } = tree();
    const first = await buildContent(options);
    expect(first.stats).toMatchObject({ pages: 4, compiled: 4, cached: 0 });
    const second = await buildContent(options);
    expect(second.stats).toMatchObject({ pages: 4, compiled: 0, cached: 4 });
    expect(second.manifest).toEqual(first.manifest);
    expect(second.records).toEqual(first.records);
    expect(second.page('/api/d')?.toc).toEqual([{ id: 'usage', text: 'Usage', depth: 2 }]);
    for (const { route } of first.manifest.routes) {
      expect(second.page(route)).toEqual(first.page(route));
      expect(second.markdown(route)).toEqual(first.markdown(route));
    }
  });

  it('does not read again a file whose size and mtime are those of the last build (scan.json)', async () => {
    const { dir, options } = tree();
    const file = path.join(dir, 'api/c.md');
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(file, past, past);
    await buildContent(options);
    // Same size, same mtime, other text: only a read of the file would see it.
    fs.writeFileSync(file, '# C\n\nNo imagE.\n');
    fs.utimesSync(file, past, past);
    const trusted = await buildContent(options);
    expect(trusted.stats).toMatchObject({ compiled: 0, cached: 4 });
    expect(trusted.markdown('/api/c')).toBe('# C\n\nNo image.\n');
    fs.rmSync(path.join(options.cacheDir as string, 'scan.json'));
    const read = await buildContent(options);
    expect(read.stats).toMatchObject({ compiled: 1, cached: 3 });
    expect(read.markdown('/api/c')).toBe('# C\n\nNo imagE.\n');
  });

  it('recompiles only the page that changed', async () => {
    const { dir, options } = tree();
    await buildContent(options);
    fs.writeFileSync(path.join(dir, 'api/c.md'), '# C\n\nEdited.\n');
    const build = await buildContent(options);
    expect(build.stats).toMatchObject({ compiled: 1, cached: 3 });
    expect(build.markdown('/api/c')).toBe('# C\n\nEdited.\n');
  });

  it('gives each page a key that changes with its data and twin, and only then', async () => {
    const { dir, options } = tree();
    const keys = (build: Awaited<ReturnType<typeof buildContent>>) =>
      Object.fromEntries(build.manifest.routes.map((r) => [r.route, build.pageKey(r.route)]));
    const first = keys(await buildContent(options));
    expect(keys(await buildContent(options))).toEqual(first);
    fs.writeFileSync(path.join(dir, 'api/c.md'), '# C\n\nEdited.\n');
    const edited = keys(await buildContent(options));
    expect(Object.keys(first).filter((route) => edited[route] !== first[route])).toEqual(['/api/c']);
    fs.writeFileSync(path.join(dir, 'api/c.md'), '# C renamed\n\nEdited.\n');
    const renamed = keys(await buildContent(options));
    // The new title shows in every sidebar of the section and in its neighbours' prev/next links.
    expect(Object.keys(first).filter((route) => renamed[route] === edited[route])).toEqual([]);
    expect((await buildContent(options)).pageKey('/api/nope')).toBeUndefined();
  });

  it('recompiles the pages that use an image when the image changes', async () => {
    const { dir, options } = tree();
    const before = await buildContent(options);
    fs.writeFileSync(path.join(dir, 'static/img/logo.svg'), svg(20));
    const after = await buildContent(options);
    expect(after.stats).toMatchObject({ compiled: 2, cached: 2 });
    const [old] = before.assets;
    const [asset] = after.assets;
    expect(asset?.output).not.toBe(old?.output);
    expect(JSON.stringify(after.page('/api/a')?.content)).toContain(`/${asset?.output}`);
    expect(JSON.stringify(after.page('/api/a')?.content)).toContain('"width":20');
    expect(JSON.stringify(after.page('/api/b')?.content)).toContain(`/${asset?.output}`);
  });

  it('recompiles only the new page when a page is added, and the pages whose links it fixes', async () => {
    const { dir, options } = tree();
    fs.writeFileSync(path.join(dir, 'api/c.md'), '# C\n\nSee [E](./e.md).\n');
    const first = await buildContent(options);
    expect(first.warnings).toEqual([
      { file: 'api/c.md', line: 3, message: 'broken link: ./e.md (no such page)' },
    ]);
    fs.writeFileSync(path.join(dir, 'api/e.md'), '# E\n');
    const second = await buildContent(options);
    expect(second.stats).toMatchObject({ pages: 5, compiled: 2, cached: 3 });
    expect(second.warnings).toEqual([]);
    fs.writeFileSync(path.join(dir, 'api/f.md'), '# F\n');
    expect((await buildContent(options)).stats).toMatchObject({ pages: 6, compiled: 1, cached: 5 });
  });

  it('recompiles the pages that link to a page whose route changed', async () => {
    const { dir, options } = tree();
    await buildContent(options);
    fs.writeFileSync(path.join(dir, 'api/a.md'), '---\nslug: /alpha\n---\n\n# A\n\n![Logo](/img/logo.svg)\n');
    const build = await buildContent(options);
    expect(build.stats).toMatchObject({ compiled: 2, cached: 2 });
    expect(JSON.stringify(build.page('/api/d')?.content)).toContain('"href":"/api/alpha"');
  });

  it('deletes the bodies no build lists once they are a day old, and keeps the others', async () => {
    const { dir, options } = tree();
    const cacheDir = options.cacheDir as string;
    const bodies = () =>
      fs
        .readdirSync(path.join(cacheDir, 'pages'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.json'))
        .sort();
    await buildContent(options);
    const first = bodies();
    expect(first).toHaveLength(8);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const file of first) fs.utimesSync(path.join(cacheDir, 'pages', file), dayAgo, dayAgo);

    // Within the hour after a prune, the bodies are not listed again.
    fs.writeFileSync(path.join(dir, 'api/c.md'), '# C\n\nEdited once.\n');
    expect((await buildContent(options)).stats).toMatchObject({ compiled: 1, cached: 3 });
    expect(bodies()).toEqual(expect.arrayContaining(first));
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000);
    fs.utimesSync(path.join(cacheDir, 'pruned'), hourAgo, hourAgo);
    fs.writeFileSync(path.join(dir, 'api/c.md'), '# C\n\nEdited once more.\n');
    expect((await buildContent(options)).stats).toMatchObject({ compiled: 1, cached: 3 });
    const second = bodies();
    const gone = first.filter((file) => !second.includes(file));
    expect(gone).toHaveLength(2);
    // The body of the first edit is less than a day old: it stays.
    expect(second).toHaveLength(10);

    fs.writeFileSync(path.join(dir, 'api/c.md'), '# C\n\nEdited twice.\n');
    expect((await buildContent(options)).stats).toMatchObject({ compiled: 1, cached: 3 });
    expect(bodies()).toEqual(expect.arrayContaining(second));
    expect(bodies()).toHaveLength(12);
    expect((await buildContent(options)).stats).toMatchObject({ compiled: 0, cached: 4 });
  });

  it('serves a small build from the bodies it compiled, and a later build from the cache', async () => {
    const { options } = tree();
    const cacheDir = options.cacheDir as string;
    const first = await buildContent(options);
    const bodyFiles = fs
      .readdirSync(path.join(cacheDir, 'pages'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'));
    expect(bodyFiles).toHaveLength(8);
    const index = fs.readdirSync(path.join(cacheDir, 'index'));
    expect(index.length).toBeGreaterThan(0);
    // The index holds what every page's summary needs; a page's own body and table of contents stay in its files.
    for (const name of index)
      expect(fs.readFileSync(path.join(cacheDir, 'index', name), 'utf8')).not.toMatch(/"inline"|"toc"/);
    const cached = await buildContent(options);
    const page = cached.page('/api/c');
    const markdown = cached.markdown('/api/c');
    const records = cached.records;
    for (const file of bodyFiles) fs.writeFileSync(path.join(cacheDir, 'pages', file), 'not JSON');
    expect(first.page('/api/c')).toEqual(page);
    expect(first.markdown('/api/c')).toBe(markdown);
    expect(first.records).toEqual(records);
    expect(() => cached.page('/api/a')).toThrow(SyntaxError);
  });

  it('finds the same broken links and anchors from the cache as when it compiled, from an index without empty fields', async () => {
    const dir = writeTree({
      'api/a.md':
        '# A\n\n## Usage\n\nSee [B](/api/b), [gone](/api/gone), [usage](#usage) and [no such](#nope).\n',
      'api/b.mdx':
        '# B\n\n[A usage](/api/a#usage), [A other](/api/a#other), <a href="/api/none">x</a>, [up](./a.md).\n',
    });
    const cacheDir = path.join(tempDir(), 'cache');
    const options = apiOptions(dir, { cacheDir });
    const messages = (build: Awaited<ReturnType<typeof buildContent>>) =>
      build.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`).sort();
    const first = await buildContent(options);
    expect(messages(first)).toEqual([
      'api/a.md:5: broken anchor: #nope (no #nope on this page)',
      'api/a.md:5: broken link: /api/gone (no page at /api/gone)',
      'api/b.mdx:3: broken anchor: /api/a#other (no #other on /api/a)',
      'api/b.mdx:3: broken link: <a href="/api/none"> (no page at /api/none)',
    ]);
    const second = await buildContent(options);
    expect(second.stats).toMatchObject({ compiled: 0, cached: 2 });
    expect(messages(second)).toEqual(messages(first));
    const index = fs
      .readdirSync(path.join(cacheDir, 'index'))
      .flatMap((name) => JSON.parse(fs.readFileSync(path.join(cacheDir, 'index', name), 'utf8')));
    for (const entry of index) {
      expect(entry).not.toHaveProperty('images');
      expect(entry).not.toHaveProperty('hasModule');
    }
    expect(index.find((entry) => entry.file === 'api/a.md').anchors).toBe('usage');
  });

  it('keeps bodies in memory with cacheDir: false', async () => {
    const { options } = tree();
    const build = await buildContent({ ...options, cacheDir: false });
    expect(build.stats).toMatchObject({ compiled: 4, cached: 0 });
    expect(build.page('/api/c')?.content.children).toHaveLength(1);
    expect((await buildContent({ ...options, cacheDir: false })).stats.cached).toBe(0);
  });
});
