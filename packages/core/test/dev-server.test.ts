import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createLocalSearchClient } from '@market-data-docs/search/local';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../src/config/site.js';
import { startDevServer } from '../src/server/dev-server.js';
import { connectHot } from './helpers/hot-client.js';
import { configSource, page, removeSite, writeSite } from './helpers/temp-site.js';
import { until } from './helpers/until.js';

let dir: string;
let server: ViteDevServer;
let origin: string;
const events: Array<{ event: string; data: unknown }> = [];
const warnings: string[] = [];
const errors: string[] = [];

const file = () => path.join(dir, 'content/guide/greeting.mdx');
const get = async (route: string) => {
  const response = await fetch(`${origin}/docs/${route}`, { headers: { Accept: 'text/html,*/*' } });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};
const pageText = async () =>
  JSON.stringify(JSON.parse((await get('guide/greeting/index.json')).text).content);

// A package installed above the site, as in a monorepo's root node_modules.
const fontsPackage = path.join(import.meta.dirname, '.sites/node_modules/mdd-test-fonts');

beforeAll(async () => {
  fs.mkdirSync(fontsPackage, { recursive: true });
  fs.writeFileSync(path.join(fontsPackage, 'package.json'), '{ "name": "mdd-test-fonts" }\n');
  fs.writeFileSync(
    path.join(fontsPackage, 'fonts.css'),
    "@font-face { font-family: Test; src: url('./test.woff2'); }\n",
  );
  fs.writeFileSync(path.join(fontsPackage, 'test.woff2'), 'wOF2 test');
  dir = writeSite({
    'site.config.mjs': configSource({
      css: ['./src/brand.css', 'mdd-test-fonts/fonts.css'],
      favicon: 'img/favicon.svg',
    }),
    'static/img/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'src/brand.css': "@font-face { font-family: Logo; src: url('/fonts/logo.woff2') format('woff2'); }\n",
    'static/fonts/logo.woff2': 'wOF2 logo',
    'content/guide/greeting.mdx': page('Greeting', 'Hello from the first draft.'),
    'content/guide/index.mdx': page('Guide', 'The guide, with a [broken link](./nowhere.md).'),
    'content/guide/_see-also.mdx': 'See the [greeting](./greeting.mdx#top).\n',
    'content/guide/shared.mdx': page('Shared', "import SeeAlso from './_see-also.mdx';\n\n<SeeAlso />"),
    // A partial outside the content folder, imported from the site's folder.
    'src/partials/_notice.mdx': 'Quotes arrive in real time.\n',
    'content/guide/notice.mdx': page(
      'Notice',
      "import Notice from '@site/src/partials/_notice.mdx';\n\nRead this first.\n\n<Notice />",
    ),
  });
  server = await startDevServer({ site: await loadSite({ root: dir }), port: 0 });
  const logger = server.config.logger;
  logger.warn = (message) => void warnings.push(message);
  logger.error = (message) => void errors.push(message);
  const send = server.ws.send.bind(server.ws);
  server.ws.send = ((payload: { type: string; event?: string; data?: unknown }) => {
    if (payload.type === 'custom' && payload.event) events.push({ event: payload.event, data: payload.data });
    return send(payload as never);
  }) as typeof server.ws.send;
  origin = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo | undefined)?.port}`;
});

afterAll(async () => {
  await server?.close();
  removeSite(dir);
  fs.rmSync(fontsPackage, { recursive: true, force: true });
});

describe('dev server', () => {
  it('serves the app for every route, page data and the search index', async () => {
    const shell = await get('guide/greeting');
    expect(shell.status).toBe(200);
    expect(shell.text).toContain('<div id="root">');
    expect(shell.text).toContain('<p class="mdd-dev-wait" role="status">Reading the content…</p>');
    expect(shell.text).toContain('<title>Test Docs</title>');
    // The app's entry, once under the base path (Vite's HTML transform adds it).
    const entry = /<script type="module" src="([^"]*entry-client\.js)"/.exec(shell.text)?.[1] ?? '';
    expect(entry).toMatch(/^\/docs\/@fs\//);
    expect((await fetch(`${origin}${entry}`)).status).toBe(200);
    expect(shell.text).not.toContain('vite.config');
    expect(await pageText()).toContain('Hello from the first draft.');
    const manifest = await get('search-index/manifest.json');
    expect(manifest.type).toBe('application/json');
    expect(JSON.parse(manifest.text).v).toBe(3);
  });

  it('links the favicon under the base path, as the build does (the browser asks for /favicon.ico otherwise)', async () => {
    const shell = await get('guide/greeting');
    expect(shell.text).toContain('<link rel="icon" href="/docs/img/favicon.svg" type="image/svg+xml">');
    expect((await get('img/favicon.svg')).status).toBe(200);
  });

  it("serves the fonts of a package's stylesheet installed above the site (a monorepo's node_modules)", async () => {
    const font = await get(`@fs${path.join(fontsPackage, 'test.woff2')}`);
    expect([font.status, font.text]).toEqual([200, 'wOF2 test']);
  });

  it("serves a font of staticDir that the site's stylesheet names from the root, under the base path", async () => {
    expect((await get('src/brand.css?direct')).text).toContain("url('/docs/fonts/logo.woff2')");
    const font = await get('fonts/logo.woff2');
    expect([font.status, font.text]).toEqual([200, 'wOF2 logo']);
  });

  it('leads the base path without its last slash to the home page, as `mdd start` does', async () => {
    const response = await fetch(`${origin}/docs?q=1`, {
      headers: { Accept: 'text/html' },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/docs/?q=1');
  });

  it('answers 404 with the app (its not-found page) for a route that is no page, as `mdd start` does', async () => {
    await until(async () => (await get('guide/greeting/index.json')).status === 200);
    const missing = await get('nonexistent');
    expect([missing.status, missing.type]).toEqual([404, 'text/html; charset=utf-8']);
    expect(missing.text).toContain('<div id="root">');
    for (const route of ['', 'guide', 'guide/greeting/', 'search'])
      expect([route, (await get(route)).status]).toEqual([route, 200]);
  });

  it("turns a partial's link to a Markdown file into the page's route, as the build does", async () => {
    const partial = await get(`@fs${path.join(dir, 'content/guide/_see-also.mdx')}`);
    expect(partial.status).toBe(200);
    expect(partial.text).toContain('"/docs/guide/greeting#top"');
    expect(partial.text).not.toContain('greeting.mdx');
  });

  it("holds a partial's text in the twin and search of the page that uses it, and follows an edit of the partial", async () => {
    const twin = async () => (await get('guide/shared.md')).text;
    const search = async (query: string) => {
      const client = createLocalSearchClient({ baseUrl: `${origin}/docs/search-index/` });
      return (await client.search(query)).groups.flatMap((g) => g.hits).map((h) => h.url);
    };
    await until(async () => (await twin()).includes('See the [greeting](/docs/guide/greeting#top).'));
    fs.writeFileSync(
      path.join(dir, 'content/guide/_see-also.mdx'),
      'See the [greeting](./greeting.mdx#top) and the zanzibar notes.\n',
    );
    await until(async () => (await twin()).includes('and the zanzibar notes.'));
    await until(async () => (await search('zanzibar')).includes('/guide/shared'));
  });

  it('follows an edit of a partial outside the content folders in the twin and search of the page that uses it', async () => {
    const twin = async () => (await get('guide/notice.md')).text;
    const search = async (query: string) => {
      const client = createLocalSearchClient({ baseUrl: `${origin}/docs/search-index/` });
      return (await client.search(query)).groups.flatMap((g) => g.hits).map((h) => h.url);
    };
    await until(async () => (await twin()).includes('Read this first.\n\nQuotes arrive in real time.'));
    await until(async () => (await search('quotes arrive')).includes('/guide/notice'));
    fs.writeFileSync(path.join(dir, 'src/partials/_notice.mdx'), 'Quotes arrive after the quokka delay.\n');
    await until(async () =>
      (await twin()).includes('Read this first.\n\nQuotes arrive after the quokka delay.'),
    );
    await until(async () => (await search('quokka')).includes('/guide/notice'));
  });

  it('names each warning with its file and line, once', async () => {
    await until(() => warnings.some((w) => w.includes('nowhere')));
    const line = warnings.find((w) => w.includes('nowhere')) as string;
    expect(line).toMatch(/^warning: guide\/index\.mdx:5: /);
    expect(warnings.filter((w) => w === line)).toHaveLength(1);
  });

  it('recompiles a saved page; a broken edit is reported to the page until the file compiles again', async () => {
    fs.writeFileSync(file(), page('Greeting', 'Hello from the second draft.'));
    await until(async () => (await pageText()).includes('second draft'));

    const before = events.length;
    // The watcher drops a second change of a file within 50 ms.
    await new Promise((resolve) => setTimeout(resolve, 200));
    fs.writeFileSync(file(), page('Greeting', '<Tabs>\n\nHello from a broken draft.'));
    await until(() => events.slice(before).some((e) => e.event === 'mdd:content-error'));
    const error = events.slice(before).find((e) => e.event === 'mdd:content-error');
    expect((error?.data as { message: string } | undefined)?.message).toMatch(
      /guide\/greeting\.mdx:5:1: Expected a closing tag for `<Tabs>`/,
    );
    expect(errors.at(-1)).toMatch(/^1 content file failed to compile/);
    expect(await pageText()).toContain('second draft');

    const fixedAt = events.length;
    fs.writeFileSync(file(), page('Greeting', 'Hello from the fixed draft.'));
    await until(() => events.slice(fixedAt).some((e) => e.event === 'mdd:content-update'));
    expect(await pageText()).toContain('fixed draft');
  });

  it('tells a tab that connects while a page is broken (a reload, a new tab) of the error, until it compiles', async () => {
    const before = events.length;
    // The watcher drops a second change of a file within 50 ms.
    await new Promise((resolve) => setTimeout(resolve, 200));
    fs.writeFileSync(file(), page('Greeting', '<Tabs>\n\nHello from a broken draft.'));
    await until(() => events.slice(before).some((e) => e.event === 'mdd:content-error'));

    // The server takes a tab's messages in order and answers each at once: what it answers to one
    // asked for after the status comes after any answer to the status.
    const echo = 'test:echo';
    server.ws.on(echo, (_data, client) => client.send(echo, {}));
    const ask = async () => {
      const tab = await connectHot(`${origin}/docs/`);
      await until(() => tab.messages.some((m) => m.type === 'connected'));
      tab.send('mdd:content-status');
      tab.send(echo);
      await until(() => tab.messages.some((m) => m.event === echo));
      tab.close();
      return tab.messages.filter((m) => m.type === 'custom' && m.event !== echo);
    };
    // A slow machine can see a file's change twice (over 50 ms apart): a second compile of the same
    // text sends the same message again, to every tab.
    const [status, ...again] = await ask();
    expect(status).toEqual({
      type: 'custom',
      event: 'mdd:content-error',
      data: { message: expect.stringMatching(/guide\/greeting\.mdx:5:1: Expected a closing tag/) },
    });
    expect(again.filter((m) => m.event !== 'mdd:content-error')).toEqual([]);

    const fixedAt = events.length;
    fs.writeFileSync(file(), page('Greeting', 'Hello from the fixed draft, again.'));
    await until(() => events.slice(fixedAt).some((e) => e.event === 'mdd:content-update'));
    expect((await ask()).filter((m) => m.event !== 'mdd:content-update')).toEqual([]);
  });

  it('takes in a page added to or removed from src/pages at once', async () => {
    const pages = async () => (await get('@id/__x00__virtual:mdd/pages')).text;
    expect([(await get('contact')).status, await pages()]).toEqual([
      404,
      expect.not.stringContaining('contact'),
    ]);
    const contact = path.join(dir, 'src/pages/contact.tsx');
    fs.mkdirSync(path.dirname(contact), { recursive: true });
    fs.writeFileSync(contact, 'export default function Contact() {\n  return <p>Write to us.</p>;\n}\n');
    await until(async () => (await get('contact')).status === 200);
    expect(await pages()).toContain('"/contact": () => import(');
    fs.rmSync(contact);
    await until(async () => (await get('contact')).status === 404);
    expect(await pages()).not.toContain('contact');
  });

  it('serves the new code of a saved page that has its own JavaScript, and reloads the tab showing it', async () => {
    const year = path.join(dir, 'content/guide/year.mdx');
    /** The code of the page as the app loads it: the URL the code pages' registry imports it from. */
    const code = async () => {
      const registry = (await get('@id/__x00__virtual:mdd/code-pages')).text;
      const url = /"\/guide\/year": \(\) => import\("([^"]+)"\)/.exec(registry)?.[1];
      return url ? (await fetch(`${origin}${url}`)).text() : '';
    };
    fs.writeFileSync(year, page('Year', 'It is {new Date().getFullYear()}, says the first draft.'));
    await until(async () => (await code()).includes('says the first draft'));
    const tab = await connectHot(`${origin}/docs/`);
    await until(() => tab.messages.some((m) => m.type === 'connected'));

    await new Promise((resolve) => setTimeout(resolve, 200));
    fs.writeFileSync(year, page('Year', 'It is {new Date().getFullYear()}, says the second draft.'));
    await until(async () => (await code()).includes('says the second draft'));
    await until(() => tab.messages.some((m) => m.type === 'update' || m.type === 'full-reload'));
    tab.close();
  });

  it('leaves alone what `mdd build` writes meanwhile: the open tabs are not told, nothing is logged', async () => {
    const infos: string[] = [];
    server.config.logger.info = (message) => void infos.push(message);
    const tab = await connectHot(`${origin}/docs/`);
    await until(() => tab.messages.some((m) => m.type === 'connected'));
    const before = events.length;
    for (const out of ['build.tmp', 'build'])
      for (const route of ['', 'guide/', 'guide/greeting/']) {
        fs.mkdirSync(path.join(dir, out, route), { recursive: true });
        fs.writeFileSync(path.join(dir, out, route, 'index.html'), '<!doctype html><p>Built.</p>\n');
      }
    // A save after them: once it is taken in, the watcher has seen the build's files too.
    fs.writeFileSync(file(), page('Greeting', 'Hello while a build runs.'));
    await until(() => events.slice(before).some((e) => e.event === 'mdd:content-update'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    tab.close();
    expect(tab.messages.filter((m) => m.type === 'full-reload')).toEqual([]);
    expect(infos.filter((line) => line.includes('build'))).toEqual([]);
  });
});

describe('dev server of a site whose config is edited', () => {
  let dir: string;
  let server: ViteDevServer;
  let origin: string;
  const errors: string[] = [];
  const get = async (route: string) => {
    const response = await fetch(`${origin}/docs/${route}`, { headers: { Accept: 'text/html,*/*' } });
    return { status: response.status, text: await response.text() };
  };

  beforeAll(async () => {
    dir = writeSite({
      'site.config.ts': configSource(),
      'content/guide/greeting.mdx': page('Greeting', 'Hello.'),
    });
    server = await startDevServer({ site: await loadSite({ root: dir }), port: 0 });
    origin = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo | undefined)?.port}`;
  });

  afterAll(async () => {
    await server?.close();
    removeSite(dir);
  });

  it('restarts with an edited config, and keeps the last good one when it does not load', async () => {
    const infos: string[] = [];
    const listen = () => {
      server.config.logger.info = (message) => void infos.push(message);
      server.config.logger.error = (message) => void errors.push(message);
    };
    listen();
    const config = path.join(dir, 'site.config.ts');
    expect((await get('guide/greeting')).text).toContain('<title>Test Docs</title>');
    fs.writeFileSync(config, configSource({ title: 'Renamed Docs' }));
    // The server closes its connections while it restarts.
    await until(async () =>
      (await get('guide/greeting').catch(() => ({ text: '' }))).text.includes('<title>Renamed Docs</title>'),
    );
    expect(infos).toContain('site.config.ts changed: restarting the dev server.');
    expect(JSON.parse((await get('guide/greeting/index.json')).text).title).toBe('Greeting');

    listen();
    fs.writeFileSync(config, configSource({ title: 'Broken', sections: 'nope' }));
    await until(() => errors.some((e) => e.includes('keeps the last good config')));
    expect(errors.at(-1)).toMatch(/sections[\s\S]*site\.config\.ts changed but does not load/);
    const shell = await get('guide/greeting');
    expect([shell.status, shell.text]).toEqual([200, expect.stringContaining('<title>Renamed Docs</title>')]);
  });
});

