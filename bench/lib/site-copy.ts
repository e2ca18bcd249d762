import fs from 'node:fs';
import path from 'node:path';
import { siteDir, workDir } from './paths.js';
import { discard } from './trash.js';

/**
 * A snapshot of apps/site for the bench: its sources copied, its node_modules linked entry by entry.
 * buildSite keeps its cache in `<app>/node_modules/.cache/mdd`, so the copy has a cache of its
 * own: the bench's cold builds never delete the cache of a `pnpm build`, `pnpm start` or test run
 * going on in apps/site, and those never rebuild the app shell under a timed build. The sources are
 * frozen for the whole run, so every run of every tree builds the same code.
 */
export const siteCopyDir = path.join(workDir, 'site');
export const siteCopyCache = path.join(siteCopyDir, 'node_modules/.cache/mdd');

const skipped = new Set([
  'node_modules',
  'build',
  'build.tmp',
  'build.old',
  'test',
  'e2e',
  'test-results',
  '.turbo',
]);
const unlinked = new Set(['.cache', '.vite', '.vite-temp']);

export function snapshotSite(): void {
  discard(siteCopyDir);
  fs.mkdirSync(path.join(siteCopyDir, 'node_modules'), { recursive: true });
  for (const entry of fs.readdirSync(siteDir)) {
    if (skipped.has(entry)) continue;
    fs.cpSync(path.join(siteDir, entry), path.join(siteCopyDir, entry), { recursive: true });
  }
  for (const entry of fs.readdirSync(path.join(siteDir, 'node_modules'))) {
    if (unlinked.has(entry)) continue;
    fs.symlinkSync(path.join(siteDir, 'node_modules', entry), path.join(siteCopyDir, 'node_modules', entry));
  }
  // The app's tsconfig extends the repository's base config by a relative path.
  const tsconfig = path.join(siteCopyDir, 'tsconfig.json');
  if (fs.existsSync(tsconfig)) {
    const text = fs.readFileSync(tsconfig, 'utf8');
    fs.writeFileSync(
      tsconfig,
      text.replace(
        /"extends":\s*"([^"]+)"/,
        (_, rel: string) => `"extends": ${JSON.stringify(path.resolve(siteDir, rel))}`,
      ),
    );
  }
  if (!fs.existsSync(path.join(siteCopyDir, 'node_modules/@market-data-docs/core/dist/node/cli.js'))) {
    throw new Error('@market-data-docs/core is not built: run `pnpm build` before the bench');
  }
}
