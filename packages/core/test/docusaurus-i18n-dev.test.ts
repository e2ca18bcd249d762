import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../src/config/site.js';
import { startDevServer } from '../src/server/dev-server.js';
import { removeSite } from './helpers/temp-site.js';

const fixture = path.join(import.meta.dirname, 'fixtures/i18n-site');
const sitesDir = path.join(import.meta.dirname, '.sites');
const dir = (() => {
  fs.mkdirSync(sitesDir, { recursive: true });
  const copy = fs.mkdtempSync(path.join(sitesDir, 'i18n-dev-'));
  fs.cpSync(fixture, copy, { recursive: true });
  return copy;
})();
const servers: ViteDevServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  removeSite(dir);
});

/** A dev server of the English and French fixture site, for `locale` (as `mdd dev --locale`), and a GET of it. */
async function serve(locale?: string) {
  const server = await startDevServer({ site: await loadSite({ root: dir, locale }), port: 0 });
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo | undefined)?.port}`;
  return async (rel: string) => {
    // As a browser asks: a document (which Vite leaves to the app) or the page's data.
    const headers: Record<string, string> = rel.endsWith('.json')
      ? { Accept: 'application/json,*/*' }
      : { Accept: 'text/html', 'Sec-Fetch-Dest': 'document' };
    const response = await fetch(`${origin}${rel}`, { headers });
    return { status: response.status, text: await response.text() };
  };
}

describe('mdd dev of a site with two locales', () => {
  it('serves the default locale at the base URL', async () => {
    const get = await serve();
    const page = await get('/atlas/docs/intro');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="en" dir="ltr"');
    expect(JSON.parse((await get('/atlas/docs/intro/index.json')).text).title).toBe('Introduction');
  }, 60_000);

  it('serves the locale --locale names under its base path, its pages translated or not', async () => {
    const get = await serve('fr');
    const page = await get('/atlas/fr/docs/intro');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="fr-FR" dir="ltr"');
    expect(JSON.parse((await get('/atlas/fr/docs/intro/index.json')).text).title).toBe('Présentation');
    const untranslated = JSON.parse((await get('/atlas/fr/docs/guides/maps/index.json')).text);
    expect(untranslated.title).toBe('Maps');
    expect(JSON.stringify(untranslated)).toContain('This page has no translation.');
  }, 60_000);
});
