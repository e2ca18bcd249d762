import { describe } from 'vitest';
import { compileFixture, fixturePairs, json, warningsOf } from '../helpers/fixtures.js';
import { prettyHtml } from '../helpers/html.js';

// Pages parsed as CommonMark (front matter `format: md`, or `detect` on a `.md` file): raw HTML
// becomes HTML, braces and `<` are text, directives and heading ids still work.
describe('commonmark pages', () => {
  fixturePairs(
    'commonmark',
    async (name) => {
      const page = await compileFixture('commonmark', name);
      return {
        'snap.html': prettyHtml(page.content ?? { type: 'root', children: [] }),
        'snap.json': json({ warnings: warningsOf(page), toc: page.toc }),
      };
    },
    /\.mdx?$/,
  );
});
