import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadSite } from '../src/config/site.js';
import { startDevServer } from '../src/server/dev-server.js';
import { configSource, page, removeSite, writeSite } from '../test/helpers/temp-site.js';

let dir: string;
let server: ViteDevServer;
let browser: Browser | undefined;

beforeAll(async () => {
  dir = writeSite({
    'site.config.mjs': configSource({ mdxComponents: './src/mdx-components.jsx' }),
    'src/mdx-components.jsx': [
      'export function Price({ amount }) {',
      "  if (amount < 0) throw new Error('A price cannot be negative');",
      '  return <strong>{`$${amount}`}</strong>;',
      '}',
      '',
    ].join('\n'),
    'content/guide/price.mdx': page('Price', 'It costs <Price amount={-5} />.'),
  });
  server = await startDevServer({ site: await loadSite({ root: dir }), port: 0 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  removeSite(dir);
});

describe('mdd dev in Chromium', () => {
  it('shows a page again once the edit that made it crash is fixed, without a reload', async () => {
    const port = (server.httpServer?.address() as AddressInfo | undefined)?.port;
    browser ??= await chromium.connect(inject('wsEndpoint'));
    const tab = await (await browser.newContext()).newPage();
    await tab.goto(`http://127.0.0.1:${port}/docs/guide/price`);
    await tab.waitForSelector('html[data-ready]');
    await expect(tab.getByRole('heading', { name: 'This page crashed.' }).isVisible()).resolves.toBe(true);
    await tab.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });

    fs.writeFileSync(
      path.join(dir, 'content/guide/price.mdx'),
      page('Price', 'It costs <Price amount={5} />.'),
    );
    await tab.getByText('It costs').waitFor({ timeout: 10_000 });
    expect(await tab.locator('main strong').textContent()).toBe('$5');
    expect(await tab.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});
