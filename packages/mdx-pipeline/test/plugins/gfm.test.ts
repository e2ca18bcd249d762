import { describe, expect, it } from 'vitest';
import { compilePage } from '../../src/compile-page.js';
import { compileFixture, compilerOptions, fixturePairs } from '../helpers/fixtures.js';
import { prettyHtml } from '../helpers/html.js';

describe('remark-gfm', () => {
  fixturePairs('gfm', async (name) => {
    const page = await compileFixture('gfm', name);
    return {
      'snap.html': prettyHtml(page.content ?? { type: 'root', children: [] }),
      'snap.md': page.markdown,
    };
  });
});

describe('task list items of a page compiled to its own module', () => {
  it('wrap their checkbox and text in a label, as on a page that stays data', async () => {
    const source = [
      'export const year = new Date().getFullYear();',
      '',
      'Year {year}.',
      '',
      '- [x] Token created',
      '- [ ] Plan chosen',
      '',
      '<Tabs>',
      '<TabItem value="a" label="A">',
      '',
      '- [ ] Inside a tab',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
    ].join('\n');
    const page = await compilePage(
      { file: 'api/tasks.mdx', source, route: '/api/tasks', section: 'api' },
      compilerOptions(),
    );
    expect(page.module).toBeDefined();
    // Each label holds its checkbox and the item's text.
    const labels = [
      ...(page.module ?? '').matchAll(
        /_jsxs\(_components\.label, \{\s*children: \[_jsx\(_components\.input, \{[^}]*\}\), " ", "([^"]*)"\]/g,
      ),
    ];
    expect(labels.map((m) => m[1])).toEqual(['Token created', 'Plan chosen', 'Inside a tab']);
  });
});
