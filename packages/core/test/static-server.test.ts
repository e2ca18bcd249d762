import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, scriptHash } from '../src/server/headers.js';
import { createStaticServer } from '../src/server/static-server.js';

let root: string;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-serve-'));
  const write = (rel: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), body);
  };
  write('index.html', '<h1>Home</h1>');
  write('api/stocks/candles/index.html', '<h1>Candles</h1>');
  write('api/stocks/candles/index.json', '{"title":"Candles"}');
  write('404.html', '<h1>Page Not Found</h1>');
  write('fr/404.html', '<h1>Page introuvable</h1>');
  write('assets/app-abc123.js', 'console.log(1)');
  write('search-index/manifest.json', '{"v":1}');
  write('search-index/d/0/3.0f9fe5ab.json', '{"p":[],"r":[]}');
  write(
    '_headers',
    headersFile('/docs-staging/', contentSecurityPolicy(scriptHash('boot()')), 'search-index'),
  );
  const server = createStaticServer({ root, basePath: '/docs-staging/' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('static server', () => {
  it('serves a route, with and without trailing slash', async () => {
    for (const route of ['/docs-staging/api/stocks/candles', '/docs-staging/api/stocks/candles/']) {
      const response = await fetch(origin + route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe('<h1>Candles</h1>');
    }
  });

  it('answers unknown paths and traversal attempts with the not-found page and 404', async () => {
    for (const route of [
      '/docs-staging/nope',
      '/docs-staging/../package.json',
      '/docs-staging/%2e%2e/x',
      '/other',
    ]) {
      const response = await fetch(origin + route);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<h1>Page Not Found</h1>');
    }
  });

  it('answers an unknown path below a folder with its own 404.html (a locale’s) with that page', async () => {
    for (const route of ['/docs-staging/fr/nope', '/docs-staging/fr/docs/nope/', '/docs-staging/fr/']) {
      const response = await fetch(origin + route);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<h1>Page introuvable</h1>');
    }
    const outside = await fetch(`${origin}/docs-staging/fr2/nope`);
    expect(await outside.text()).toBe('<h1>Page Not Found</h1>');
  });

  it('redirects the root to the base path, and serves the root itself when that is the base path', async () => {
    const response = await fetch(`${origin}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/docs-staging/');
    const atRoot = createStaticServer({ root, basePath: '/' });
    await new Promise<void>((resolve) => atRoot.listen(0, '127.0.0.1', resolve));
    try {
      const home = await fetch(`http://127.0.0.1:${(atRoot.address() as AddressInfo).port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toBe('<h1>Home</h1>');
    } finally {
      await new Promise((resolve) => atRoot.close(resolve));
    }
  });

  it('applies _headers: CSP with the bootstrap hash, immutable assets', async () => {
    const page = await fetch(`${origin}/docs-staging/`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${scriptHash('boot()')}`);
    expect(csp).toContain("object-src 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const asset = await fetch(`${origin}/docs-staging/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('caches search shards for good, and revalidates the search manifest and a missing shard', async () => {
    const cacheControl = async (route: string) => (await fetch(origin + route)).headers.get('cache-control');
    expect(await cacheControl('/docs-staging/search-index/d/0/3.0f9fe5ab.json')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(await cacheControl('/docs-staging/search-index/manifest.json')).toBe('no-cache');
    expect(await cacheControl('/docs-staging/search-index/d/0/4.0f9fe5ab.json')).toBe('no-cache');
    expect(await cacheControl('/docs-staging/assets/gone-abc123.js')).toBe('no-cache');
  });

  it('gzips text when the client accepts it, and prefers brotli', async () => {
    const gzip = await fetch(`${origin}/docs-staging/api/stocks/candles/index.json`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.json()).toEqual({ title: 'Candles' });
    const raw = await get('/docs-staging/api/stocks/candles/index.json', { 'Accept-Encoding': 'gzip, br' });
    expect(raw.headers['content-encoding']).toBe('br');
    expect(raw.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(raw.body).toString()).toBe('{"title":"Candles"}');
    const none = await get('/docs-staging/api/stocks/candles/index.json', {
      'Accept-Encoding': 'br;q=0, identity',
    });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('answers a reload of an unchanged page or its data with 304, and a changed one in full', async () => {
    for (const rel of ['api/stocks/candles/', 'api/stocks/candles/index.json']) {
      const first = await get(`/docs-staging/${rel}`);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect((await get(`/docs-staging/${rel}`, { 'If-None-Match': etag })).status).toBe(304);
      const since = first.headers['last-modified'] as string;
      expect((await get(`/docs-staging/${rel}`, { 'If-Modified-Since': since })).status).toBe(304);
      expect((await get(`/docs-staging/${rel}`, { 'If-None-Match': 'W/"other"' })).status).toBe(200);
    }
    const file = path.join(root, 'api/stocks/candles/index.json');
    const { etag } = (await get('/docs-staging/api/stocks/candles/index.json')).headers;
    fs.writeFileSync(file, '{"title":"Candles, edited"}');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const changed = await get('/docs-staging/api/stocks/candles/index.json', {
      'If-None-Match': String(etag),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toBe('{"title":"Candles, edited"}');
  });

  it('answers byte ranges with 206, and a range past the end with 416', async () => {
    const part = await get('/docs-staging/assets/app-abc123.js', { Range: 'bytes=0-6' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 0-6/14');
    expect(part.body.toString()).toBe('console');
    const tail = await get('/docs-staging/assets/app-abc123.js', { Range: 'bytes=-3' });
    expect(tail.body.toString()).toBe('(1)');
    const past = await get('/docs-staging/assets/app-abc123.js', { Range: 'bytes=99-' });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */14');
  });

  it('answers the requests sirv answers with the same status and validators', async () => {
    const sirvServer = http.createServer(sirv(root, { etag: true, dev: false }));
    await new Promise<void>((resolve) => sirvServer.listen(0, '127.0.0.1', resolve));
    const sirvOrigin = `http://127.0.0.1:${(sirvServer.address() as AddressInfo).port}`;
    try {
      const cases: Array<[string, Record<string, string>]> = [
        ['assets/app-abc123.js', {}],
        ['assets/app-abc123.js', { Range: 'bytes=2-5' }],
        ['assets/app-abc123.js', { Range: 'bytes=100-200' }],
        ['api/stocks/candles/index.html', {}],
      ];
      for (const [rel, headers] of cases) {
        const ours = await get(`/docs-staging/${rel}`, headers);
        const theirs = await get(`/${rel}`, headers, sirvOrigin);
        expect(ours.status, `${rel} ${JSON.stringify(headers)}`).toBe(theirs.status);
        expect(ours.body.toString()).toBe(theirs.body.toString());
        expect(ours.headers['content-range']).toBe(theirs.headers['content-range']);
        // Each server's own validator makes each server answer 304.
        if (theirs.status === 200) {
          expect(ours.headers['last-modified']).toBe(theirs.headers['last-modified']);
          const again = { 'If-None-Match': String(ours.headers.etag) };
          const theirsAgain = { 'If-None-Match': String(theirs.headers.etag) };
          expect((await get(`/docs-staging/${rel}`, again)).status).toBe(304);
          expect((await get(`/${rel}`, theirsAgain, sirvOrigin)).status).toBe(304);
        }
      }
    } finally {
      await new Promise((resolve) => sirvServer.close(resolve));
    }
  });
});

/** A GET with exact request headers and the raw (still encoded) body. */
function get(
  route: string,
  headers: Record<string, string> = {},
  base = origin,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + route, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}
