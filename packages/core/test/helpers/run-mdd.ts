import { execFile } from 'node:child_process';
import path from 'node:path';

/** The `mdd` CLI of this package. */
export const mddBin = path.join(import.meta.dirname, '../../bin/mdd.js');

export interface MddRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `mdd` as CI runs it (`CI=true`, no colours) and resolves with its exit code and output. */
export function mdd(
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<MddRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [mddBin, ...args],
      { cwd: options.cwd, env: { ...process.env, CI: 'true', NO_COLOR: '1', ...options.env } },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}
