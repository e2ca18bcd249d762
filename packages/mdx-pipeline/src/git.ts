import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Unix time of the last commit that touched each file under `dir`, from one `git log` run (which
 * goes on while the pages compile).
 * Keys are paths relative to `dir`. Empty when git or the repository is not available.
 */
export async function lastUpdatedTimes(dir: string): Promise<Map<string, number>> {
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
