import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContentBuildError } from '@market-data-docs/mdx-pipeline';
import { buildSite } from '../src/server/build-site.js';
import { loadSiteConfig } from '../src/server/load-config.js';

const outDir = path.join(fileURLToPath(new URL('..', import.meta.url)), 'build');
try {
  const { pages, seconds } = await buildSite({ config: await loadSiteConfig(), outDir });
  console.log(
    `Built ${pages} pages into ${path.relative(process.cwd(), outDir) || '.'} in ${seconds.toFixed(2)} s`,
  );
} catch (error) {
  console.error(error instanceof ContentBuildError ? error.message : error);
  console.error('\nThe build failed; the previous output (if any) is unchanged.');
  process.exit(1);
}
