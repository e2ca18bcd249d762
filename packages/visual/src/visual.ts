import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { comparePngs } from './compare.js';
import { type SnapshotResult, summaryLine, writeReport } from './report.js';
import { serveDirectory } from './static-server.js';
import {
  type ColorMode,
  launchChromium,
  readStories,
  type StoryEntry,
  StoryPage,
  type WidthName,
  widths,
} from './storybook.js';

/** How to install and build the Storybook of a tree: `visual.config.json` at the repository root. */
export interface VisualConfig {
  /** Shell command run in the base ref's fresh worktree before it builds (the working tree is taken as installed). */
  install: string;
  /** Shell command that builds the Storybook; `{out}` is replaced with the absolute output folder. */
  build: string;
}

export interface VisualOptions {
  /** Any folder inside the repository; the working tree compared is its checkout. */
  cwd: string;
  /** The ref to compare with (default `main`). */
  base: string;
  /** Folder of the report (default `visual-report` at the repository root). */
  out?: string;
  log?: (line: string) => void;
}

export class UsageError extends Error {}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

async function readConfig(root: string): Promise<VisualConfig> {
  const file = path.join(root, 'visual.config.json');
  if (!existsSync(file))
    throw new UsageError(`no visual.config.json at ${root}: it says how to build the Storybook`);
  const config = JSON.parse(await readFile(file, 'utf8')) as Partial<VisualConfig>;
  if (
    typeof config.install !== 'string' ||
    typeof config.build !== 'string' ||
    !config.build.includes('{out}')
  )
    throw new UsageError(
      `${file} needs "install" and "build" commands, "build" with {out} for the output folder`,
    );
  return config as VisualConfig;
}

/** Runs a shell command in `cwd`, its output into `logFile`; fails with the log's last lines. */
async function run(command: string, cwd: string, logFile: string): Promise<void> {
  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`$ ${command}\n`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn(command, {
      cwd,
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', TURBO_TELEMETRY_DISABLED: '1', CI: 'true' },
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (status) => resolve(status ?? 1));
  });
  await new Promise((resolve) => log.end(resolve));
  if (code !== 0) {
    const tail = (await readFile(logFile, 'utf8')).trim().split('\n').slice(-30).join('\n');
    throw new Error(`"${command}" failed in ${cwd} (exit ${code}):\n${tail}`);
  }
}

/** The tree of the working copy when it has no change (nor untracked file) since HEAD, else undefined. */
function treeOf(root: string): string | undefined {
  return git(root, 'status', '--porcelain') === '' ? git(root, 'rev-parse', 'HEAD^{tree}') : undefined;
}

type View = { mode: ColorMode; width: WidthName };
const views: View[] = (['light', 'dark'] as const).flatMap((mode) =>
  (Object.keys(widths) as WidthName[]).map((width) => ({ mode, width })),
);

const fileName = (id: string, view: View) => `${id}--${view.mode}-${view.width}.png`;

/**
 * Builds the Storybook of the working tree and of `base` (in a temporary git worktree), takes a
 * screenshot of every story in both colour modes at both widths, compares them and writes the
 * report. Returns the report's path and its last line.
 */
export async function runVisual(options: VisualOptions): Promise<{ report: string; summary: string }> {
  const log = options.log ?? ((line: string) => console.log(line));
  let root: string;
  try {
    root = git(options.cwd, 'rev-parse', '--show-toplevel');
  } catch {
    throw new UsageError(`${options.cwd} is not inside a git repository`);
  }
  let baseCommit: string;
  try {
    baseCommit = git(root, 'rev-parse', '--verify', '--quiet', `${options.base}^{commit}`);
  } catch {
    throw new UsageError(
      `unknown base ref "${options.base}" (fetch it first, e.g. git fetch origin ${options.base})`,
    );
  }
  const config = await readConfig(root);
  const out = path.resolve(root, options.out ?? 'visual-report');
  const work = await mkdtemp(path.join(os.tmpdir(), 'mdd-visual-'));
  const baseTree = path.join(work, 'base');
  const logFile = path.join(work, 'build.log');
  const short = baseCommit.slice(0, 7);
  try {
    log(`Building the Storybook of the working tree (${root})`);
    const headBuild = path.join(work, 'head-storybook');
    await run(config.build.replaceAll('{out}', headBuild), root, logFile);
    let baseBuild = path.join(work, 'base-storybook');
    if (treeOf(root) === git(root, 'rev-parse', `${baseCommit}^{tree}`)) {
      log(
        `Building the Storybook of ${options.base} (${short}): the working tree holds the same files, so its build serves`,
      );
      baseBuild = headBuild;
    } else {
      log(`Building the Storybook of ${options.base} (${short}) in a temporary worktree`);
      git(root, 'worktree', 'add', '--detach', '--force', baseTree, baseCommit);
      await run(config.install, baseTree, logFile);
      await run(config.build.replaceAll('{out}', baseBuild), baseTree, logFile);
    }

    const [headStories, baseStories] = await Promise.all([readStories(headBuild), readStories(baseBuild)]);
    const results = await compareBuilds({ baseBuild, headBuild, baseStories, headStories, out, log });
    const report = await writeReport(out, {
      base: `${options.base} (${short})`,
      head: 'working tree',
      results,
    });
    const summary = summaryLine(results);
    const failed = new Set(results.filter((r) => r.errors?.length).map((r) => r.storyId)).size;
    if (failed) log(`${failed} stories failed to render in at least one snapshot: see the report`);
    await writeFile(path.join(out, 'summary.txt'), `${summary}\n`);
    log(`Report: ${report}`);
    return { report, summary };
  } finally {
    try {
      git(root, 'worktree', 'remove', '--force', baseTree);
    } catch {
      // not created, or already gone
    }
    await rm(work, { recursive: true, force: true });
  }
}

