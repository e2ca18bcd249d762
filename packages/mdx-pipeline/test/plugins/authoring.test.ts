import { describe } from 'vitest';
import { compileFixture, fixturePairs, json, warningsOf } from '../helpers/fixtures.js';
import { prettyHtml } from '../helpers/html.js';

/**
 * What a docs writer puts in a page, one feature per fixture: the page body (HTML), its Markdown
 * twin and its search records all come out of the same tree, so they carry the same words.
 */
describe('author pages: HTML, Markdown twin and search records', () => {
  fixturePairs('authoring', async (name) => {
    const page = await compileFixture('authoring', name);
    return {
      'snap.html': prettyHtml(page.content),
      'snap.md': page.markdown,
      'snap.json': json({
        toc: page.toc,
        anchors: page.anchors,
        records: page.records.map(({ url, hierarchy, content }) => ({ url, hierarchy, content })),
        warnings: warningsOf(page),
      }),
    };
  });
});
