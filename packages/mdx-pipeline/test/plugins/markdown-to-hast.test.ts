import { describe } from 'vitest';
import { markdownToHast } from '../../src/markdown-to-hast.js';
import { fixturePairs, json } from '../helpers/fixtures.js';
import { prettyHtml } from '../helpers/html.js';

describe('markdownToHast', () => {
  fixturePairs(
    'markdown-to-hast',
    (_name, source) => {
      const block = markdownToHast(source, { basePath: '/docs-staging/' });
      const inline = markdownToHast(source, { basePath: '/docs-staging/', inline: true });
      return { 'snap.html': prettyHtml(block), 'snap.json': json({ block, inline }) };
    },
    /(?<!\.snap)\.md$/,
  );
});
