/**
 * Pipeline benchmark (not a test): `pnpm bench:pipeline` at the repository root.
 *
 * Builds the package into node_modules/.cache, generates trees of 1,000 and 10,000 pages with
 * gen-pages.mjs, compiles each cold (fresh cache) in its own process under `/usr/bin/time -v`, then
 * again after editing one page (warm), and prints wall and CPU time, pages per second, ms per page,
 * peak memory and how the cost per page grows from the smallest to the largest tree. "wall" is the
 * whole process (Node start-up included); "build s" is the time inside buildContent. Other jobs on the
 * machine inflate wall time: compare "cpu s" across runs, and the load average printed around them.
 * Options: `--sizes=1000,10000`, `--keep` (keep the generated trees in the temp folder).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDist } from '../test/helpers/build-dist.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository's page generator (a copy of the shared one, in the root bench folder). */
const generator = path.join(here, '../../../bench/gen-pages.mjs');
const root = path.join(here, '..');
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const sizes = (args.get('sizes') ?? '1000,10000').split(',').map(Number);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-pipeline-bench-'));
const dist = path.join(root, 'node_modules/.cache/mdx-pipeline-bench/dist');

interface Measure {
  wall: number;
  cpu: number;
  rssMb: number;
  stats: {
    pages: number;
    compiled: number;
    cached: number;
    seconds: number;
    pageSeconds: number;
    bytes: number;
  };
}

function measure(contentDir: string, cacheDir: string, pages: boolean): Measure {
  const run = spawnSync(
    '/usr/bin/time',
    [
      '-v',
      process.execPath,
      path.join(here, 'run-build.mjs'),
      dist,
      contentDir,
      cacheDir,
      ...(pages ? ['--pages'] : []),
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  const field = (name: string) => {
    const line = run.stderr.split('\n').find((l) => l.trim().startsWith(name));
    return (line?.split(': ').pop() ?? '').trim();
  };
  const clock = field('Elapsed (wall clock) time').split(':').map(Number);
  const wall = clock.reduce((total, part) => total * 60 + part, 0);
  const cpu = Number(field('User time (seconds)')) + Number(field('System time (seconds)'));
  const rssMb = Number(field('Maximum resident set size (kbytes)')) / 1024;
  const stats = JSON.parse(run.stdout.trim().split('\n').pop() as string);
  return { wall, cpu, rssMb, stats };
}

const f = (n: number, digits = 1) => n.toFixed(digits);

await buildDist(dist);

console.log(
  `node ${process.version}, ${os.availableParallelism()} cores, load average ${os
    .loadavg()
    .map((l) => f(l, 2))
    .join(' ')}`,
);
console.log('pages    run    wall s   cpu s  pages/s  ms/page  cpu ms/page  peak RSS MB  compiled  build s');
const rows: Array<{ size: number; cold: Measure }> = [];
try {
  for (const size of sizes) {
    const contentDir = path.join(work, `pages-${size}`);
    const cacheDir = path.join(work, `cache-${size}`);
    execFileSync(process.execPath, [generator, contentDir, String(size)], {
      stdio: 'ignore',
    });
    const cold = measure(contentDir, cacheDir, false);
    const page = path.join(contentDir, 'api/group-0/page-0.mdx');
    fs.appendFileSync(page, '\n## Edited\n\nOne more paragraph.\n');
    const warm = measure(contentDir, cacheDir, false);
    const data = measure(contentDir, cacheDir, true);
    for (const [run, m] of [
      ['cold', cold],
      ['warm', warm],
    ] as const) {
      const pages = m.stats.pages;
      console.log(
        [
          String(size).padEnd(8),
          run.padEnd(5),
          f(m.wall, 2).padStart(7),
          f(m.cpu, 2).padStart(7),
          f(pages / m.wall, 0).padStart(8),
          f((m.wall * 1000) / pages, 2).padStart(8),
          f((m.cpu * 1000) / pages, 2).padStart(12),
          f(m.rssMb, 0).padStart(12),
          String(m.stats.compiled).padStart(9),
          f(m.stats.seconds, 2).padStart(8),
        ].join(' '),
      );
    }
    console.log(
      `${' '.repeat(9)}then every page's data (the site's next step): ${f(data.stats.pageSeconds, 2)} s, ${f(data.stats.bytes / data.stats.pages / 1024, 1)} KB a page`,
    );
    rows.push({ size, cold });
  }
  const first = rows[0];
  const last = rows.at(-1);
  if (first && last && last !== first) {
    const per = (r: { cold: Measure }) => r.cold.wall / r.cold.stats.pages;
    const cpuPer = (r: { cold: Measure }) => r.cold.cpu / r.cold.stats.pages;
    console.log(
      `cost per page ${last.size}/${first.size}: wall ${f(per(last) / per(first), 2)}x, cpu ${f(cpuPer(last) / cpuPer(first), 2)}x`,
    );
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => f(l, 2))
      .join(' ')}`,
  );
} finally {
  if (!args.has('keep')) fs.rmSync(work, { recursive: true, force: true });
}
