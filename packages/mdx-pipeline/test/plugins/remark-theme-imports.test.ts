import { describe } from 'vitest';
import { compileFixture, fixturePairs, json, warningsOf } from '../helpers/fixtures.js';
import { prettyHtml } from '../helpers/html.js';

describe('remark-theme-imports', () => {
  fixturePairs('remark-theme-imports', async (name) => {
    const page = await compileFixture('remark-theme-imports', name);
    return {
      ...(page.module === undefined
        ? { 'snap.html': prettyHtml(page.content) }
        : { 'snap.js.txt': page.module }),
      'snap.json': json({
        title: page.title,
        module: page.module !== undefined,
        usesDocCardList: page.usesDocCardList,
        toc: page.toc,
        records: page.records.length,
        warnings: warningsOf(page),
      }),
    };
  });
});
