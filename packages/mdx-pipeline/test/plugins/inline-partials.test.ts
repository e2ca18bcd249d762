import { describe } from 'vitest';
import {
  compileFixture,
  compilerOptions,
  fixturePairs,
  fixturesDir,
  json,
  warningsOf,
} from '../helpers/fixtures.js';

describe('inline-partials', () => {
  fixturePairs('inline-partials', async (name) => {
    // `@site/` imports start from the fixtures' folder.
    const page = await compileFixture('inline-partials', name, {
      site: { ...compilerOptions().site, siteDir: fixturesDir },
    });
    return {
      'snap.md': page.markdown,
      'snap.json': json({
        records: page.records.map(({ objectID, url, hierarchy, content }) => ({
          objectID,
          url,
          hierarchy,
          content,
        })),
        anchors: page.anchors,
        toc: page.toc,
        partials: Object.keys(page.partials ?? {}),
        warnings: warningsOf(page),
      }),
    };
  });
});
