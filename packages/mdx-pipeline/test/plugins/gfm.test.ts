import { describe } from 'vitest';
import { compileFixture, fixturePairs } from '../helpers/fixtures.js';
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
