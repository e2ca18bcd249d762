// One measured build, run by pipeline-bench.ts in its own process: node run-build.mjs DIST CONTENT CACHE [--pages]
// With --pages it also serialises every page's data (what the site does next), timed on its own.
import { pathToFileURL } from 'node:url';

const [dist, contentDir, cacheDir, pages] = process.argv.slice(2);
const { buildContent } = await import(pathToFileURL(`${dist}/index.js`).href);
const build = await buildContent({
  contentDir,
  cacheDir,
  sections: [
    { id: 'api', label: 'API' },
    { id: 'sdk', label: 'SDKs' },
    { id: 'sheets', label: 'Sheets Add-On' },
    { id: 'account', label: 'Accounts & Billing' },
  ],
  basePath: '/docs-staging/',
});
let bytes = 0;
const started = performance.now();
if (pages) for (const { route } of build.manifest.routes) bytes += JSON.stringify(build.page(route)).length;
const pageSeconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ ...build.stats, warnings: build.warnings.length, pageSeconds, bytes }));
