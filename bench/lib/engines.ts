import fs from 'node:fs';
import path from 'node:path';
import { docusaurusDir } from './install.js';
import { benchDir, workDir } from './paths.js';
import { siteCopyCache, siteCopyDir } from './site-copy.js';
import { runTimed, type Timed } from './timed.js';
import { discard } from './trash.js';
import type { Tree } from './trees.js';

export type EngineId = 'ours' | 'docusaurus';

export interface BuildRun extends Timed {
  /** HTML files written (pages, category and tag pages, home, search, 404). */
  htmlFiles: number;
  /** Bytes of those HTML files, and of everything the build wrote. */
  htmlBytes: number;
  outputBytes: number;
  /** The engine's own figure for the build, when it reports one (ours: buildSite's seconds, as printed). */
  internalSeconds?: number;
  warnings?: number;
}

export interface Engine {
  id: EngineId;
  label: string;
  /** Copies what the engine needs next to the tree (Docusaurus: a site folder). */
  prepare(tree: Tree): void;
  /** Removes the output and every cache, so the next build is cold. */
  clean(tree: Tree): void;
  build(tree: Tree, echo: boolean): Promise<BuildRun>;
  /** Folder served under the base path. */
  outDir(tree: Tree): string;
  /** Where the tree's pages are read from (the warm-rebuild edit goes there). */
  contentDir(tree: Tree): string;
}

/** HTML files of a build, their bytes, and the bytes of the whole output. */
export function outputSize(dir: string): { htmlFiles: number; htmlBytes: number; outputBytes: number } {
  let htmlFiles = 0;
  let htmlBytes = 0;
  let outputBytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const size = fs.statSync(path.join(entry.parentPath, entry.name)).size;
    outputBytes += size;
    if (entry.name.endsWith('.html')) {
      htmlFiles++;
      htmlBytes += size;
    }
  }
  return { htmlFiles, htmlBytes, outputBytes };
}

const rm = discard;

/**
 * apps/site's build command (`mdd build`, what `pnpm build` runs) in the bench's snapshot of
 * apps/site (see site-copy.ts; `snapshotSite()` first).
 */
export const ours: Engine = {
  id: 'ours',
  label: 'Market Data Docs',
  prepare() {},
  clean(tree) {
    rm(siteCopyCache);
    rm(this.outDir(tree));
  },
  async build(tree, echo) {
    const out = this.outDir(tree);
    const timed = await runTimed(process.execPath, ourBuildArgs(tree, out), {
      cwd: siteCopyDir,
      env: { NODE_ENV: 'production' },
      echo,
    });
    const seconds = /^Built \d+ pages.* in ([\d.]+) s(?:, \d+ warnings?)?$/m.exec(timed.stdout)?.[1];
    return {
      ...timed,
      ...outputSize(out),
      internalSeconds: seconds ? Number(seconds) : undefined,
      warnings: (timed.output.match(/^warning: /gm) ?? []).length,
    };
  },
  outDir: (tree) => path.join(workDir, 'ours', tree.id),
  contentDir: (tree) => tree.dir,
};

const docusaurusSite = (tree: Tree) => path.join(docusaurusDir, 'sites', tree.id);
const rspackCache = path.join(docusaurusDir, 'node_modules/.cache');

/**
 * Node arguments of one build of a tree by ours, as `pnpm build` runs it
 * (`NODE_ENV=production mdd build`); run them in the snapshot. Images come from `<tree>/static`.
 */
export function ourBuildArgs(tree: Tree, out: string): string[] {
  return [mddBin, 'build', '.', '--content', tree.dir, '--out', out];
}

/** The `mdd` command of @market-data-docs/core, as the snapshot's node_modules link it. */
export const mddBin = 'node_modules/@market-data-docs/core/bin/mdd.js';

/** Docusaurus 3.10 + Faster with bench/docusaurus/'s config, in bench/.work/docusaurus/sites/<tree>. */
export const docusaurus: Engine = {
  id: 'docusaurus',
  label: 'Docusaurus 3.10 + Faster',
  prepare(tree) {
    const site = docusaurusSite(tree);
    rm(site);
    fs.cpSync(path.join(benchDir, 'docusaurus'), site, { recursive: true });
    fs.cpSync(tree.dir, site, { recursive: true });
  },
  clean(tree) {
    const site = docusaurusSite(tree);
    for (const sub of ['build', '.docusaurus', 'node_modules/.cache']) rm(path.join(site, sub));
    // Rspack keeps its persistent cache under the working directory, the Docusaurus install, where
    // `docusaurus clear` does not look: left there, every "cold" build after the first was warm.
    rm(rspackCache);
  },
  async build(tree, echo) {
    const site = docusaurusSite(tree);
    // 10,000 pages need about 15 GB: lift V8's default heap limit for that tree only.
    const env = tree.id === 'gen-10000' ? { NODE_OPTIONS: '--max-old-space-size=20480' } : {};
    const timed = await runTimed(path.join(docusaurusDir, 'node_modules/.bin/docusaurus'), ['build', site], {
      cwd: docusaurusDir,
      env: { ...env, DOCUSAURUS_TELEMETRY: '0' },
      echo,
    });
    const warnings = (timed.output.match(/\[WARNING\]/g) ?? []).length;
    return { ...timed, ...outputSize(this.outDir(tree)), warnings };
  },
  outDir: (tree) => path.join(docusaurusSite(tree), 'build'),
  contentDir: (tree) => docusaurusSite(tree),
};

export const engines: Record<EngineId, Engine> = { ours, docusaurus };
