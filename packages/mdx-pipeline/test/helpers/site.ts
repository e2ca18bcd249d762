import path from 'node:path';
import type { PipelineOptions } from '../../src/options.js';
import { fixturesDir } from './fixtures.js';

/** The fixture content tree that exercises every rule of the pipeline. */
export const siteDir = path.join(fixturesDir, 'site');

/** Options for building {@link siteDir}: in process, no cache, no git. */
export const siteOptions: PipelineOptions = {
  contentDir: siteDir,
  sections: [
    { id: 'api', label: 'API' },
    { id: 'sdk', label: 'SDKs' },
  ],
  basePath: '/docs-staging/',
  editUrl: 'https://github.com/org/docs/edit/main/content/',
  workers: 0,
  cacheDir: false,
  lastUpdated: false,
};
