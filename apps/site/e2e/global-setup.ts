import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { contentDir } from '@market-data-docs/content';
import { createStaticServer, loadSite } from '@market-data-docs/core';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumPath, launchArgs } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
    outDir: string;
  }
}

/**
 * Builds the production site once (`mdd build`, the command `pnpm build` runs, in its own process),
 * with one test-only section (`/test-pages/...`, left out of the sitemap and search) copied next to
 * the real content, serves it on a free loopback port and starts Chromium for the test files to
 * connect to.
 */
export default async function setup(project: TestProject) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-e2e-'));
  const content = path.join(work, 'content');
  fs.cpSync(contentDir, content, { recursive: true, filter: (src) => !src.includes('node_modules') });
  fs.cpSync(path.join(import.meta.dirname, 'fixtures'), content, { recursive: true });
  const outDir = path.join(work, 'build');
  const appDir = path.join(import.meta.dirname, '..');
  const { config } = await loadSite({ root: appDir });
  execFileSync(
    path.join(appDir, 'node_modules/.bin/mdd'),
    ['build', '--content', content, '--out', outDir, '--hidden', 'test-pages:Test pages', '--quiet'],
    { cwd: appDir, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
  );
  const server = createStaticServer({ root: outDir, basePath: config.basePath });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launchServer({
    executablePath: chromiumPath,
    args: launchArgs,
    headless: true,
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}${config.basePath}`);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('outDir', outDir);
  return async () => {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(work, { recursive: true, force: true });
  };
}
