import { describe } from 'vitest';
import { compileFixture, compilerOptions, fixturePairs, json, warningsOf } from '../helpers/fixtures.js';
import { prettyHtml } from '../helpers/html.js';

// The site's `mdxComponents`: `ProductName` shows "Market Data" without props, the others depend on theirs.
const site = {
  ...compilerOptions().site,
  components: ['ProductName', 'Highlight', 'Callout', 'PriceTag'],
  componentText: { ProductName: 'Market Data', PriceTag: '$ ' },
};

describe('site components in the text', () => {
  fixturePairs('site-components', async (name) => {
    const page = await compileFixture('site-components', name, { site });
    return {
      'snap.md': page.markdown,
      'snap.html': prettyHtml(page.content),
      'snap.json': json({
        excerpt: page.excerpt,
        records: page.records.map(({ url, content }) => ({ url, content })),
        warnings: warningsOf(page),
      }),
    };
  });
});
