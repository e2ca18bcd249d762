import { describe } from 'vitest';
import { compileFixture, fixturePairs } from '../helpers/fixtures.js';

describe('to-markdown', () => {
  fixturePairs('to-markdown', async (name) => ({
    'snap.md': (await compileFixture('to-markdown', name)).markdown,
  }));
});