interface CompareInput {
  baseBuild: string;
  headBuild: string;
  baseStories: StoryEntry[];
  headStories: StoryEntry[];
  out: string;
  log: (line: string) => void;
}

async function compareBuilds({ baseBuild, headBuild, baseStories, headStories, out, log }: CompareInput) {
  const baseIds = new Set(baseStories.map((s) => s.id));
  const headIds = new Set(headStories.map((s) => s.id));
  await rm(out, { recursive: true, force: true });
  for (const folder of ['before', 'after', 'diff'])
    await mkdir(path.join(out, 'images', folder), { recursive: true });
  const [baseServer, headServer] = await Promise.all([serveDirectory(baseBuild), serveDirectory(headBuild)]);
  const browser = await launchChromium();
  // A story pinned to the phone width is shot at that width only (Storybook locks it there).
  const pinsOf = async (baseUrl: string, stories: StoryEntry[]) => {
    const page = await StoryPage.open(browser, { baseUrl, ...(views[0] as View) });
    const pins = await page.pinnedWidths(stories.map((s) => s.id));
    await page.close();
    return pins;
  };
  const [basePins, headPins] = await Promise.all([
    pinsOf(baseServer.url, baseStories),
    pinsOf(headServer.url, headStories),
  ]);
  const shownAt = (pins: Map<string, WidthName>, view: View) => (story: StoryEntry) =>
    (pins.get(story.id) ?? view.width) === view.width;
  // Screenshots to take: every shown story of each build in each view.
  const total = views.reduce(
    (sum, view) =>
      sum +
      baseStories.filter(shownAt(basePins, view)).length +
      headStories.filter(shownAt(headPins, view)).length,
    0,
  );
  const results: SnapshotResult[] = [];
  let done = 0;
  let reported = 0;
  const progress = () => {
    done += 1;
    if (done === total || done - reported >= Math.max(10, Math.ceil(total / 20))) {
      reported = done;
      log(`  ${done}/${total} screenshots`);
    }
  };
  log(
    `Screenshots: ${headStories.length} stories of the working tree, ${baseStories.length} of the base, ` +
      `each in light and dark at ${Object.values(widths).join(' and ')} px`,
  );
  try {
    for (const view of views) {
      const open = (baseUrl: string) => StoryPage.open(browser, { baseUrl, ...view, deterministic: true });
      const [basePage, headPage] = await Promise.all([open(baseServer.url), open(headServer.url)]);
      const shoot = async (page: StoryPage, id: string) => {
        const shown = await page.show(id);
        const png = await page.page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        progress();
        return { png, error: shown.error };
      };
      for (const story of headStories.filter(shownAt(headPins, view))) {
        const file = fileName(story.id, view);
        const entry = { storyId: story.id, title: story.title, name: story.name, ...view };
        if (!baseIds.has(story.id) || !shownAt(basePins, view)(story)) {
          const after = await shoot(headPage, story.id);
          await writeFile(path.join(out, 'images', 'after', file), after.png);
          results.push({
            ...entry,
            status: 'new',
            after: `images/after/${file}`,
            errors: after.error ? [after.error] : [],
          });
          continue;
        }
        const [before, after] = await Promise.all([shoot(basePage, story.id), shoot(headPage, story.id)]);
        const { changed, total: pixels, diff } = comparePngs(before.png, after.png);
        const errors = [
          before.error && `before: ${before.error}`,
          after.error && `after: ${after.error}`,
        ].filter((e): e is string => Boolean(e));
        if (changed === 0) {
          results.push({ ...entry, status: 'unchanged', share: 0, errors });
          continue;
        }
        await Promise.all([
          writeFile(path.join(out, 'images', 'before', file), before.png),
          writeFile(path.join(out, 'images', 'after', file), after.png),
          writeFile(path.join(out, 'images', 'diff', file), diff as Buffer),
        ]);
        results.push({
          ...entry,
          status: 'changed',
          share: changed / pixels,
          before: `images/before/${file}`,
          after: `images/after/${file}`,
          diff: `images/diff/${file}`,
          errors,
        });
      }
      for (const story of baseStories.filter((s) => !headIds.has(s.id)).filter(shownAt(basePins, view))) {
        const file = fileName(story.id, view);
        const before = await shoot(basePage, story.id);
        await writeFile(path.join(out, 'images', 'before', file), before.png);
        results.push({
          storyId: story.id,
          title: story.title,
          name: story.name,
          ...view,
          status: 'removed',
          before: `images/before/${file}`,
        });
      }
      await Promise.all([basePage.close(), headPage.close()]);
    }
  } finally {
    await browser.close();
    await Promise.all([baseServer.close(), headServer.close()]);
  }
  return results;
}
