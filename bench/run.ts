// `pnpm bench`: builds the same content trees with apps/site and with Docusaurus 3.10 + Faster,
// measures build time and memory, page weight, Lighthouse and search, and writes bench/RESULTS.md,
// bench/results.json and bench/scaling.svg. See bench/README.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readRecordParts } from '../packages/core/src/server/search-records.ts';
import type { IndexRecord } from '../packages/search/src/contract.ts';
import { measureAuthor } from './lib/author.ts';
import { scalingChart } from './lib/chart.ts';
import { measureDev, measureDevAtScale } from './lib/dev.ts';
import { type Engine, type EngineId, engines } from './lib/engines.ts';
import {
  docusaurusDir,
  ensureDocusaurus,
  ensureSearchReference,
  ensureTools,
  installedVersion,
  searchReferenceDir,
  toolsDir,
} from './lib/install.ts';
import { measureLighthouse } from './lib/lighthouse.ts';
import { type MigrationFigures, measureMigrationSite, migrationSites } from './lib/migration.ts';
import { benchDir, chromiumPath, repoDir, workDir } from './lib/paths.ts';
import { profileOurBuild } from './lib/profile.ts';
import { coldMedians, memory, renderReport, seconds } from './lib/report.ts';
import { type BuildFigures, loadResults, type Results, saveResults } from './lib/results.ts';
import { findIndexDir, measureSearch } from './lib/search.ts';
import { measureSearchQuality } from './lib/search-quality.ts';
import { measureSearchScale } from './lib/search-scale.ts';
import { siteCopyCache, snapshotSite } from './lib/site-copy.ts';
import { speedCheck } from './lib/speed-check.ts';
import { CommandError, type Timed, waitForQuiet } from './lib/timed.ts';
import { discard, emptyTrash } from './lib/trash.ts';
import {
  countSources,
  editPage,
  largestFolder,
  prepareTree,
  type Tree,
  type TreeId,
  trees,
} from './lib/trees.ts';
import { measureWeight } from './lib/weight.ts';

const stages = ['build', 'profile', 'dev', 'author', 'weight', 'lighthouse', 'search', 'migration'] as const;
type Stage = (typeof stages)[number];
/** Stages run without `--only`: the migration stage needs copies of public sites (`--sites`), so it is asked for by name. */
const defaultStages = stages.filter((stage) => stage !== 'migration');

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'gen-100000': { type: 'boolean', default: false },
    trees: { type: 'string' },
    'skip-docusaurus': { type: 'boolean', default: false },
    runs: { type: 'string' },
    'lh-runs': { type: 'string', default: '3' },
    only: { type: 'string' },
    'max-busy': { type: 'string', default: '0.3' },
    'quiet-wait': { type: 'string', default: '180' },
    'gen-100000-tree': { type: 'string' },
    sites: { type: 'string' },
    site: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(`usage: pnpm bench [--quick] [--skip-docusaurus] [--runs N] [--lh-runs N] [--only ${stages.join(',')}]
  --quick            real content and 1,000 pages only (no 10,000-page tree)
  --gen-100000       also the 100,000-page tree, ours only: one cold build and one warm edit, the dev
                     server on it (dev stage) and its local search index (search stage, records
                     compiled by the MDX pipeline: about 30 min the first time)
  --trees LIST       only these trees (real,gen-1000,gen-10000,gen-100000) in the build, profile,
                     dev and search stages; the others keep their earlier figures
  --skip-docusaurus  measure ours only; Docusaurus figures of an earlier run are kept
  --runs N           cold builds per tree (default 3, and 1 for 10,000 pages)
  --lh-runs N        Lighthouse runs per page, median kept (default 3)
  --only LIST        run only these stages; the others keep their earlier figures
  --max-busy F       before each timed build, wait until other processes use at most this share
                     of the machine's CPU (default 0.3) ...
  --quiet-wait S     ... but at most S seconds (default 180)
  --gen-100000-tree DIR  the search stage reads this tree (gen-pages.mjs DIR 100000) instead of its own
  --sites DIR        the copies of the public Docusaurus sites of bench/migration-sites.json, for
                     --only migration: each is built unchanged by both engines, cold
  --site NAMES       only these sites of the migration stage (comma-separated)`);
  process.exit(0);
}
const only = new Set<Stage>(
  flags.only ? (flags.only.split(',').map((s) => s.trim()) as Stage[]) : [...defaultStages],
);
for (const stage of only) if (!stages.includes(stage)) throw new Error(`unknown stage "${stage}"`);
const treeIds: TreeId[] = flags.trees
  ? (flags.trees.split(',').map((id) => id.trim()) as TreeId[])
  : ([
      ...(flags.quick ? ['real', 'gen-1000'] : ['real', 'gen-1000', 'gen-10000']),
      ...(flags['gen-100000'] ? ['gen-100000'] : []),
    ] as TreeId[]);
