import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { compileFixture, compilerOptions, fixturePairs, json, warningsOf } from '../helpers/fixtures.js';
import { prettyHtml } from '../helpers/html.js';

function hrefs(tree: Root | undefined): string[] {
  const out: string[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'a') out.push(String(child.properties.href));
      walk(child);
    }
  };
  if (tree) walk(tree);
  return out;
}

describe('remark-links', () => {
  fixturePairs('remark-links', async (name) => {
    const page = await compileFixture('remark-links', name);
    return {
      'snap.html': prettyHtml(page.content ?? { type: 'root', children: [] }),
      'snap.json': json({ links: page.links, warnings: warningsOf(page) }),
    };
  });

  it('uses the base path it is given', async () => {
    const site = { ...compilerOptions().site, basePath: '/' };
    const page = await compileFixture('remark-links', 'site-paths.mdx', { site });
    expect(hrefs(page.content)).toEqual([
      '/api/stocks/candles',
      '/api/stocks/candles',
      '/docs-staging/api/intro',
      '/api',
      '/api/guide/setup',
      '/sdk/go',
      '#options',
      '/api/stocks/quotes#response',
      '/',
      '/api/intro',
      '/api/sibling',
    ]);
  });
});
