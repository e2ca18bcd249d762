import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
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
  write('assets/app-abc123.js', 'console.log(1)');
  write('_headers', headersFile('/docs-staging/', contentSecurityPolicy(scriptHash('boot()'))));
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

  it('redirects the root to the base path', async () => {
    const response = await fetch(`${origin}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/docs-staging/');
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

  it('gzips text when the client accepts it', async () => {
    const response = await fetch(`${origin}/docs-staging/api/stocks/candles/index.json`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.json()).toEqual({ title: 'Candles' });
  });
});
