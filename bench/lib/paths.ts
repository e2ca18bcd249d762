import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bench folder, the repository root and the git-ignored work folder. */
export const benchDir = fileURLToPath(new URL('..', import.meta.url));
export const repoDir = path.dirname(benchDir);
export const workDir = path.join(benchDir, '.work');
export const siteDir = path.join(repoDir, 'apps/site');
export const contentPackageDir = path.join(repoDir, 'packages/content');
export const basePath = '/docs-staging/';
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
