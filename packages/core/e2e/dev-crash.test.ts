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
const errors: string[] = [];

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
    'content/guide/when.mdx': page('When', 'Updated on {new Date(NaN).toISOString()}.'),
  });
  server = await startDevServer({ site: await loadSite({ root: dir }), port: 0 });
  server.config.logger.error = (message) => void errors.push(message);
});

/** A new tab on `route` of the dev server, once the app has started. */
async function open(route: string) {
  const port = (server.httpServer?.address() as AddressInfo | undefined)?.port;
  browser ??= await chromium.connect(inject('wsEndpoint'));
  const tab = await (await browser.newContext()).newPage();
  await tab.goto(`http://127.0.0.1:${port}/docs${route}`);
  await tab.waitForSelector('html[data-ready]');
  return tab;
}

afterAll(async () => {
  await browser?.close();
  await server?.close();
  removeSite(dir);
});

describe('mdd dev in Chromium', () => {
  it('logs a page that crashes in the browser as the build does: its file, and the line that threw', async () => {
    const tab = await open('/guide/when');
    await expect(tab.getByRole('heading', { name: 'This page crashed.' }).isVisible()).resolves.toBe(true);
    await expect.poll(() => errors.find((e) => e.includes('/guide/when'))).toBeDefined();
    const [head, ...frame] = (errors.find((e) => e.includes('/guide/when')) as string).split('\n');
    expect(head).toBe(
      'guide/when.mdx:5:13: /guide/when failed to render: RangeError: Invalid time value (render)',
    );
    expect(frame.find((line) => line.startsWith('>'))).toBe(
      '> 5 | Updated on {new Date(NaN).toISOString()}.',
    );
  });

  it('shows a page again once the edit that made it crash is fixed, without a reload', async () => {
    const tab = await open('/guide/price');
    await expect(tab.getByRole('heading', { name: 'This page crashed.' }).isVisible()).resolves.toBe(true);
    await expect
      .poll(() => errors.find((e) => e.includes('/guide/price')))
      .toBe('guide/price.mdx: /guide/price failed to render: Error: A price cannot be negative (render)');
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
