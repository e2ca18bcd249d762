import { describe } from 'vitest';
import { compileFixture, fixturePairs, json, warningsOf } from '../helpers/fixtures.js';
import { prettyHtml } from '../helpers/html.js';

describe('remark-images', () => {
  fixturePairs('remark-images', async (name) => {
    const page = await compileFixture('remark-images', name);
    const images = page.images.map((image) => ({
      source: image.source.slice(image.source.indexOf('/test/fixtures/') + 1),
      output: image.output,
    }));
    return {
      'snap.html': prettyHtml(page.content ?? { type: 'root', children: [] }),
      'snap.json': json({ images, warnings: warningsOf(page) }),
    };
  });
});
