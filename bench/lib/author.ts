import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { basePath, repoDir } from './paths.js';
import { median } from './timed.js';
import { discard } from './trash.js';

/** One of the author's commands after one change to the content, and the engine's own command in the same state. */
export interface AuthorRun {
  change: 'edit' | 'add' | 'delete';
  command: 'pnpm build' | 'pnpm mdd build';
  /** Median wall seconds of the author's command. */
  wall: number;
  /** Median wall seconds of `node packages/core/bin/mdd.js build` after the same kind of change. */
  engine: number;
  walls: number[];
  engineWalls: number[];
}

export interface AuthorFigures {
  /** The clone's commit. */
  commit: string;
  runs: AuthorRun[];
  /** `pnpm dev` started after an edit: seconds until the edited page's data answers with the edit. */
  dev: { wall: number; walls: number[]; engine: number; engineWalls: number[] };
  /** `pnpm --version` in the clone: pnpm's own start, with nothing run (medians and each run, seconds). */
  pnpmStart?: { wall: number; walls: number[] };
  /** Writing a brotli and a gzip copy of every text file of the build (what sirv would serve). */
  precompress: { files: number; megabytes: number; seconds: number };
}

const repetitions = 3;
const editedPage = 'packages/content/docs/intro.md';
const addedPage = 'packages/content/api/bench-added-page.mdx';
const devPort = 5198;

/**
 * The author's everyday commands, timed as an author meets them: in a clone of the repository at
 * HEAD (installed and built once, untimed), the content is changed (a page edited, added or
 * deleted) and `pnpm build`, `pnpm mdd build` and `pnpm dev` are run from the clone's root. Beside
 * each, the engine's own command (`node packages/core/bin/mdd.js build`, no pnpm, no turbo) after
 * the same kind of change: the ratio is the cost of the everyday commands around the engine.
 */
export async function measureAuthor(log: (line: string) => void): Promise<AuthorFigures> {
  const clone = path.join(os.tmpdir(), 'mdd-bench-author');
  discard(clone);
  const run = (command: string, args: string[], env: Record<string, string> = {}) =>
    execFileSync(command, args, {
      cwd: clone,
      env: { ...process.env, ...env, CI: '', TURBO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  const pnpm = (...args: string[]) => run('pnpm', args);
  try {
    log('author: cloning the repository at HEAD, installing and building it once');
    execFileSync('git', ['clone', '--quiet', repoDir, clone]);
    pnpm('install', '--frozen-lockfile', '--prefer-offline');
    pnpm('build');
    const commit = run('git', ['rev-parse', '--short', 'HEAD']).trim();

    let edits = 0;
    /** Appends a sentence to a page; returns it (what the page shows once rebuilt). */
    const edit = () => {
      const sentence = `An edit made by the benchmark, number ${++edits}.`;
      fs.appendFileSync(path.join(clone, editedPage), `\n${sentence}\n`);
      return sentence;
    };
    const add = () =>
      fs.writeFileSync(
        path.join(clone, addedPage),
        '---\ntitle: Benchmark page\n---\n\nA page the benchmark adds, then deletes.\n',
      );
    const remove = () => fs.rmSync(path.join(clone, addedPage));
    const timeIt = (fn: () => void) => {
      const started = performance.now();
      fn();
      return (performance.now() - started) / 1000;
    };
    const engine = () => void run(process.execPath, ['packages/core/bin/mdd.js', 'build']);
    const commands: Record<AuthorRun['command'], () => void> = {
      'pnpm build': () => void pnpm('build'),
      'pnpm mdd build': () => void pnpm('mdd', 'build'),
    };
    // Each change starts from the same state: an added page is removed again (and built) after
    // it is timed, a deleted one is added (and built) before.
    const changes: Record<
      AuthorRun['change'],
      { before?: () => void; change: () => void; after?: () => void }
    > = {
      edit: { change: () => void edit() },
      add: {
        change: add,
        after: () => {
          remove();
          engine();
        },
      },
      delete: {
        before: () => {
          add();
          engine();
        },
        change: remove,
      },
    };
    const runs: AuthorRun[] = [];
    for (const kind of ['edit', 'add', 'delete'] as const) {
      const step = changes[kind];
      for (const command of ['pnpm build', 'pnpm mdd build'] as const) {
        const walls: number[] = [];
        const engineWalls: number[] = [];
        for (let i = 0; i < repetitions; i++) {
          for (const [times, fn] of [
            [walls, commands[command]],
            [engineWalls, engine],
          ] as const) {
            step.before?.();
            step.change();
            times.push(timeIt(fn));
            step.after?.();
          }
        }
        runs.push({
          change: kind,
          command,
          wall: median(walls),
          engine: median(engineWalls),
          walls,
          engineWalls,
        });
        log(
          `author: ${command} after a page ${kind}: ${median(walls).toFixed(2)} s; the engine alone ${median(engineWalls).toFixed(2)} s`,
        );
      }
    }

    const devWalls: number[] = [];
    const devEngineWalls: number[] = [];
    for (let i = 0; i < repetitions; i++) {
      devWalls.push(await timeDev(clone, ['pnpm', 'dev'], edit()));
      devEngineWalls.push(
        await timeDev(clone, [process.execPath, 'packages/core/bin/mdd.js', 'dev'], edit()),
      );
    }
    log(`author: pnpm dev after an edit answers in ${median(devWalls).toFixed(2)} s`);
    const pnpmStarts = Array.from({ length: repetitions }, () => timeIt(() => void pnpm('--version')));

    return {
      commit,
      runs,
      dev: {
        wall: median(devWalls),
        walls: devWalls,
        engine: median(devEngineWalls),
        engineWalls: devEngineWalls,
      },
      pnpmStart: { wall: median(pnpmStarts), walls: pnpmStarts },
      precompress: precompress(path.join(clone, 'apps/site/build')),
    };
  } finally {
    discard(clone);
  }
}

/** Starts a dev command in `dir` and resolves to the seconds until the edited page's data holds `sentence`. */
async function timeDev(dir: string, command: string[], sentence: string): Promise<number> {
  const [file = '', ...args] = command;
  const started = performance.now();
  const child: ChildProcess = spawn(file, args, {
    cwd: dir,
    env: { ...process.env, PORT: String(devPort), CI: '', TURBO_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const url = `http://127.0.0.1:${devPort}${basePath}docs/intro/index.json`;
    while (performance.now() - started < 120_000) {
      const text = await fetch(url).then(
        (response) => (response.ok ? response.text() : ''),
        () => '',
      );
      if (text.includes(sentence)) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${command.join(' ')} did not answer with the edit within 120 s`);
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Writes `.br` and `.gz` beside every text file of a build (as a static server like sirv needs them), timed, then removes them. */
function precompress(dir: string): AuthorFigures['precompress'] {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((rel) => /\.(html|json|md|js|css|xml|txt|svg|webmanifest)$/.test(rel));
  let bytes = 0;
  const started = performance.now();
  for (const rel of files) {
    const file = path.join(dir, rel);
    const body = fs.readFileSync(file);
    bytes += body.length;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
  const seconds = (performance.now() - started) / 1000;
  for (const rel of files) for (const ext of ['.br', '.gz']) fs.rmSync(path.join(dir, rel + ext));
  return { files: files.length, megabytes: bytes / 1e6, seconds };
}
