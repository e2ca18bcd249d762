import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { createStaticServer } from '../src/server/static-server.js';
import { copyDocusaurusFixture } from '../test/helpers/docusaurus-fixture.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Builds a copy of the fixture Docusaurus site with `mdd build` (in its own process, as a user runs
 * it), serves the build on a free loopback port and starts Chromium for the tests to connect to.
 */
export default async function setup(project: TestProject) {
  const dir = copyDocusaurusFixture();
  execFileSync(process.execPath, [path.join(import.meta.dirname, '../bin/mdd.js'), 'build', dir, '--quiet'], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  const server = createStaticServer({ root: path.join(dir, 'build'), basePath: '/fixture/' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launchServer({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    headless: true,
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}/fixture/`);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
