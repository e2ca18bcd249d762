import { describe } from 'vitest';
import { compileFixture, fixturePairs, json } from '../helpers/fixtures.js';

describe('search-records', () => {
  fixturePairs('search-records', async (name) => ({
    'snap.json': json((await compileFixture('search-records', name)).records),
  }));
});
