import { describe } from 'vitest';
import { compileFixture, fixturePairs, json, warningsOf } from '../helpers/fixtures.js';
import { prettyHtml } from '../helpers/html.js';

describe('remark-admonitions', () => {
  fixturePairs('remark-admonitions', async (name) => {
    const page = await compileFixture('remark-admonitions', name);
    return {
      'snap.html': prettyHtml(page.content ?? { type: 'root', children: [] }),
      'snap.json': json(warningsOf(page)),
    };
  });
});
