import { describe } from 'vitest';
import { preprocessSource } from '../../src/plugins/preprocess.js';
import { fixturePairs } from '../helpers/fixtures.js';

describe('preprocess', () => {
  fixturePairs('preprocess', (_name, source) => ({ 'snap.md': preprocessSource(source) }));
});
