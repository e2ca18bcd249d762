import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '../src/server/build-site.js';
import { loadSiteConfig } from '../src/server/load-config.js';
import { createStaticServer } from '../src/server/static-server.js';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(appDir, 'build');
const config = await loadSiteConfig();
if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.log('No build found: building the site first.');
  await buildSite({ config, outDir });
}
const port = Number(process.env.PORT ?? 3000);
const server = createStaticServer({ root: outDir, basePath: config.basePath });
server.listen(port, '127.0.0.1', () => {
  console.log(`Market Data Docs is served at http://127.0.0.1:${port}${config.basePath}`);
});
