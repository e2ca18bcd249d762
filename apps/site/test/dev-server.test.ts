import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../src/server/dev-server.js';
import { loadSiteConfig } from '../src/server/load-config.js';

const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-dev-'));
const page = path.join(contentDir, 'api/greeting.mdx');
let server: ViteDevServer;
let origin: string;

const get = async (route: string) => {
  const response = await fetch(`${origin}/docs-staging/${route}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};
const pageText = async () => JSON.stringify(JSON.parse((await get('api/greeting/index.json')).text).content);

async function until(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 200; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

beforeAll(async () => {
  fs.mkdirSync(path.join(contentDir, 'api'));
  fs.writeFileSync(page, '---\ntitle: Greeting\n---\n\nHello from the first draft.\n');
  fs.writeFileSync(path.join(contentDir, 'api/index.mdx'), '---\ntitle: API\n---\n\nThe API section.\n');
  server = await startDevServer({ config: await loadSiteConfig(), contentDir, port: 0 });
  const address = server.httpServer?.address() as AddressInfo | null | undefined;
  origin = `http://127.0.0.1:${address?.port}`;
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

describe('dev server', () => {
  it('serves the app shell, page data and the search index of the content tree it was given', async () => {
    const shell = await get('api/greeting');
    expect(shell.status).toBe(200);
    expect(shell.text).toContain('<div id="root">');
    expect(await pageText()).toContain('Hello from the first draft.');
    const manifest = await get('search-index/manifest.json');
    expect(manifest.type).toBe('application/json');
    expect(JSON.parse(manifest.text).v).toBe(1);
  });

  it('recompiles a saved page and keeps the last good content when an edit does not compile', async () => {
    fs.writeFileSync(page, '---\ntitle: Greeting\n---\n\nHello from the second draft.\n');
    await until(async () => (await pageText()).includes('second draft'));
    const searchAfterEdit = await get('search-index/manifest.json');
    expect(searchAfterEdit.status).toBe(200);

    const errors: string[] = [];
    server.config.logger.error = (message) => errors.push(message);
    fs.writeFileSync(page, '---\ntitle: Greeting\n---\n\n<Tabs>\n\nHello from a broken draft.\n');
    await until(async () => errors.length > 0);
    expect(errors[0]).toMatch(
      /^1 content file failed to compile:\n\napi\/greeting\.mdx:5:1: Expected a closing tag for `<Tabs>`/,
    );
    expect(await pageText()).toContain('second draft');
  });
});
