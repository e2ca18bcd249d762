import { describe } from 'vitest';
import { compileFixture, fixturePairs, json, warningsOf } from '../helpers/fixtures.js';
import { prettyHtml } from '../helpers/html.js';

// HTML comments are dropped from `.md` and `.mdx` pages alike (Docusaurus accepts them in both);
// code keeps them.
describe('remark-comments', () => {
  fixturePairs(
    'remark-comments',
    async (name) => {
      const page = await compileFixture('remark-comments', name);
      return {
        'snap.html': prettyHtml(page.content ?? { type: 'root', children: [] }),
        'snap.json': json({ warnings: warningsOf(page), toc: page.toc }),
        'snap.md': page.markdown,
      };
    },
    /\.mdx?$/,
  );
});
