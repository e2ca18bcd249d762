import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ContentBuildError } from '@market-data-docs/mdx-pipeline';
import { buildSite } from '../src/server/build-site.js';
import { loadSiteConfig } from '../src/server/load-config.js';

const { values } = parseArgs({
  options: {
    /** Content tree to build instead of @market-data-docs/content. */
    content: { type: 'string' },
    /** Output folder (default apps/site/build). */
    out: { type: 'string' },
    /** A section compiled but kept out of the sitemap, llms.txt and search, as `id:Label`. */
    hidden: { type: 'string', multiple: true },
    quiet: { type: 'boolean' },
  },
});

const outDir = path.resolve(values.out ?? path.join(fileURLToPath(new URL('..', import.meta.url)), 'build'));
try {
  const { pages, rendered, seconds } = await buildSite({
    config: await loadSiteConfig(),
    outDir,
    contentDir: values.content && path.resolve(values.content),
    staticDir: values.content && path.resolve(values.content, 'static'),
    hiddenSections: values.hidden?.map((spec) => {
      const [id = spec, label = spec] = spec.split(':');
      return { id, label };
    }),
    quiet: values.quiet,
  });
  const unchanged = pages - rendered;
  const detail = unchanged ? ` (${rendered} rendered, ${unchanged} unchanged)` : '';
  console.log(
    `Built ${pages} pages${detail} into ${path.relative(process.cwd(), outDir) || '.'} in ${seconds.toFixed(2)} s`,
  );
} catch (error) {
  console.error(error instanceof ContentBuildError ? error.message : error);
  console.error('\nThe build failed; the previous output (if any) is unchanged.');
  process.exit(1);
}
