import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The last commit that touched a file: Unix time (seconds) and author name. */
export interface LastUpdate {
  time: number;
  author: string;
}

const remembered = new Map<string, { stamp: string; times: Promise<Map<string, LastUpdate>> }>();

/**
 * The last commit that touched each file under `dir`, from one `git log` run (which goes on while
 * the pages compile). Remembered until HEAD moves (a commit, checkout or reset), so the rebuilds of
 * a dev server do not run git again.
 * Keys are paths relative to `dir`. Empty when git or the repository is not available.
 */
export function lastUpdatedTimes(dir: string): Promise<Map<string, LastUpdate>> {
  const stamp = headStamp(dir);
  const known = remembered.get(dir);
  if (stamp && known?.stamp === stamp) return known.times;
  const times = readTimes(dir);
  if (stamp) remembered.set(dir, { stamp, times });
  return times;
}

/** When HEAD last moved, from the reflog of the repository holding `dir` (undefined: not known). */
function headStamp(dir: string): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const dotGit = path.join(at, '.git');
    if (fs.existsSync(dotGit)) {
      const gitDir = fs.statSync(dotGit).isFile()
        ? path.resolve(
            at,
            fs
              .readFileSync(dotGit, 'utf8')
              .replace(/^gitdir:\s*/, '')
              .trim(),
          )
        : dotGit;
      try {
        const log = fs.statSync(path.join(gitDir, 'logs', 'HEAD'));
        return `${log.mtimeMs}:${log.size}`;
      } catch {
        return undefined;
      }
    }
    if (path.dirname(at) === at) return undefined;
  }
}

/**
 * Where the HEAD of the repositories holding `contentDir` and `dirs` last moved: the last-update times
 * read from their history are the same while it is.
 */
export function gitStamp(contentDir: string, dirs: string[]): string {
  return [contentDir, ...dirs].map((dir) => headStamp(dir) ?? '').join('\n');
}

async function readTimes(dir: string): Promise<Map<string, LastUpdate>> {
  const times = new Map<string, LastUpdate>();
  let output: string;
  let top: string;
  try {
    top = (await run('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8' })).stdout.trim();
    output = (
      await run('git', ['log', '--format=%x1e%at %an', '--name-only', '--no-renames', '--', '.'], {
        cwd: dir,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      })
    ).stdout;
  } catch {
    return times;
  }
  const prefix = path.relative(top, dir).split(path.sep).join('/');
  let last: LastUpdate = { time: 0, author: '' };
  for (const line of output.split('\n')) {
    if (line.startsWith('\x1e')) {
      const space = line.indexOf(' ');
      last = { time: Number(line.slice(1, space)), author: line.slice(space + 1) };
    } else if (line) {
      const rel = prefix && line.startsWith(`${prefix}/`) ? line.slice(prefix.length + 1) : line;
      if (!times.has(rel)) times.set(rel, last);
    }
  }
  return times;
}

/**
 * The last commits of the files in the content directory and in section folders outside it, keyed by
 * path relative to the content directory (`../docs/intro.md` for a folder outside it).
 */
export async function lastUpdates(contentDir: string, dirs: string[]): Promise<Map<string, LastUpdate>> {
  const outside = [...new Set(dirs)].filter((dir) => path.relative(contentDir, dir).startsWith('..'));
  const maps = await Promise.all([contentDir, ...outside].map((dir) => lastUpdatedTimes(dir)));
  const all = new Map(maps[0]);
  outside.forEach((dir, i) => {
    const prefix = path.relative(contentDir, dir).split(path.sep).join('/');
    for (const [rel, update] of maps[i + 1] ?? []) all.set(`${prefix}/${rel}`, update);
  });
  return all;
}
