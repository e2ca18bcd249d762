import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { createServer, type HotPayload, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageData } from '../src/types.js';
import { contentDevPlugin, contentUpdateEvent } from '../src/vite.js';
import { removeTempDirs, tempDir, writeTree } from './helpers/tree.js';

/**
 * A Vite dev server with the content plugin on a free port, keeping the custom events it sends in
 * `events`.
 */
async function serve(
  root: string,
  options: Parameters<typeof contentDevPlugin>[0],
  events: HotPayload[] = [],
) {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    server: { middlewareMode: true, ws: false },
    plugins: [contentDevPlugin(options)],
  });
  const send = server.ws.send.bind(server.ws) as (payload: HotPayload) => void;
  server.ws.send = ((payload: HotPayload) => {
    events.push(payload);
    send(payload);
  }) as typeof server.ws.send;
  const listener = http.createServer(server.middlewares);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return { server, listener, origin: `http://127.0.0.1:${(listener.address() as AddressInfo).port}` };
}

describe('the Vite dev plugin', { timeout: 20_000 }, () => {
  let dir: string;
  let server: ViteDevServer;
  let listener: http.Server;
  let origin: string;
  const events: HotPayload[] = [];
  const eventOf = (payload: HotPayload | undefined) =>
    payload?.type === 'custom' ? payload.event : undefined;
  const builds: Array<{ compiled: number; cached: number }> = [];
  const until = async (condition: () => boolean) => {
    for (let i = 0; i < 300 && !condition(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(condition()).toBe(true);
  };

  beforeAll(async () => {
    dir = writeTree({
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"></svg>\n',
      'api/x.md': '---\ntitle: X\n---\n\nFirst version.\n',
      'api/y.md': '---\ntitle: Y\n---\n\n![Logo](/img/logo.svg)\n',
    });
    ({ server, listener, origin } = await serve(
      dir,
      {
        contentDir: dir,
        sections: [{ id: 'api', label: 'API' }],
        basePath: '/docs-staging/',
        workers: 0,
        cacheDir: path.join(tempDir(), 'cache'),
        lastUpdated: false,
        onBuild: ({ stats }) => builds.push({ compiled: stats.compiled, cached: stats.cached }),
      },
      events,
    ));
  });

  afterAll(async () => {
    await new Promise((resolve) => listener?.close(resolve));
    await server?.close();
    removeTempDirs();
  });

  const page = async (route: string): Promise<PageData> => {
    const response = await fetch(`${origin}/docs-staging${route}/index.json`);
    expect(response.status).toBe(200);
    return (await response.json()) as PageData;
  };
  const text = (value: PageData) => JSON.stringify(value.content);
  /** Rewrites api/x.md; waits first so the watcher (which drops a second change within 50 ms) sees it. */
  const edit = async (source: string) => {
    await new Promise((r) => setTimeout(r, 200));
    fs.writeFileSync(path.join(dir, 'api/x.md'), source);
  };
  it('outlines the content at start, compiles it all behind, and tells the open tab', async () => {
    expect(builds[0]).toEqual({ compiled: 0, cached: 0 });
    await until(() => builds.length === 2);
    expect(builds[1]).toEqual({ compiled: 2, cached: 0 });
    expect(events).toEqual([{ type: 'custom', event: 'mdd:content-update', data: {} }]);
    events.length = 0;
  });

  it('serves page data, sidebars, Markdown twins and images', async () => {
    const x = await page('/api/x');
    expect([x.title, x.route, text(x)]).toEqual(['X', '/api/x', expect.stringContaining('First version.')]);
    const sidebar = await fetch(`${origin}/docs-staging/_sidebars/api.json`);
    expect(await sidebar.json()).toEqual([
      { type: 'link', label: 'X', route: '/api/x' },
      { type: 'link', label: 'Y', route: '/api/y' },
    ]);
    const twin = await fetch(`${origin}/docs-staging/api/x.md`);
    expect([twin.headers.get('content-type'), await twin.text()]).toEqual([
      'text/markdown; charset=utf-8',
      '# X\n\nFirst version.\n',
    ]);
    const src = JSON.stringify((await page('/api/y')).content).match(
      /\/docs-staging\/(assets\/img\/[^"]+)/,
    )?.[1];
    const image = await fetch(`${origin}/docs-staging/${src}`);
    expect([image.headers.get('content-type'), await image.text()]).toEqual([
      'image/svg+xml',
      fs.readFileSync(path.join(dir, 'static/img/logo.svg'), 'utf8'),
    ]);
    expect((await fetch(`${origin}/docs-staging/api/nope/index.json`)).status).toBe(404);
  });

  it('recompiles a changed page and tells the open tab', async () => {
    await edit('---\ntitle: X edited\n---\n\nSecond version.\n');
    await until(() => events.some((e) => e.type === 'custom' && e.event === contentUpdateEvent));
    expect(events[0]).toEqual({ type: 'custom', event: 'mdd:content-update', data: {} });
    expect(events.every((e) => e.type === 'custom')).toBe(true);
    const x = await page('/api/x');
    expect([x.title, text(x)]).toEqual(['X edited', expect.stringContaining('Second version.')]);
  });

  it('keeps the last good data when a page breaks, and reports the error', async () => {
    events.length = 0;
    await edit('---\ntitle: Broken\n---\n\n<Tabs>\n');
    await until(() => events.some((e) => eventOf(e) === 'mdd:content-error'));
    expect(events.filter((e) => eventOf(e) !== 'mdd:content-error')).toEqual([]);
    expect(events[0]).toEqual({
      type: 'custom',
      event: 'mdd:content-error',
      data: {
        message: [
          '1 content file failed to compile:',
          '',
          'api/x.md:5:1: Expected a closing tag for `<Tabs>` (5:1-5:7) (mdast-util-mdx-jsx:end-tag-mismatch)',
          '  3 | ---',
          '  4 | ',
          '> 5 | <Tabs>',
          '    | ^',
          '  6 | ',
        ].join('\n'),
      },
    });
    const x = await page('/api/x');
    expect([x.title, text(x)]).toEqual(['X edited', expect.stringContaining('Second version.')]);

    events.length = 0;
    await edit('---\ntitle: X fixed\n---\n\nThird version.\n');
    await until(() => events.some((e) => eventOf(e) === 'mdd:content-update'));
    expect((await page('/api/x')).title).toBe('X fixed');
  });

  it('says in the terminal when a page that did not compile compiles again', async () => {
    // Same title and first section (its description) each time: the page is compiled alone.
    const x = (body: string) => `---\ntitle: X fixed\n---\n\nThird version.\n\n## Part\n\n${body}\n`;
    events.length = 0;
    await edit(x('Good.'));
    await until(() => events.some((e) => eventOf(e) === 'mdd:content-update'));
    const written = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    events.length = 0;
    await edit(x('<Tabs>'));
    await until(() => events.some((e) => eventOf(e) === 'mdd:content-error'));
    const lines = () => written.mock.calls.map(([text]) => stripVTControlCharacters(String(text)));
    expect(lines().filter((line) => line.includes('compiles again'))).toEqual([]);
    events.length = 0;
    await edit(x('Good again.'));
    await until(() => events.some((e) => eventOf(e) === 'mdd:content-update'));
    expect(lines().filter((line) => line.includes('compiles again'))).toEqual([
      'mdx-pipeline api/x.md compiles again\n',
    ]);
    written.mockRestore();
  });

  it('says so too when the page is fixed by a build of the site (its front matter changed)', async () => {
    events.length = 0;
    const written = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const lines = () => written.mock.calls.map(([text]) => stripVTControlCharacters(String(text)));
    // A new title each time: the site is built again, not the page alone.
    await edit('---\ntitle: X broken\n---\n\n<Tabs>\n');
    await until(() => events.some((e) => eventOf(e) === 'mdd:content-error'));
    expect(lines().filter((line) => line.includes('compiles again'))).toEqual([]);
    events.length = 0;
    await edit('---\ntitle: X mended\n---\n\nThird version.\n');
    await until(() => events.some((e) => eventOf(e) === 'mdd:content-update'));
    expect((await page('/api/x')).title).toBe('X mended');
    expect(lines().filter((line) => line.includes('compiles again'))).toEqual([
      'mdx-pipeline api/x.md compiles again\n',
    ]);
    // A category file too.
    written.mockClear();
    events.length = 0;
    writeTree({ 'api/sub/_category_.json': '{ "position": "first" }', 'api/sub/z.md': '# Z\n' }, dir);
    await until(() => events.some((e) => eventOf(e) === 'mdd:content-error'));
    await new Promise((r) => setTimeout(r, 200));
    events.length = 0;
    fs.writeFileSync(path.join(dir, 'api/sub/_category_.json'), '{ "position": 1 }');
    await until(() => events.some((e) => eventOf(e) === 'mdd:content-update'));
    expect(lines().filter((line) => line.includes('compiles again'))).toEqual([
      'mdx-pipeline api/sub/_category_.json compiles again\n',
    ]);
    events.length = 0;
    fs.rmSync(path.join(dir, 'api/sub'), { recursive: true });
    await until(() => events.some((e) => eventOf(e) === 'mdd:content-update'));
    written.mockRestore();
  });

  it('takes in quick successive saves in order: the last save wins', async () => {
    // Enough code to highlight that a good page takes a while to compile, and a new title each time:
    // a save lands while the site is built again for the one before.
    const code = Array.from({ length: 1500 }, (_, i) => `const value${i} = compute(${i}, 'text');`).join(
      '\n',
    );
    const good = (n: number) => `---\ntitle: X ${n}\n---\n\nVersion ${n}.\n\n\`\`\`ts\n${code}\n\`\`\`\n`;
    const broken = (n: number) => `---\ntitle: X ${n}\n---\n\nVersion ${n}.\n\n<Tabs>\n`;
    const last = () => events.filter((e) => eventOf(e) !== undefined).at(-1);
    /** Waits until no event came for a while. */
    const settle = async () => {
      let seen = -1;
      while (seen !== events.length) {
        seen = events.length;
        await new Promise((r) => setTimeout(r, 700));
      }
    };
    const save = async (texts: string[]) => {
      events.length = 0;
      for (const text of texts) {
        fs.writeFileSync(path.join(dir, 'api/x.md'), text);
        await new Promise((r) => setTimeout(r, 80));
      }
      await settle();
    };
    await until(() => builds.length >= 2);
    for (let round = 0; round < 1; round++) {
      await save([broken(1), good(2), broken(3), good(4), broken(5)]);
      expect(last()).toEqual({
        type: 'custom',
        event: 'mdd:content-error',
        data: { message: expect.stringContaining('api/x.md:7:1') },
      });
      await save([good(6), broken(7), good(8)]);
      expect(eventOf(last())).toBe('mdd:content-update');
      expect((await page('/api/x')).title).toBe('X 8');
    }
  }, 60_000);

  it('takes in a second save within 50 ms of the first, which the watcher does not report', async () => {
    await edit('---\ntitle: X quick\n---\n\nThe first save.\n');
    await new Promise((r) => setTimeout(r, 15));
    fs.writeFileSync(path.join(dir, 'api/x.md'), '---\ntitle: X quick\n---\n\nThe second save.\n');
    let shown = '';
    for (let i = 0; i < 60 && !shown.includes('The second save.'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      shown = text(await page('/api/x'));
    }
    expect(shown).toContain('The second save.');
  });

  it('builds again when a page is fixed after a build failed on it: the error closes and the build lands', async () => {
    const x = (body: string) => `---\ntitle: X 9\ndescription: The X page.\n---\n\n${body}\n`;
    events.length = 0;
    await edit(x('Good.'));
    await until(() => events.some((e) => eventOf(e) === 'mdd:content-update'));
    events.length = 0;
    await edit(x('<Tabs>'));
    await until(() => events.some((e) => eventOf(e) === 'mdd:content-error'));
    // A new page while x.md does not compile: the site is built again, and that build fails on x.md.
    events.length = 0;
    fs.writeFileSync(path.join(dir, 'api/z.md'), '---\ntitle: Z\n---\n\nA new page.\n');
    await until(() => events.some((e) => eventOf(e) === 'mdd:content-error'));
    expect((await fetch(`${origin}/docs-staging/api/z/index.json`)).status).toBe(404);

    // Fixed, x.md shows what it did before it broke but for its text: the site is built again.
    events.length = 0;
    await edit(x('Good again.'));
    await until(() => events.some((e) => eventOf(e) === 'mdd:content-update'));
    await new Promise((r) => setTimeout(r, 300));
    // A build that read x.md before the fix may still report it first; the tab's last word is the update.
    const last = events.findLastIndex((e) => eventOf(e) === 'mdd:content-update');
    expect(events.slice(last + 1).filter((e) => eventOf(e) === 'mdd:content-error')).toEqual([]);
    expect(text(await page('/api/x'))).toContain('Good again.');
    expect((await page('/api/z')).title).toBe('Z');
  });
});

describe('the Vite dev plugin with docs outside the content folder', { timeout: 20_000 }, () => {
  let root: string;
  let server: ViteDevServer;
  let listener: http.Server;
  let origin: string;
  let builds = 0;
  const until = async (condition: () => boolean) => {
    for (let i = 0; i < 300 && !condition(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(condition()).toBe(true);
  };

  beforeAll(async () => {
    root = writeTree({
      'website/README.md': 'Not content.\n',
      'docs/a.md': '---\ntitle: A\n---\n\nFirst.\n',
      'docs/b.md': '---\ntitle: B\n---\n\nSecond.\n',
      'docs/c.mdx': "---\ntitle: C\n---\n\nimport Note from '../shared/_note.mdx';\n\n<Note />\n",
      'shared/_note.mdx': 'The first note.\n',
    });
    ({ server, listener, origin } = await serve(path.join(root, 'website'), {
      contentDir: path.join(root, 'website'),
      sections: [
        {
          id: 'docs',
          label: 'Docs',
          dir: '../docs',
          routeBasePath: '/',
          sidebars: { main: [{ type: 'doc', id: 'b' }] },
        },
      ],
      workers: 0,
      cacheDir: false,
      lastUpdated: false,
      onBuild: () => builds++,
    }));
  });

  afterAll(async () => {
    await new Promise((resolve) => listener?.close(resolve));
    await server?.close();
    removeTempDirs();
  });

  it('serves a hand-written sidebar at its key and rebuilds when a doc outside the content folder changes', async () => {
    await until(() => builds === 2);
    expect(await (await fetch(`${origin}/_sidebars/docs/main.json`)).json()).toEqual([
      { type: 'link', label: 'B', route: '/b' },
    ]);
    await new Promise((r) => setTimeout(r, 200));
    fs.writeFileSync(path.join(root, 'docs/a.md'), '---\ntitle: A edited\n---\n\nFirst.\n');
    await until(() => builds === 3);
    const a = (await (await fetch(`${origin}/a/index.json`)).json()) as PageData;
    expect([a.title, a.sidebar]).toEqual(['A edited', []]);
  });

  it("builds again when a partial outside every content folder changes: the twin holds the partial's new text", async () => {
    const twin = async () => (await fetch(`${origin}/c.md`)).text();
    expect(await twin()).toContain('The first note.');
    const before = builds;
    await new Promise((r) => setTimeout(r, 200));
    fs.writeFileSync(path.join(root, 'shared/_note.mdx'), 'The second note.\n');
    await until(() => builds > before);
    expect(await twin()).toContain('The second note.');
  });
});

describe('the Vite dev plugin while it outlines a large site', { timeout: 20_000 }, () => {
  let server: ViteDevServer;
  let listener: http.Server;
  let origin: string;
  const events: HotPayload[] = [];
  let outlined = 0;
  let dir: string;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });

  beforeAll(async () => {
    const files: Record<string, string> = {
      'api/x.md': '---\ntitle: X\ndescription: The X page.\n---\n\nFirst version.\n',
      'api/y.md': '---\ntitle: Y\n---\n\nWhy.\n',
    };
    for (let i = 0; i < 300; i++) files[`api/more/p${String(i).padStart(3, '0')}.md`] = `# More ${i}\n`;
    dir = writeTree(files);
    ({ server, listener, origin } = await serve(
      dir,
      {
        contentDir: dir,
        sections: [{ id: 'api', label: 'API' }],
        workers: 0,
        cacheDir: false,
        lastUpdated: false,
        // The outline of every page stops at its first batch of files until the test lets it go on.
        pause: () => held,
        onBuild: () => outlined++,
      },
      events,
    ));
  });

  afterAll(async () => {
    release();
    await new Promise((resolve) => listener?.close(resolve));
    await server?.close();
    removeTempDirs();
  });

  const page = async (route: string) =>
    (await (await fetch(`${origin}${route}/index.json`)).json()) as PageData;
  const labels = (value: PageData) =>
    value.sidebar.map((item) => (item.type === 'html' ? item.value : item.label));

  it('answers a page from the outline of its own folder, then tells the open tab when the whole is read', async () => {
    const x = await page('/api/x');
    expect([x.title, JSON.stringify(x.content), labels(x), x.next?.route]).toEqual([
      'X',
      expect.stringContaining('First version.'),
      ['X', 'Y'],
      '/api/y',
    ]);
    const more = await page('/api/more/p001');
    expect([more.title, more.sidebar[0]?.type === 'category' && more.sidebar[0].items.length]).toEqual([
      'More 1',
      300,
    ]);
    expect([outlined, events]).toEqual([0, []]);

    // The folder's files are watched at once: an edit shows before the whole content is read.
    await new Promise((r) => setTimeout(r, 300));
    fs.writeFileSync(
      path.join(dir, 'api/x.md'),
      '---\ntitle: X\ndescription: The X page.\n---\n\nSecond version.\n',
    );
    for (let i = 0; i < 200 && !events.length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(events).toEqual([{ type: 'custom', event: 'mdd:content-update', data: { routes: ['/api/x'] } }]);
    expect([JSON.stringify((await page('/api/x')).content), outlined]).toEqual([
      expect.stringContaining('Second version.'),
      0,
    ]);
    events.length = 0;

    release();
    for (let i = 0; i < 200 && !events.length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(events[0]).toEqual({ type: 'custom', event: 'mdd:content-update', data: {} });
    expect(outlined).toBeGreaterThan(0);
    const whole = await page('/api/x');
    expect([labels(whole), JSON.stringify(whole.content)]).toEqual([
      ['more', 'X', 'Y'],
      expect.stringContaining('Second version.'),
    ]);
  });
});
