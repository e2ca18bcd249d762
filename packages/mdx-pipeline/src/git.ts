import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const remembered = new Map<string, { stamp: string; times: Promise<Map<string, number>> }>();

/**
 * Unix time of the last commit that touched each file under `dir`, from one `git log` run (which
 * goes on while the pages compile). Remembered until HEAD moves (a commit, checkout or reset), so
 * the rebuilds of a dev server do not run git again.
 * Keys are paths relative to `dir`. Empty when git or the repository is not available.
 */
export function lastUpdatedTimes(dir: string): Promise<Map<string, number>> {
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

async function readTimes(dir: string): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  let output: string;
  let top: string;
  try {
    top = (await run('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8' })).stdout.trim();
    output = (
      await run('git', ['log', '--format=@%at', '--name-only', '--no-renames', '--', '.'], {
        cwd: dir,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      })
    ).stdout;
  } catch {
    return times;
  }
  const prefix = path.relative(top, dir).split(path.sep).join('/');
  let time = 0;
  for (const line of output.split('\n')) {
    if (line.startsWith('@')) time = Number(line.slice(1));
    else if (line) {
      const rel = prefix && line.startsWith(`${prefix}/`) ? line.slice(prefix.length + 1) : line;
      if (!times.has(rel)) times.set(rel, time);
    }
  }
  return times;
}