for (const id of treeIds) if (!trees[id]) throw new Error(`unknown tree "${id}"`);
/** Docusaurus needs ~15 GB at 10,000 pages: it never builds the 100,000-page tree. */
const enginesFor = (tree: Tree) =>
  selected.filter((engine) => engine.id === 'ours' || tree.id !== 'gen-100000');
const engineIds: EngineId[] = flags['skip-docusaurus'] ? ['ours'] : ['ours', 'docusaurus'];
const runsFor = (tree: TreeId) =>
  flags.runs ? Number(flags.runs) : tree === 'gen-10000' || tree === 'gen-100000' ? 1 : 3;
const lighthouseRuns = Number(flags['lh-runs']);
const maxBusy = Number(flags['max-busy']);
const quietWait = Number(flags['quiet-wait']);
const flagText = process.argv.slice(2).join(' ');

const log = (line: string) => console.error(`[bench] ${line}`);
const now = () => new Date().toISOString();
const errorText = (error: unknown) => {
  if (error instanceof CommandError) {
    const tail = error.output.trim().split('\n').slice(-15).join('\n');
    return `${error.message}\n${tail}`;
  }
  return error instanceof Error ? error.message : String(error);
};
const firstLine = (text: string) => text.split('\n').find((l) => l.trim()) ?? text;
const figures = (run: Timed & Partial<BuildFigures>): BuildFigures => ({
  wall: run.wall,
  cpu: run.cpu,
  user: run.user,
  system: run.system,
  rss: run.rss,
  load: run.load,
  othersCpu: run.othersCpu,
  busyBefore: run.busyBefore ?? 0,
  htmlFiles: run.htmlFiles ?? 0,
  htmlBytes: run.htmlBytes ?? 0,
  outputBytes: run.outputBytes ?? 0,
  ...(run.internalSeconds !== undefined ? { internalSeconds: run.internalSeconds } : {}),
  ...(run.warnings !== undefined ? { warnings: run.warnings } : {}),
});
const describe = (run: BuildFigures) =>
  `${seconds(run.wall)} wall, ${seconds(run.cpu)} CPU, ${memory(run.rss)} peak RSS, ${run.htmlFiles} HTML files` +
  (run.internalSeconds !== undefined ? `, buildSite ${seconds(run.internalSeconds)}` : '') +
  ` (machine ${Math.round(run.busyBefore * 100)}% busy before, others used ${seconds(run.othersCpu)} CPU during)`;

