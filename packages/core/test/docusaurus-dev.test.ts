import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../src/config/site.js';
import { startDevServer } from '../src/server/dev-server.js';
import { copyDocusaurusFixture } from './helpers/docusaurus-fixture.js';
import { removeSite } from './helpers/temp-site.js';
import { until } from './helpers/until.js';

let dir: string;
let server: ViteDevServer;
let origin: string;
const warnings: string[] = [];
const updates: unknown[] = [];

const get = async (rel: string) => {
  const response = await fetch(`${origin}/fixture/${rel}`, { headers: { Accept: 'application/json,*/*' } });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};
const data = async (route: string) => {
  const answer = await get(`${route}/index.json`);
  expect(answer.status, route).toBe(200);
  return JSON.parse(answer.text) as { title: string; cards?: Array<{ title: string }>; module?: string };
};

beforeAll(async () => {
  dir = copyDocusaurusFixture();
  server = await startDevServer({ site: await loadSite({ root: dir }), port: 0 });
  server.config.logger.warn = (message) => void warnings.push(message);
  const send = server.ws.send.bind(server.ws);
  server.ws.send = ((payload: { type: string; event?: string; data?: unknown }) => {
    if (payload.type === 'custom' && payload.event === 'mdd:content-update') updates.push(payload.data);
    return send(payload as never);
  }) as typeof server.ws.send;
  origin = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo | undefined)?.port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  removeSite(dir);
});

describe('mdd dev of the fixture Docusaurus site', () => {
  it('serves the blog as the build does: posts, list pages, archive, tags, authors, feeds', async () => {
    expect((await data('blog')).cards?.map((c) => c.title)).toEqual([
      'Shipped with a component',
      'Release notes',
    ]);
    expect((await data('blog/page/2')).cards?.map((c) => c.title)).toEqual(['Welcome to the fixture blog']);
    expect((await data('blog/2026/01/10/welcome')).title).toBe('Welcome to the fixture blog');
    expect((await data('blog/archive')).cards).toHaveLength(3);
    expect((await data('blog/tags/release')).title).toBe('2 posts tagged with "release"');
    expect((await data('blog/authors/mira')).title).toBe('Mira Quill');
    expect((await data('blog/authors/mira/page/2')).cards?.map((c) => c.title)).toEqual([
      'Welcome to the fixture blog',
    ]);
    const twin = await get('blog/2026/02/15/notes.md');
    expect(twin.text).toContain('Release 2.4 reads its settings from one file.');
    const rss = await get('blog/rss.xml');
    expect(rss.type).toBe('application/xml');
    expect(rss.text).toContain('<title><![CDATA[Shipped with a component]]></title>');
    expect((await get('blog/2026/02/01/unfinished/index.json')).status).toBe(404);
    expect(warnings.join('\n')).not.toContain('mdd dev does not serve');
  });

  it('bundles the code of a post with its own imports, and shows a saved post at once', async () => {
    expect((await data('blog/2026/03/02/shipped')).module).toBeTruthy();
    const registry = await server.transformRequest('virtual:mdd/code-pages');
    expect(registry?.code).toContain('/blog/2026/03/02/shipped');
    const post = path.join(dir, 'blog/2026-02-15-notes.md');
    fs.writeFileSync(
      post,
      fs.readFileSync(post, 'utf8').replace('title: Release notes', 'title: Release notes, edited'),
    );
    await until(async () => (await data('blog/2026/02/15/notes')).title === 'Release notes, edited', 600);
    expect(updates.length).toBeGreaterThan(0);
  });
});
