// Builds one content tree with apps/site's buildSite, for `pnpm bench`. Run with the tsx loader:
//   node --import tsx bench/build-ours.ts [--site APP_DIR] --content DIR [--static DIR] --out DIR
// APP_DIR is apps/site or the bench's snapshot of it (bench/.work/site). Prints
// `BENCH_RESULT {"pages":…,"seconds":…,"warnings":…}` on success.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { resolveSiteConfig } from '../apps/site/src/config/schema.ts';
import type { buildSite } from '../apps/site/src/server/build-site.ts';

const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    content: { type: 'string' },
    static: { type: 'string' },
    out: { type: 'string' },
  },
});
if (!values.content || !values.out) {
  console.error('usage: build-ours.ts [--site APP_DIR] --content DIR [--static DIR] --out DIR');
  process.exit(2);
}
const site = path.resolve(values.site ?? fileURLToPath(new URL('../apps/site', import.meta.url)));
const load = (file: string) => import(pathToFileURL(path.join(site, file)).href);
const { default: siteConfig } = await load('site.config.ts');
const schema: { resolveSiteConfig: typeof resolveSiteConfig } = await load('src/config/schema.ts');
const builder: { buildSite: typeof buildSite } = await load('src/server/build-site.ts');

const contentDir = path.resolve(values.content);
const result = await builder.buildSite({
  config: schema.resolveSiteConfig(siteConfig),
  outDir: path.resolve(values.out),
  contentDir,
  staticDir: path.resolve(values.static ?? path.join(contentDir, 'static')),
  quiet: true,
});
console.log(
  `BENCH_RESULT ${JSON.stringify({ pages: result.pages, seconds: result.seconds, warnings: result.content.warnings.length })}`,
);