const results: Results = loadResults();
const started = now();
const speedAtStart = speedCheck();
log(`speed check: ${speedAtStart} ms`);
const git = (...args: string[]) => {
  try {
    return execFileSync('git', args, { cwd: repoDir, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};
// The code measured is the working tree at the start of the run (apps/site is snapshotted then).
const commit = `${git('rev-parse', '--short', 'HEAD')}${
  git('status', '--porcelain', '--', 'apps', 'packages')
    ? ' with uncommitted changes in apps/ and packages/'
    : ''
}`;
const selected = engineIds.map((id) => engines[id]);

if (engineIds.includes('docusaurus') && (only.has('build') || only.has('weight') || only.has('lighthouse'))) {
  await ensureDocusaurus(log);
}
if (only.has('lighthouse')) await ensureTools(log);
if (engineIds.includes('ours') && [...only].some((stage) => stage !== 'migration')) {
  log('snapshot of apps/site into bench/.work/site');
  snapshotSite();
}

/** One timed build, once the machine is quiet; retried once when it fails (a shared machine). */
async function timedBuild(engine: Engine, tree: Tree, label: string): Promise<BuildFigures> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const busyBefore = await waitForQuiet(maxBusy, quietWait, log);
    try {
      return figures({ ...(await engine.build(tree, false)), busyBefore });
    } catch (error) {
      lastError = error;
      if (attempt === 1) log(`${label} failed, retrying once:\n${errorText(error)}`);
    }
  }
  throw lastError;
}

/** Cold runs, then the warm rebuild, of every selected engine on one tree. */
async function benchTree(tree: Tree) {
  log(`${tree.label}: writing the tree`);
  await prepareTree(tree);
  const sources = countSources(tree.dir);
  const entry = results.build[tree.id] ?? { sources, engines: {} };
  entry.sources = sources;
  results.build[tree.id] = entry;
  for (const engine of enginesFor(tree)) {
    engine.prepare(tree);
    entry.engines[engine.id] = { measuredAt: now(), cold: [] };
  }
  const failed = new Set<EngineId>();
  const runs = runsFor(tree.id);
  for (let run = 1; run <= runs; run++) {
    for (const engine of enginesFor(tree)) {
      if (failed.has(engine.id)) continue;
      const record = entry.engines[engine.id];
      if (!record) continue;
      try {
        engine.clean(tree);
        const result = await timedBuild(
          engine,
          tree,
          `${tree.label} · ${engine.label} · cold ${run}/${runs}`,
        );
        record.cold.push(result);
        log(`${tree.label} · ${engine.label} · cold ${run}/${runs}: ${describe(result)}`);
      } catch (error) {
        failed.add(engine.id);
        record.error = firstLine(errorText(error));
        log(`${tree.label} · ${engine.label} · build failed:\n${errorText(error)}`);
      }
      saveResults(results);
    }
  }
  for (const engine of enginesFor(tree)) {
    const record = entry.engines[engine.id];
    if (!record || failed.has(engine.id)) continue;
    try {
      const warm: BuildFigures[] = [];
      for (let run = 1; run <= runs; run++) {
        editPage(path.join(engine.contentDir(tree), tree.editPage));
        const result = await timedBuild(
          engine,
          tree,
          `${tree.label} · ${engine.label} · warm ${run}/${runs}`,
        );
        warm.push(result);
        log(
          `${tree.label} · ${engine.label} · warm rebuild ${run}/${runs} after one edit: ${describe(result)}`,
        );
      }
      const byWall = [...warm].sort((a, b) => a.wall - b.wall);
      record.warm = byWall[Math.floor((byWall.length - 1) / 2)];
      record.warmWalls = warm.map((run) => run.wall);
    } catch (error) {
      record.error = `warm rebuild: ${firstLine(errorText(error))}`;
      log(`${tree.label} · ${engine.label} · warm rebuild failed:\n${errorText(error)}`);
    }
  }
  if (tree.id === 'gen-100000' && entry.engines.ours?.cold.length) {
    const largest = largestFolder(engines.ours.outDir(tree));
    results.scale = { measuredAt: now(), value: { ...results.scale?.value, largestFolder: largest } };
    log(`${tree.label} · largest folder of the build: ${largest.path} (${largest.entries} entries)`);
  }
  saveResults(results);
}

/** Makes sure an engine's build of the real content exists, for the page measurements. */
async function ensureRealBuild(engine: Engine, fresh: boolean) {
  const tree = trees.real;
  const out = engine.outDir(tree);
  if (!fresh && fs.existsSync(path.join(out, 'index.html'))) return;
  if (!fs.existsSync(path.join(tree.dir, 'api'))) await prepareTree(tree);
  log(`building the real content with ${engine.label} for the page measurements`);
  engine.prepare(tree);
  await engine.build(tree, false);
}

if (only.has('build')) {
  for (const id of treeIds) await benchTree(trees[id]);
  // The 10,000-page Docusaurus site (content copy, build, caches) takes gigabytes: drop it.
  discard(path.join(docusaurusDir, 'sites/gen-10000'));
}

if (only.has('profile') && engineIds.includes('ours')) {
  // The profiler's overhead on 100,000 pages would take the better part of an hour: not profiled.
  for (const id of treeIds.filter((id) => id !== 'gen-100000')) {
    const tree = trees[id];
    if (!fs.existsSync(path.join(tree.dir, 'api'))) await prepareTree(tree);
    log(`profile of our cold build: ${tree.label}`);
    try {
      await waitForQuiet(maxBusy, quietWait, log);
      results.profile[id] = { measuredAt: now(), value: await profileOurBuild(tree) };
    } catch (error) {
      results.profile[id] = { measuredAt: now(), error: firstLine(errorText(error)) };
      log(`profile failed: ${errorText(error)}`);
    }
  }
  saveResults(results);
}

if (only.has('dev') && engineIds.includes('ours') && treeIds.includes('real')) {
  const tree = trees.real;
  await prepareTree(tree);
  log('dev server: start without and with its cache, then edits of one page watched in Chromium');
  try {
    await waitForQuiet(maxBusy, quietWait, log);
    results.dev = {
      measuredAt: now(),
      value: await measureDev(tree.dir, tree.editPage, '/api/stocks/candles'),
    };
  } catch (error) {
    results.dev = { measuredAt: now(), error: firstLine(errorText(error)) };
    log(`dev server failed: ${errorText(error)}`);
  }
  saveResults(results);
}

if (only.has('dev') && engineIds.includes('ours') && treeIds.includes('gen-100000')) {
  const tree = trees['gen-100000'];
  if (!fs.existsSync(path.join(tree.dir, 'api'))) await prepareTree(tree);
  log('dev server on 100,000 pages: first page without the cache, then edits watched in Chromium');
  const scale = results.scale?.value ?? { largestFolder: { path: '', entries: Number.NaN } };
  try {
    await waitForQuiet(maxBusy, quietWait, log);
    scale.dev = await measureDevAtScale(tree.dir, tree.editPage, '/api/group-0/page-0');
    delete scale.devError;
  } catch (error) {
    scale.devError = firstLine(errorText(error));
    log(`dev server on 100,000 pages failed: ${errorText(error)}`);
  }
  results.scale = { measuredAt: now(), value: scale };
  saveResults(results);
}

if (only.has('author') && engineIds.includes('ours')) {
  try {
    await waitForQuiet(maxBusy, quietWait, log);
    results.author = { measuredAt: now(), value: await measureAuthor(log) };
  } catch (error) {
    results.author = { measuredAt: now(), error: firstLine(errorText(error)) };
    log(`author's commands failed: ${errorText(error)}`);
  }
  saveResults(results);
}

const pageEngines: Engine[] = [];
if (only.has('weight') || only.has('lighthouse')) {
  for (const engine of selected) {
    try {
      // Ours is rebuilt when the build stage did not just do it (the code may have changed).
      await ensureRealBuild(engine, engine.id === 'ours' && !only.has('build'));
      pageEngines.push(engine);
    } catch (error) {
      const message = firstLine(errorText(error));
      log(`${engine.label}: no build of the real content: ${errorText(error)}`);
      if (only.has('weight')) results.weight[engine.id] = { measuredAt: now(), error: message };
      if (only.has('lighthouse')) results.lighthouse[engine.id] = { measuredAt: now(), error: message };
    }
  }
}

if (only.has('weight')) {
  for (const engine of pageEngines) {
    log(`page weight: ${engine.label}`);
    try {
      results.weight[engine.id] = {
        measuredAt: now(),
        value: await measureWeight(engine.outDir(trees.real)),
      };
    } catch (error) {
      results.weight[engine.id] = { measuredAt: now(), error: firstLine(errorText(error)) };
      log(`page weight failed: ${errorText(error)}`);
    }
  }
  saveResults(results);
}

if (only.has('lighthouse')) {
  for (const engine of pageEngines) {
    log(`Lighthouse (${lighthouseRuns} run${lighthouseRuns === 1 ? '' : 's'} per page): ${engine.label}`);
    try {
      results.lighthouse[engine.id] = {
        measuredAt: now(),
        value: await measureLighthouse(
          engine.outDir(trees.real),
          lighthouseRuns,
          path.join(workDir, 'lighthouse', engine.id),
        ),
      };
    } catch (error) {
      results.lighthouse[engine.id] = { measuredAt: now(), error: firstLine(errorText(error)) };
      log(`Lighthouse failed: ${errorText(error)}`);
    }
  }
  saveResults(results);
}

if (only.has('search') && engineIds.includes('ours')) {
  try {
    // The quality figures read the records of the real content from the snapshot's cache, which holds
    // those of the tree built last: build the real content again (a few seconds, its cache is warm).
    await ensureRealBuild(engines.ours, true);
  } catch (error) {
    log(`search: no build of the real content: ${errorText(error)}`);
  }
  for (const id of treeIds) {
    const out = engines.ours.outDir(trees[id]);
    if (!fs.existsSync(path.join(out, 'index.html'))) continue;
    log(`search: ${trees[id].label}`);
    try {
      const value = await measureSearch(out);
      if (id === 'real') {
        await ensureSearchReference(log);
        const records = readRecordParts<IndexRecord>(path.join(siteCopyCache, 'search-records')) ?? [];
        log('search quality: the evaluation set on our engine and on MiniSearch, same records');
        value.quality = await measureSearchQuality({
          indexDir: findIndexDir(out) as string,
          records,
          referenceDir: searchReferenceDir,
        });
      }
      results.search[id] = { measuredAt: now(), value };
    } catch (error) {
      results.search[id] = { measuredAt: now(), error: firstLine(errorText(error)) };
      log(`search failed: ${errorText(error)}`);
    }
  }
  if (flags['gen-100000']) {
    try {
      results.searchScale = {
        measuredAt: now(),
        value: await measureSearchScale(log, flags['gen-100000-tree']),
      };
    } catch (error) {
      results.searchScale = { measuredAt: now(), error: firstLine(errorText(error)) };
      log(`search at 100,000 pages failed: ${errorText(error)}`);
    }
  }
  saveResults(results);
}

if (only.has('migration')) {
  const sitesDir = flags.sites;
  if (!sitesDir)
    throw new Error(
      'the migration stage needs --sites DIR: copies of the sites of bench/migration-sites.json',
    );
  // Sites measured earlier and not now keep their figures (a run may cover some sites only).
  const value: MigrationFigures[] = [...(results.migration?.value ?? [])];
  // With --skip-docusaurus a site keeps the Docusaurus figures of an earlier run.
  const keep = (figures: MigrationFigures) => {
    const at = value.findIndex((v) => v.name === figures.name);
    const earlier = at >= 0 ? value[at] : undefined;
    const merged =
      figures.docusaurus || !earlier?.docusaurus ? figures : { ...figures, docusaurus: earlier.docusaurus };
    if (at >= 0) value[at] = merged;
    else value.push(merged);
  };
  const chosen = flags.site ? new Set(flags.site.split(',').map((name) => name.trim())) : undefined;
  for (const site of migrationSites.filter((s) => !chosen || chosen.has(s.name))) {
    if (!fs.existsSync(path.join(sitesDir, site.name))) {
      log(`migration: no copy of ${site.name} in ${sitesDir}; skipped`);
      continue;
    }
    log(`migration: ${site.name} (${site.repo}), ours then Docusaurus, cold`);
    try {
      const figures = await measureMigrationSite(
        site,
        path.resolve(sitesDir),
        {
          runs: flags.runs ? Number(flags.runs) : 1,
          docusaurus: engineIds.includes('docusaurus'),
          waitForQuiet: () => waitForQuiet(maxBusy, quietWait, log),
        },
        log,
      );
      keep(figures);
      log(
        `migration: ${site.name}: ours ${seconds(figures.ours.wall)}${figures.ours.error ? ` (failed: ${figures.ours.error})` : ''}, Docusaurus ${seconds(figures.docusaurus?.wall)}${figures.docusaurus?.error ? ` (failed: ${figures.docusaurus.error})` : ''}`,
      );
    } catch (error) {
      log(`migration: ${site.name} failed: ${errorText(error)}`);
    }
    results.migration = { measuredAt: now(), value };
    saveResults(results);
  }
}

const chromiumVersion = (() => {
  try {
    return (
      execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .trim()
        .replace(/^Chromium /, '')
        .split(' ')[0] ?? ''
    );
  } catch {
    return '';
  }
})();
const speedAtEnd = speedCheck();
log(`speed check: ${speedAtEnd} ms`);
results.meta = {
  updated: started,
  flags: flagText,
  commit,
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}`,
  speed: { start: speedAtStart, end: speedAtEnd },
  node: process.version,
  versions: {
    ...results.meta.versions,
    ...Object.fromEntries(
      [
        ['Docusaurus', installedVersion(docusaurusDir, '@docusaurus/core')],
        ['@docusaurus/faster', installedVersion(docusaurusDir, '@docusaurus/faster')],
        ['Rspack', installedVersion(docusaurusDir, '@rspack/core')],
        ['Lighthouse', installedVersion(toolsDir, 'lighthouse')],
        ['MiniSearch', installedVersion(searchReferenceDir, 'minisearch')],
        ['Chromium', chromiumVersion],
      ].filter((entry): entry is [string, string] => Boolean(entry[1])),
    ),
  },
};
saveResults(results);

// Notes: figures that this run did not measure, and a busy machine.
const notes: string[] = [];
const older: string[] = [];
const isOld = (at: string | undefined) => at !== undefined && at < started;
for (const [id, tree] of Object.entries(results.build)) {
  for (const [engine, record] of Object.entries(tree?.engines ?? {})) {
    if (isOld(record?.measuredAt)) older.push(`build ${id} ${engine} (${record?.measuredAt.slice(0, 10)})`);
  }
}
for (const section of ['weight', 'lighthouse'] as const) {
  for (const [engine, record] of Object.entries(results[section])) {
    if (isOld(record?.measuredAt)) older.push(`${section} ${engine} (${record?.measuredAt.slice(0, 10)})`);
  }
}
for (const [id, record] of [...Object.entries(results.search), ...Object.entries(results.profile)]) {
  if (isOld(record?.measuredAt)) older.push(`search ${id} (${record?.measuredAt.slice(0, 10)})`);
}
if (isOld(results.dev?.measuredAt)) older.push(`dev (${results.dev?.measuredAt.slice(0, 10)})`);
if (isOld(results.author?.measuredAt)) older.push(`author (${results.author?.measuredAt.slice(0, 10)})`);
if (isOld(results.searchScale?.measuredAt))
  older.push(`search at 100,000 pages (${results.searchScale?.measuredAt.slice(0, 10)})`);
if (isOld(results.migration?.measuredAt))
  older.push(`migration (${results.migration?.measuredAt.slice(0, 10)})`);
if (older.length) notes.push(`Figures kept from an earlier run: ${older.join(', ')}.`);
const timedRuns = Object.values(results.build).flatMap((tree) =>
  Object.values(tree?.engines ?? {}).flatMap((record) => [
    ...(record?.cold ?? []),
    ...(record?.warm ? [record.warm] : []),
  ]),
);
if (timedRuns.length) {
  const others = timedRuns.map((r) => r.othersCpu ?? 0);
  const share = timedRuns.map((r) => (r.othersCpu ?? 0) / (r.wall * os.cpus().length));
  notes.push(
    `Contention: other processes on this shared machine used ${seconds(Math.min(...others))} to ${seconds(Math.max(...others))} of CPU during the timed builds (up to ${Math.round(Math.max(...share) * 100)}% of the ${os.cpus().length} cores); each build waited for the machine to be at most ${Math.round(maxBusy * 100)}% busy (for up to ${quietWait} s). Per-run figures, with the contention of each, are in results.json.`,
  );
}

// The chart: build time and memory against pages, both engines.
const series = (['ours', 'docusaurus'] as EngineId[]).map((engine) => ({
  label: engine === 'ours' ? 'Market Data Docs' : 'Docusaurus 3.10 + Faster',
  color: engine === 'ours' ? '#00419a' : '#2e8555',
  points: (['real', 'gen-1000', 'gen-10000', 'gen-100000'] as TreeId[]).flatMap((id) => {
    const tree = results.build[id];
    const cold = coldMedians(tree?.engines[engine]);
    return tree && cold ? [{ pages: tree.sources, seconds: cold.wall, rssBytes: cold.rss }] : [];
  }),
}));
if (series.some((s) => s.points.length)) {
  fs.writeFileSync(
    path.join(benchDir, 'scaling.svg'),
    scalingChart(
      series,
      `Cold build against pages: Market Data Docs vs Docusaurus 3.10 + Faster (${os.cpus().length} cores)`,
    ),
  );
}

const report = renderReport(results, notes);
fs.writeFileSync(path.join(benchDir, 'RESULTS.md'), report);
console.log(report);
log(`wrote bench/RESULTS.md, bench/results.json and bench/scaling.svg`);
log('deleting the trees and builds moved aside during the run');
emptyTrash();
