import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDevServer } from '../src/server/dev-server.js';
import { loadSiteConfig } from '../src/server/load-config.js';

const { values } = parseArgs({
  options: {
    /** Content tree to serve instead of @market-data-docs/content. */
    content: { type: 'string' },
  },
});

const started = performance.now();
const server = await startDevServer({
  config: await loadSiteConfig(),
  contentDir: values.content && path.resolve(values.content),
  port: Number(process.env.PORT ?? 5173),
});
console.log(`Dev server ready in ${Math.round(performance.now() - started)} ms`);
server.printUrls();
