// Builds one content tree with apps/site's buildSite, for `pnpm bench`. Run with tsx from apps/site:
//   node_modules/.bin/tsx ../../bench/build-ours.ts --content DIR --static DIR --out DIR
// Prints `BENCH_RESULT {"pages":…,"seconds":…,"warnings":…}` on success.
import path from 'node:path';
import { parseArgs } from 'node:util';
import siteConfig from '../apps/site/site.config.ts';
import { resolveSiteConfig } from '../apps/site/src/config/schema.ts';
import { buildSite } from '../apps/site/src/server/build-site.ts';

const { values } = parseArgs({
  options: { content: { type: 'string' }, static: { type: 'string' }, out: { type: 'string' } },
});
if (!values.content || !values.out) {
  console.error('usage: build-ours.ts --content DIR [--static DIR] --out DIR');
  process.exit(2);
}
const contentDir = path.resolve(values.content);
const result = await buildSite({
  config: resolveSiteConfig(siteConfig),
  outDir: path.resolve(values.out),
  contentDir,
  staticDir: path.resolve(values.static ?? path.join(contentDir, 'static')),
  quiet: true,
});
console.log(
  `BENCH_RESULT ${JSON.stringify({ pages: result.pages, seconds: result.seconds, warnings: result.content.warnings.length })}`,
);
