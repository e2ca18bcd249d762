import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One command measured by GNU time (`/usr/bin/time -v`). */
export interface Timed {
  /** Wall clock, seconds. */
  wall: number;
  /** User + system CPU time of the command and its children, seconds. */
  cpu: number;
  user: number;
  system: number;
  /** Peak resident set size of the largest process of the tree, bytes. */
  rss: number;
  /** 1-minute load average just before the command started (other work on the machine). */
  load: number;
  /** CPU seconds that other processes used while the command ran (contention; 0 on a quiet machine). */
  othersCpu: number;
  stdout: string;
  /** stdout and stderr, interleaved (the last 200 kB). */
  output: string;
}

export class CommandError extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
  }
}

const ticksPerSecond = 100;

/** Busy and total CPU time of the whole machine so far, in clock ticks (`/proc/stat`). */
export function cpuTicks(): { busy: number; total: number } {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = user + nice + system + idle + iowait + irq + softirq + steal;
    return { busy: total - idle - iowait, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** Share of the machine's CPU (0 to 1, all cores) in use over the next `ms`. */
export async function machineBusy(ms = 2000): Promise<number> {
  const a = cpuTicks();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const b = cpuTicks();
  return b.total > a.total ? (b.busy - a.busy) / (b.total - a.total) : 0;
}

/**
 * Waits until the machine is quiet (at most `maxBusy` of its CPU in use by others) so that a build
 * is not timed while other work runs; gives up after `maxWaitSeconds` and returns the last reading.
 */
export async function waitForQuiet(
  maxBusy: number,
  maxWaitSeconds: number,
  log: (line: string) => void,
): Promise<number> {
  const start = performance.now();
  let busy = await machineBusy();
  let told = false;
  while (busy > maxBusy && performance.now() - start < maxWaitSeconds * 1000) {
    if (!told)
      log(
        `waiting for a quiet machine (${Math.round(busy * 100)}% CPU busy, want <= ${Math.round(maxBusy * 100)}%)`,
      );
    told = true;
    busy = await machineBusy(5000);
  }
  if (busy > maxBusy)
    log(`machine still ${Math.round(busy * 100)}% busy after ${maxWaitSeconds} s: measuring anyway`);
  return busy;
}

/** Parses the report of `/usr/bin/time -v`. */
export function parseTimeReport(text: string): Omit<Timed, 'stdout' | 'output' | 'load' | 'othersCpu'> {
  const field = (name: string) => {
    const line = text.split('\n').find((l) => l.trim().startsWith(name));
    if (!line) throw new Error(`no "${name}" in the /usr/bin/time report`);
    return line.slice(line.lastIndexOf(': ') + 2).trim();
  };
  const user = Number(field('User time'));
  const system = Number(field('System time'));
  const parts = field('Elapsed (wall clock)').split(':').map(Number);
  const wall = parts.reduce((total, part) => total * 60 + part, 0);
  const rss = Number(field('Maximum resident set size')) * 1024;
  return { wall, cpu: user + system, user, system, rss };
}

/**
 * Runs `command args` under `/usr/bin/time -v` and returns its figures. Output is kept (the last
 * 200 kB) and shown when the command fails; `echo` also streams it to this process's stderr.
 */
export async function runTimed(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; echo?: boolean },
): Promise<Timed> {
  const report = path.join(os.tmpdir(), `mdd-bench-time-${process.pid}-${Date.now()}.txt`);
  const load = os.loadavg()[0] ?? 0;
  const before = cpuTicks();
  let output = '';
  let stdout = '';
  const keep = (text: string) => {
    output = (output + text).slice(-200_000);
  };
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-v', '-o', report, command, ...args], {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      stdout = (stdout + chunk.toString()).slice(-200_000);
      keep(chunk.toString());
      if (options.echo) process.stderr.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      keep(chunk.toString());
      if (options.echo) process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', resolve);
  });
  const after = cpuTicks();
  const text = fs.existsSync(report) ? fs.readFileSync(report, 'utf8') : '';
  fs.rmSync(report, { force: true });
  if (code !== 0) {
    throw new CommandError(`${path.basename(command)} ${args.join(' ')} exited with ${code}`, output);
  }
  const figures = parseTimeReport(text);
  const othersCpu = Math.max(0, (after.busy - before.busy) / ticksPerSecond - figures.cpu);
  return { ...figures, load, othersCpu, stdout, output };
}

/** Runs a command without measuring it; rejects with its output when it fails. */
export async function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; echo?: boolean },
): Promise<string> {
  let output = '';
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const take = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-200_000);
      if (options.echo) process.stderr.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new CommandError(`${command} ${args.join(' ')} exited with ${code}`, output);
  return output;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
