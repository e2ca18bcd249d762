import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaticServer } from '../src/server/static-server.js';
import { copyDocusaurusFixture } from '../test/helpers/docusaurus-fixture.js';

// Shapes met in public Docusaurus sites: an ejected DocItem/Footer made of the classic theme's
// parts, and a page whose imports and JSX sit in ```mdx-code-block fences.
let dir: string;
let baseUrl: string;
let server: ReturnType<typeof createStaticServer>;
let browser: Browser;

beforeAll(async () => {
  dir = copyDocusaurusFixture({
    'src/theme/DocItem/Footer/index.tsx': [
      "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
      "import EditMetaRow from '@theme/EditMetaRow';",
      "import TagsListInline from '@theme/TagsListInline';",
      '',
      'export default function DocItemFooter() {',
      '  const { metadata } = useDoc();',
      '  return (',
      '    <footer className="ejected-footer">',
      '      {metadata.tags.length > 0 && <TagsListInline tags={metadata.tags} />}',
      '      <EditMetaRow editUrl={metadata.editUrl} lastUpdatedAt={Date.UTC(2026, 2, 3)} lastUpdatedBy="Grace" />',
      '    </footer>',
      '  );',
      '}',
      '',
    ].join('\n'),
    'docs/fenced.mdx': [
      '---',
      'tags: [fences]',
      '---',
      '',
      '# Fenced',
      '',
      '```mdx-code-block',
      "import Highlight from '@site/src/components/Highlight';",
      '```',
      '',
      '<Highlight>unwrapped from its fence</Highlight>',
      '',
    ].join('\n'),
  });
  execFileSync(process.execPath, [path.join(import.meta.dirname, '../bin/mdd.js'), 'build', dir, '--quiet'], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  server = createStaticServer({ root: path.join(dir, 'build'), basePath: '/fixture/' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fixture/`;
  browser = await chromium.connect(inject('wsEndpoint'));
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a doc page of shapes met in public Docusaurus sites', () => {
  it('shows the component a ```mdx-code-block fence imports, and no code block', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}fenced`);
    await page.waitForSelector('html[data-ready]');
    await expect(page.locator('main mark.fixture-highlight').textContent()).resolves.toBe(
      'unwrapped from its fence',
    );
    await expect(page.locator('main pre').count()).resolves.toBe(0);
    await expect(page.locator('main').textContent()).resolves.not.toContain('mdx-code-block');
    await page.close();
  });

  it('shows the ejected footer’s tags, edit link and last update, its tag link leading to the tag page', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}fenced`);
    await page.waitForSelector('html[data-ready]');
    const footer = page.locator('footer.ejected-footer');
    await expect(footer.getByRole('link', { name: /Edit this page/ }).getAttribute('href')).resolves.toBe(
      'https://github.com/example/fixture/edit/main/docs/fenced.mdx',
    );
    await expect(footer.locator('.mdd-doc-footer__updated').textContent()).resolves.toBe(
      'Last updated on Mar 3, 2026 by Grace',
    );
    await footer.getByRole('link', { name: 'fences' }).click();
    await page.waitForURL(`${baseUrl}tags/fences`);
    await expect(page.locator('main h1').textContent()).resolves.toContain('fences');
    await page.close();
  });
});
