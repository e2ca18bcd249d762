import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createStaticServer } from '../src/server/static-server.js';

export interface BuiltFixture {
  /** The copy of the fixture that was built. */
  dir: string;
  /** The served site's address, `basePath` included (ends with `/`). */
  baseUrl: string;
  /** Stops the server and deletes the copy. */
  close(): Promise<void>;
}

/**
 * A fixture site (`test/fixtures/<name>`) copied to a temporary folder, built with `mdd build` as a
 * user builds it, and served from its `build/` as a static host serves it, under `basePath`.
 */
export async function builtFixture(name: string, basePath: string): Promise<BuiltFixture> {
  const sitesDir = path.join(import.meta.dirname, '../test/.sites');
  fs.mkdirSync(sitesDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(sitesDir, `${name}-`));
  fs.cpSync(path.join(import.meta.dirname, '../test/fixtures', name), dir, { recursive: true });
  execFileSync(process.execPath, [path.join(import.meta.dirname, '../bin/mdd.js'), 'build', dir, '--quiet'], {
    stdio: 'inherit',
  });
  const server = createStaticServer({ root: path.join(dir, 'build'), basePath });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    dir,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}${basePath}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh page at `url` in a new context, hydrated (`<html data-ready>`), with the console errors it logs. */
export async function openHydrated(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page.waitForSelector('html[data-ready]');
  return { page, errors };
}
