import { describe } from 'vitest';
import { compileFixture, fixturePairs, json } from '../helpers/fixtures.js';

describe('remark-toc', () => {
  fixturePairs('remark-toc', async (name) => {
    const page = await compileFixture('remark-toc', name);
    return { 'snap.json': json(page.toc) };
  });
});