describe('dev server of a site whose MDX components show text', () => {
  let dir: string;
  let server: ViteDevServer;
  let origin: string;
  const twin = async () => {
    const response = await fetch(`${origin}/docs/guide/brand.md`).catch(() => undefined);
    return response?.ok ? await response.text() : '';
  };

  beforeAll(async () => {
    dir = writeSite({
      'site.config.mjs': configSource({ mdxComponents: './src/mdx-components.tsx' }),
      'src/mdx-components.tsx': "export { ProductName } from './product';\n",
      'src/product.tsx': "export const ProductName = () => 'Market Data';\n",
      'content/guide/brand.mdx': page('Brand', '<ProductName /> serves quotes.'),
    });
    server = await startDevServer({ site: await loadSite({ root: dir }), port: 0 });
    origin = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo | undefined)?.port}`;
  });

  afterAll(async () => {
    await server?.close();
    removeSite(dir);
  });

  it("follows an edit of a component's text in the twin (the site loads again)", async () => {
    const infos: string[] = [];
    server.config.logger.info = (message) => void infos.push(message);
    await until(async () => (await twin()).includes('Market Data serves quotes.'));
    // Right after the start the watcher may not see the folder yet: the edit is saved again until it is seen.
    let tries = 0;
    await until(async () => {
      if (tries++ % 20 === 0)
        fs.writeFileSync(
          path.join(dir, 'src/product.tsx'),
          `export const ProductName = () => 'Market Data Inc.'; // ${tries}\n`,
        );
      return (await twin()).includes('Market Data Inc. serves quotes.');
    });
    expect(infos).toContain('The text of src/mdx-components.tsx changed: restarting the dev server.');
  });
});
