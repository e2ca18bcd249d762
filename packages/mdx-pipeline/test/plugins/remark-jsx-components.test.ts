import { describe } from 'vitest';
import { compileFixture, fixturePairs, json, warningsOf } from '../helpers/fixtures.js';
import { prettyHtml } from '../helpers/html.js';

describe('remark-jsx-components', () => {
  fixturePairs('remark-jsx-components', async (name) => {
    const page = await compileFixture('remark-jsx-components', name);
    const content = page.content ?? { type: 'root', children: [] };
    return {
      'snap.html': prettyHtml(content),
      'snap.json': json({
        module: page.module !== undefined,
        usesDocCardList: page.usesDocCardList,
        warnings: warningsOf(page),
        content,
      }),
    };
  });
});
