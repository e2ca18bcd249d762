import type { AuthorRun } from './author.js';
import type { EngineId } from './engines.js';
import { extraInOurs, type MigrationFigures, missingFromOurs, routeGroups } from './migration.js';
import type { BuildFigures, EngineBuild, Results } from './results.js';
import { loadEvalSet, type SearchQualityFigures } from './search-quality.js';
import { median } from './timed.js';
import { type TreeId, trees } from './trees.js';
import { measuredPages, type PageId, type PageWeight } from './weight.js';

export const engineLabels: Record<EngineId, string> = {
  ours: 'ours',
  docusaurus: 'Docusaurus',
};
const treeOrder: TreeId[] = ['real', 'gen-1000', 'gen-10000', 'gen-100000'];

export const seconds = (s: number | undefined) =>
  s === undefined || !Number.isFinite(s) ? 'n/a' : s < 10 ? `${s.toFixed(2)} s` : `${s.toFixed(1)} s`;
export const kb = (bytes: number | undefined) =>
  bytes === undefined || !Number.isFinite(bytes) ? 'n/a' : `${(bytes / 1000).toFixed(1)} kB`;
export const memory = (bytes: number | undefined) =>
  bytes === undefined || !Number.isFinite(bytes)
    ? 'n/a'
    : bytes >= 1e9
      ? `${(bytes / 1e9).toFixed(2)} GB`
      : `${Math.round(bytes / 1e6)} MB`;
const ms = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value)
    ? 'n/a'
    : value < 10
      ? `${value.toFixed(2)} ms`
      : `${Math.round(value)} ms`;
const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) || b === 0
    ? 'n/a'
    : `${(a / b).toFixed(a / b < 0.1 ? 3 : 2)}×`;
const day = (iso: string | undefined) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');

/** Medians of the cold runs of one engine on one tree. */
export function coldMedians(build: EngineBuild | undefined): (BuildFigures & { runs: number }) | undefined {
  if (!build?.cold.length) return undefined;
  const of = (key: keyof BuildFigures) => median(build.cold.map((r) => r[key] ?? Number.NaN));
  return {
    wall: of('wall'),
    cpu: of('cpu'),
    user: of('user'),
    system: of('system'),
    rss: of('rss'),
    load: Math.max(...build.cold.map((r) => r.load)),
    busyBefore: Math.max(...build.cold.map((r) => r.busyBefore ?? 0)),
    othersCpu: Math.max(...build.cold.map((r) => r.othersCpu ?? 0)),
    htmlFiles: of('htmlFiles'),
    htmlBytes: of('htmlBytes'),
    outputBytes: of('outputBytes'),
    internalSeconds: of('internalSeconds'),
    warnings: build.cold[0]?.warnings,
    runs: build.cold.length,
  };
}

type Status = 'met' | 'missed' | 'not measured';
interface TargetRow {
  target: string;
  figure: string;
  status: Status;
}

const docPages: PageId[] = ['endpoint', 'category'];

export function targetRows(results: Results): TargetRow[] {
  const rows: TargetRow[] = [];
  const cold = (tree: TreeId, engine: EngineId) => coldMedians(results.build[tree]?.engines[engine]);
  const check = (target: string, figure: string | undefined, ok: boolean | undefined) =>
    rows.push({
      target,
      figure: figure ?? 'n/a',
      status: ok === undefined ? 'not measured' : ok ? 'met' : 'missed',
    });

  const realOurs = cold('real', 'ours');
  const realDocusaurus = cold('real', 'docusaurus');
  const buildRatio = realOurs && realDocusaurus ? realOurs.wall / realDocusaurus.wall : undefined;
  check(
    'Real site cold build ≤ 0.25× Docusaurus (wall)',
    buildRatio === undefined
      ? undefined
      : `${buildRatio.toFixed(2)}× (${seconds(realOurs?.wall)} vs ${seconds(realDocusaurus?.wall)})`,
    buildRatio === undefined ? undefined : buildRatio <= 0.25,
  );
  const warm = results.build.real?.engines.ours?.warm;
  check(
    'Warm rebuild after editing one page < 1 s',
    warm
      ? `${seconds(warm.wall)} whole command (buildSite itself: ${seconds(warm.internalSeconds)})`
      : undefined,
    warm ? warm.wall < 1 : undefined,
  );
  const dev = results.dev?.value;
  check(
    'Dev server ready < 2 s (a doc page answered with its data)',
    dev
      ? `${seconds(dev.cold.ms / 1000)} without its cache, ${seconds(dev.warm.ms / 1000)} with it`
      : undefined,
    dev ? dev.cold.ms < 2000 && dev.warm.ms < 2000 : undefined,
  );
  const author = results.author?.value;
  const slowest = author?.runs.reduce<AuthorRun | undefined>(
    (max, r) => (!max || r.wall / r.engine > max.wall / max.engine ? r : max),
    undefined,
  );
  check(
    '`pnpm build` and `pnpm mdd build` after a one-page edit, add or delete ≤ 1.5× the engine alone',
    slowest
      ? `at most ${(slowest.wall / slowest.engine).toFixed(2)}× (${slowest.command} after a page ${slowest.change}: ${seconds(slowest.wall)} vs ${seconds(slowest.engine)})`
      : undefined,
    slowest ? slowest.wall / slowest.engine <= 1.5 : undefined,
  );
  check(
    '`pnpm dev` answers within 3 s after an edit',
    author ? `${seconds(author.dev.wall)} (the engine alone ${seconds(author.dev.engine)})` : undefined,
    author ? author.dev.wall <= 3 : undefined,
  );
  check(
    'Content edit visible < 200 ms',
    dev
      ? `median ${ms(dev.editMedianMs)} from save to paint (${dev.editMs.map((v) => Math.round(v)).join(', ')} ms)`
      : undefined,
    dev ? dev.editMedianMs < 200 : undefined,
  );
  const big = cold('gen-10000', 'ours');
  check(
    '10,000 pages cold build < 60 s',
    big ? seconds(big.wall) : undefined,
    big ? big.wall < 60 : undefined,
  );
  check('10,000 pages peak RSS < 2 GB', big ? memory(big.rss) : undefined, big ? big.rss < 2e9 : undefined);
  const thousand = cold('gen-1000', 'ours');
  const sources = (tree: TreeId) => results.build[tree]?.sources ?? Number.NaN;
  if (big && thousand) {
    const per1k = (thousand.wall / sources('gen-1000')) * 1000;
    const per10k = (big.wall / sources('gen-10000')) * 1000;
    const marginal = ((big.wall - thousand.wall) / (sources('gen-10000') - sources('gen-1000'))) * 1000;
    const html1k = (thousand.htmlBytes ?? Number.NaN) / thousand.htmlFiles;
    const html10k = (big.htmlBytes ?? Number.NaN) / big.htmlFiles;
    const warm1k = results.build['gen-1000']?.engines.ours?.warm;
    const warm10k = results.build['gen-10000']?.engines.ours?.warm;
    const warmText =
      warm1k && warm10k
        ? `; warm rebuild: ${ms((warm1k.wall / sources('gen-1000')) * 1000)}/page at 1k, ${ms((warm10k.wall / sources('gen-10000')) * 1000)}/page at 10k`
        : '';
    check(
      'Cost per page flat from 1,000 to 10,000 pages (time and HTML written per page at 10k ≤ 1.1× at 1k)',
      `time: ${ms(per1k)}/page at 1k, ${ms(per10k)}/page at 10k (${(per10k / per1k).toFixed(2)}×; each page beyond 1k ${ms(marginal)}); HTML: ${kb(html1k)}/page at 1k, ${kb(html10k)}/page at 10k (${(html10k / html1k).toFixed(2)}×)${warmText}`,
      per10k <= per1k * 1.1 && html10k <= html1k * 1.1,
    );
  } else check('Cost per page flat from 1,000 to 10,000 pages', undefined, undefined);

  // Issue 21: 100,000 pages (`--gen-100000`, ours only; Docusaurus at 10,000 is the comparison).
  const huge = cold('gen-100000', 'ours');
  if (results.build['gen-100000']) {
    check(
      '100,000 pages cold build ≤ 5 min, peak RSS ≤ 3 GB (issue 21)',
      huge
        ? `${seconds(huge.wall)}, ${memory(huge.rss)} (CPU ${seconds(huge.cpu)}; others used ${seconds(huge.othersCpu)} CPU during it; Docusaurus at 10,000: ${seconds(cold('gen-10000', 'docusaurus')?.wall)}, ${memory(cold('gen-10000', 'docusaurus')?.rss)})`
        : undefined,
      huge ? huge.wall <= 300 && huge.rss <= 3e9 : undefined,
    );
    if (huge && big) {
      const per10k = big.wall / sources('gen-10000');
      const per100k = huge.wall / sources('gen-100000');
      const html10k = (big.htmlBytes ?? Number.NaN) / big.htmlFiles;
      const html100k = (huge.htmlBytes ?? Number.NaN) / huge.htmlFiles;
      check(
        'Cost per page flat from 10,000 to 100,000 pages (time and HTML per page at 100k ≤ 1.1× at 10k)',
        `time: ${ms(per10k * 1000)}/page at 10k, ${ms(per100k * 1000)}/page at 100k (${(per100k / per10k).toFixed(2)}×); HTML: ${kb(html10k)}/page at 10k, ${kb(html100k)}/page at 100k (${(html100k / html10k).toFixed(2)}×)`,
        per100k <= per10k * 1.1 && html100k <= html10k * 1.1,
      );
    } else check('Cost per page flat from 10,000 to 100,000 pages', undefined, undefined);
    const hugeWarm = results.build['gen-100000']?.engines.ours?.warm;
    check(
      'Warm rebuild after editing one page of 100,000 ≤ 10 s (whole command)',
      hugeWarm
        ? `${seconds(hugeWarm.wall)} (buildSite itself ${seconds(hugeWarm.internalSeconds)}; ${memory(hugeWarm.rss)})`
        : undefined,
      hugeWarm ? hugeWarm.wall <= 10 : undefined,
    );
    const scale = results.scale?.value;
    check(
      'Dev server on 100,000 pages: a page answered ≤ 3 s after start, empty cache',
      scale?.dev
        ? `${seconds(scale.dev.start.ms / 1000)} (app HTML ${seconds(scale.dev.start.htmlMs / 1000)})`
        : scale?.devError,
      scale?.dev ? scale.dev.start.ms <= 3000 : undefined,
    );
    check(
      'Dev server on 100,000 pages: a content edit painted ≤ 300 ms',
      scale?.dev
        ? `median ${ms(scale.dev.editMedianMs)} (${scale.dev.editMs.map((v) => Math.round(v)).join(', ')} ms)`
        : scale?.devError,
      scale?.dev ? scale.dev.editMedianMs <= 300 : undefined,
    );
    check(
      'No output folder with more than 10,000 entries (100,000 pages)',
      scale?.largestFolder
        ? `largest: \`${scale.largestFolder.path}\` (${scale.largestFolder.entries} entries)`
        : undefined,
      scale?.largestFolder ? scale.largestFolder.entries <= 10_000 : undefined,
    );
  }

  const weight = results.weight.ours?.value;
  const worst = (key: keyof PageWeight, pages: PageId[]) => {
    if (!weight) return undefined;
    const page = pages.reduce((a, b) => ((weight[b]?.[key] ?? 0) > (weight[a]?.[key] ?? 0) ? b : a));
    return { page, value: weight[page]?.[key] ?? Number.NaN };
  };
  const budget = (label: string, key: keyof PageWeight, pages: PageId[], limit: number) => {
    const w = worst(key, pages);
    check(
      label,
      w ? `${kb(w.value)} (${pages.map((p) => `${p} ${kb(weight?.[p]?.[key])}`).join(', ')})` : undefined,
      w ? w.value <= limit : undefined,
    );
  };
  budget('Doc page JS referenced by the HTML ≤ 90 kB gzip', 'jsInHtml', docPages, 90_000);
  budget('Doc page JS by network idle ≤ 120 kB gzip', 'jsByIdle', docPages, 120_000);
  budget('Doc page CSS ≤ 20 kB gzip', 'css', docPages, 20_000);
  budget('Endpoint page HTML ≤ 15 kB gzip', 'html', ['endpoint'], 15_000);

  const lighthouse = results.lighthouse.ours?.value;
  if (lighthouse) {
    const below = measuredPages.flatMap(({ id }) => {
      const s = lighthouse[id];
      if (!s) return [];
      const scores = [s.performance, s.accessibility, s.bestPractices, s.seo];
      return scores.every((v) => v === 100) ? [] : [`${id} ${scores.join('/')}`];
    });
    check(
      'Lighthouse mobile 100/100/100/100 (home, doc pages, search, search results)',
      below.length ? `below 100: ${below.join('; ')}` : 'all 100',
      below.length === 0,
    );
    const lcps = measuredPages.flatMap(({ id }) => (lighthouse[id] ? [{ id, lcp: lighthouse[id].lcp }] : []));
    const slowest = lcps.reduce((a, b) => (b.lcp > a.lcp ? b : a));
    check(
      'LCP < 1.5 s (Lighthouse mobile)',
      `slowest ${slowest.id} ${ms(slowest.lcp)} (${lcps.map((l) => `${l.id} ${ms(l.lcp)}`).join(', ')})`,
      lcps.every((l) => l.lcp < 1500),
    );
    const results = lighthouse.results;
    check(
      'Search results page (`/search?q=candles`) holds its layout: CLS < 0.02',
      results ? `CLS ${results.cls.toFixed(3)}, performance ${results.performance}` : undefined,
      results ? results.cls < 0.02 : undefined,
    );
  } else {
    check('Lighthouse mobile 100/100/100/100', undefined, undefined);
    check('LCP < 1.5 s', undefined, undefined);
  }
  return rows;
}

function buildSection(results: Results, lines: string[]) {
  lines.push(
    '## Build',
    '',
    'Cold: output and every cache deleted first; median of the runs (wall clock, CPU = user + system,',
    'peak RSS of the largest process) from `/usr/bin/time -v`. Ratio = ours / Docusaurus.',
    '',
    '![Build time and peak memory against pages](scaling.svg)',
    '',
    '| tree | source pages | HTML files ours / Docusaurus | runs | wall ours | wall Docusaurus | ratio | CPU ours | CPU Docusaurus | ratio | peak RSS ours | peak RSS Docusaurus | ratio |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const id of treeOrder) {
    const tree = results.build[id];
    if (!tree) continue;
    const o = coldMedians(tree.engines.ours);
    const d = coldMedians(tree.engines.docusaurus);
    lines.push(
      `| ${trees[id].label} | ${tree.sources} | ${o?.htmlFiles ?? 'n/a'} / ${d?.htmlFiles ?? 'n/a'} | ${o?.runs ?? 0} / ${d?.runs ?? 0} | ${seconds(o?.wall)} | ${seconds(d?.wall)} | ${ratio(o?.wall, d?.wall)} | ${seconds(o?.cpu)} | ${seconds(d?.cpu)} | ${ratio(o?.cpu, d?.cpu)} | ${memory(o?.rss)} | ${memory(d?.rss)} | ${ratio(o?.rss, d?.rss)} |`,
    );
  }
  lines.push(
    '',
    'Spread of the cold runs (min – max wall; each run; CPU seconds other processes used meanwhile):',
    '',
  );
  for (const id of treeOrder) {
    const tree = results.build[id];
    if (!tree) continue;
    const spread = (['ours', 'docusaurus'] as EngineId[])
      .map((engine) => {
        const runs = tree.engines[engine]?.cold ?? [];
        if (!runs.length) return undefined;
        const walls = runs.map((r) => r.wall);
        const others = runs.map((r) => (r.othersCpu ?? 0).toFixed(1)).join(', ');
        return `${engineLabels[engine]} ${seconds(Math.min(...walls))} – ${seconds(Math.max(...walls))} (${walls.map((w) => w.toFixed(2)).join(', ')}; others: ${others})`;
      })
      .filter(Boolean);
    lines.push(`- ${trees[id].label}: ${spread.join('; ')}`);
  }
  lines.push(
    '',
    '### Warm rebuild after editing one page',
    '',
    'One sentence appended to one page, then the same build command again with its caches, as many times as',
    'there are cold runs (a new sentence each time); the median run is shown, every run below the table',
    "(ours: the content-hash cache in the snapshot's `node_modules/.cache/mdd-site`; Docusaurus: `.docusaurus`",
    'and the Rspack persistent cache). "in-process" is buildSite\'s own figure, without starting Node.',
    '',
    '| tree | page edited | ours (in-process) | Docusaurus | ratio | ours peak RSS | Docusaurus peak RSS |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const id of treeOrder) {
    const tree = results.build[id];
    if (!tree) continue;
    const o = tree.engines.ours?.warm;
    const d = tree.engines.docusaurus?.warm;
    if (!o && !d) continue;
    lines.push(
      `| ${trees[id].label} | \`${trees[id].editPage}\` | ${seconds(o?.wall)} (${seconds(o?.internalSeconds)}) | ${seconds(d?.wall)} | ${ratio(o?.wall, d?.wall)} | ${memory(o?.rss)} | ${memory(d?.rss)} |`,
    );
  }
  const spreads = treeOrder.flatMap((id) =>
    (['ours', 'docusaurus'] as const).flatMap((engine) => {
      const walls = results.build[id]?.engines[engine]?.warmWalls;
      return walls && walls.length > 1
        ? [
            `${trees[id].label}, ${engine === 'ours' ? 'ours' : 'Docusaurus'}: ${walls.map((w) => w.toFixed(2)).join(', ')} s`,
          ]
        : [];
    }),
  );
  if (spreads.length) lines.push('', `Each warm run: ${spreads.join('; ')}.`);
  lines.push(
    '',
    '### Cost per page',
    '',
    'Wall time and peak RSS divided by source pages; HTML and output: bytes written per HTML file.',
    '',
    '| tree | ours ms/page | Docusaurus ms/page | ours MB/page (peak RSS) | Docusaurus MB/page | ours HTML/page | Docusaurus HTML/page | ours output/page | Docusaurus output/page |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const id of treeOrder) {
    const tree = results.build[id];
    if (!tree) continue;
    const o = coldMedians(tree.engines.ours);
    const d = coldMedians(tree.engines.docusaurus);
    const perFile = (f: BuildFigures | undefined, key: 'htmlBytes' | 'outputBytes') =>
      f?.[key] ? kb(f[key] / f.htmlFiles) : 'n/a';
    const per = (v: number | undefined, scale: number) =>
      v === undefined ? 'n/a' : ((v * scale) / tree.sources).toFixed(2);
    lines.push(
      `| ${trees[id].label} | ${per(o?.wall, 1000)} | ${per(d?.wall, 1000)} | ${per(o?.rss, 1e-6)} | ${per(d?.rss, 1e-6)} | ${perFile(o, 'htmlBytes')} | ${perFile(d, 'htmlBytes')} | ${perFile(o, 'outputBytes')} | ${perFile(d, 'outputBytes')} |`,
    );
  }
  const errors = treeOrder.flatMap((id) =>
    (['ours', 'docusaurus'] as EngineId[]).flatMap((engine) => {
      const error = results.build[id]?.engines[engine]?.error;
      return error ? [`- ${trees[id].label}, ${engineLabels[engine]}: ${error}`] : [];
    }),
  );
  if (errors.length) lines.push('', 'Failed builds:', '', ...errors);
  const warnings = treeOrder.flatMap((id) =>
    (['ours', 'docusaurus'] as EngineId[]).flatMap((engine) => {
      const n = results.build[id]?.engines[engine]?.cold[0]?.warnings;
      return n ? [`${trees[id].label} ${engineLabels[engine]}: ${n}`] : [];
    }),
  );
  if (warnings.length) lines.push('', `Build warnings (broken links and the like): ${warnings.join('; ')}.`);
  lines.push('');
}

function profileSection(results: Results, lines: string[]) {
  const entries = treeOrder.filter((id) => results.profile[id]);
  if (!entries.length) return;
  lines.push(
    '### Where our cold build spends its CPU',
    '',
    'One extra cold build per tree under `node --cpu-prof` (main thread and worker threads), self time',
    'of the samples by kind of work (code bundled into the pipeline is traced to its package through',
    'the source maps). "Native" is the rest of the CPU time `/usr/bin/time` counted: V8\'s compiler and',
    "garbage-collector threads, Vite's bundler (Rolldown, native threads), libuv's file system threads.",
    'The profiler slows the build a little: read the shares, not the seconds.',
    '',
  );
  for (const id of entries) {
    const p = results.profile[id]?.value;
    if (!p) {
      lines.push(`- ${trees[id].label}: failed: ${results.profile[id]?.error}`, '');
      continue;
    }
    lines.push(
      `${trees[id].label}: ${seconds(p.cpu)} CPU in ${seconds(p.wall)} wall (with the profiler)`,
      '',
      '| kind of work | CPU | share |',
      '| --- | ---: | ---: |',
      ...[...p.kinds, { kind: 'Native (not sampled)', seconds: p.native }]
        .sort((a, b) => b.seconds - a.seconds)
        .filter((k) => k.seconds >= 0.05)
        .map((k) => `| ${k.kind} | ${seconds(k.seconds)} | ${Math.round((k.seconds / p.cpu) * 100)}% |`),
      '',
    );
  }
}

function weightSection(results: Results, lines: string[]) {
  const o = results.weight.ours?.value;
  const d = results.weight.docusaurus?.value;
  if (!o && !d) return;
  lines.push(
    '## Page weight (real content)',
    '',
    'Chromium, empty cache (a new browser context per page), 1366×768, loaded until network idle; both',
    'builds served by `createStaticServer` (gzip level 6). Bytes are gzip bytes on the wire. "JS in HTML"',
    'sums the scripts the HTML references (`<script src>`, `modulepreload`, `preload as=script`, a `.js`',
    "in any other attribute such as a boot loader's `data-entry`) and their static imports;",
    '"JS by idle" is every JavaScript response by network idle, "prefetched" the part fetched for other',
    'pages (link prefetching), not run by this one.',
    '',
    '| page | engine | JS in HTML | JS by idle (prefetched) | CSS | HTML | JSON | images | total | requests |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const page of measuredPages) {
    for (const [engine, weights] of [
      ['ours', o],
      ['docusaurus', d],
    ] as const) {
      const w = weights?.[page.id];
      if (!w) continue;
      lines.push(
        `| ${page.label} \`/${page.route}\` | ${engineLabels[engine]} | ${kb(w.jsInHtml)} (${w.jsInHtmlFiles} files) | ${kb(w.jsByIdle)} (${kb(w.jsPrefetched)}) | ${kb(w.css)} | ${kb(w.html)} | ${kb(w.data)} | ${kb(w.images)} | ${kb(w.total)} | ${w.requests} |`,
      );
    }
    const a = o?.[page.id];
    const b = d?.[page.id];
    if (a && b)
      lines.push(
        `| | ratio | ${ratio(a.jsInHtml, b.jsInHtml)} | ${ratio(a.jsByIdle, b.jsByIdle)} | ${ratio(a.css, b.css)} | ${ratio(a.html, b.html)} | | | ${ratio(a.total, b.total)} | ${ratio(a.requests, b.requests)} |`,
      );
  }
  for (const engine of ['ours', 'docusaurus'] as const) {
    if (results.weight[engine]?.error)
      lines.push('', `${engineLabels[engine]}: ${results.weight[engine]?.error}`);
  }
  lines.push('');
}

function lighthouseSection(results: Results, lines: string[]) {
  const o = results.lighthouse.ours?.value;
  const d = results.lighthouse.docusaurus?.value;
  if (!o && !d) return;
  const runs = o?.home?.runs ?? d?.home?.runs ?? 1;
  lines.push(
    '## Lighthouse 12.8 (mobile, default simulated throttling)',
    '',
    `Median of ${runs} run${runs === 1 ? '' : 's'} per page; real content.`,
    '',
    '| page | engine | performance | accessibility | best practices | SEO | LCP | TBT | FCP | CLS |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  const failed: string[] = [];
  for (const page of measuredPages) {
    for (const [engine, scores] of [
      ['ours', o],
      ['docusaurus', d],
    ] as const) {
      const s = scores?.[page.id];
      if (!s) continue;
      lines.push(
        `| ${page.label} | ${engineLabels[engine]} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${ms(s.lcp)} | ${ms(s.tbt)} | ${ms(s.fcp)} | ${s.cls.toFixed(3)} |`,
      );
      if (s.failed.length) failed.push(`- ${page.label}, ${engineLabels[engine]}: ${s.failed.join(', ')}`);
    }
  }
  if (failed.length)
    lines.push('', 'Audits below 100 in accessibility, best practices and SEO:', '', ...failed);
  for (const engine of ['ours', 'docusaurus'] as const) {
    if (results.lighthouse[engine]?.error)
      lines.push('', `${engineLabels[engine]}: ${results.lighthouse[engine]?.error}`);
  }
  lines.push('');
}

function authorSection(results: Results, lines: string[]) {
  const author = results.author?.value;
  if (!author && !results.author?.error) return;
  lines.push(
    "## The author's commands (ours, real content)",
    '',
    'What an author runs every day, from the root of a clone of the repository at',
    `\`${author?.commit ?? ''}\` (installed and built once first, untimed): a page of \`packages/content\` is edited,`,
    'added or deleted, then the command runs. Beside it, the engine alone after the same kind of',
    'change: `node packages/core/bin/mdd.js build` (no pnpm, no turbo). Medians of three runs each.',
    '',
  );
  if (!author) {
    lines.push(`Failed: ${results.author?.error}`, '');
    return;
  }
  lines.push(
    '| change | command | command | engine alone | ratio | each run (command; engine) |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    ...author.runs.map(
      (r) =>
        `| page ${r.change} | \`${r.command}\` | ${seconds(r.wall)} | ${seconds(r.engine)} | ${(r.wall / r.engine).toFixed(2)}× | ${r.walls.map((w) => w.toFixed(2)).join(', ')}; ${r.engineWalls.map((w) => w.toFixed(2)).join(', ')} s |`,
    ),
    `| page edit | \`pnpm dev\` until the page answers with the edit | ${seconds(author.dev.wall)} | ${seconds(author.dev.engine)} | ${(author.dev.wall / author.dev.engine).toFixed(2)}× | ${author.dev.walls.map((w) => w.toFixed(2)).join(', ')}; ${author.dev.engineWalls.map((w) => w.toFixed(2)).join(', ')} s |`,
    '',
    ...(author.pnpmStart
      ? [
          `pnpm's own start, \`pnpm --version\` with nothing run, takes ${seconds(author.pnpmStart.wall)} (${author.pnpmStart.walls.map((w) => w.toFixed(2)).join(', ')} s).`,
          'A command run through pnpm takes at least that on top of the engine, so it stays within 1.5× the',
          `engine alone only when the engine takes at least twice that: ${seconds(2 * author.pnpmStart.wall)} here.`,
          '',
        ]
      : []),
    `Precompressing the build for a static server that only serves precompressed files (sirv): a brotli`,
    `and a gzip copy of each of its ${author.precompress.files} text files (${author.precompress.megabytes.toFixed(1)} MB) took ${seconds(author.precompress.seconds)},`,
    `which \`mdd start\` avoids by compressing a file when it is first asked for.`,
    '',
  );
}

function devSection(results: Results, lines: string[]) {
  const dev = results.dev?.value;
  if (!dev && !results.dev?.error) return;
  lines.push(
    '## Dev server (ours, real content)',
    '',
    '`mdd dev` in the snapshot (what `pnpm dev` runs) started twice on a copy of the real content: without the content',
    'cache and with it. Without it, the server outlines the pages (front matter and titles), compiles a page',
    'when it is first asked for and the rest behind it. Ready = from starting the command to the endpoint',
    "page's data (`index.json`) answered with 200; the app's HTML answers before that. Then one tab in",
    'Chromium on the endpoint page, and a paragraph appended to',
    `\`${dev?.page ?? ''}\` several times: the time from the save to the frame painted with the new text.`,
    'Docusaurus is not measured here.',
    '',
  );
  if (!dev) {
    lines.push(`Failed: ${results.dev?.error}`, '');
    return;
  }
  lines.push(
    '| start without cache (HTML) | start with cache (HTML) | (of which the server itself) | edit to paint, median | each edit |',
    '| ---: | ---: | ---: | ---: | --- |',
    `| ${seconds(dev.cold.ms / 1000)} (${seconds(dev.cold.htmlMs / 1000)}) | ${seconds(dev.warm.ms / 1000)} (${seconds(dev.warm.htmlMs / 1000)}) | ${ms(dev.warm.reportedMs)} | ${ms(dev.editMedianMs)} | ${dev.editMs.map((v) => Math.round(v)).join(', ')} ms |`,
    '',
  );
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** Ranking quality against the reference engine, on the evaluation set (bench/search-eval.json). */
function qualitySection(q: SearchQualityFigures, lines: string[]) {
  const { ours, theirs } = q;
  const name = `${q.reference.name} ${q.reference.version}`;
  const ahead = ours.hit1 > theirs.hit1 && ours.hit5 > theirs.hit5 && ours.mrr10 > theirs.mrr10;
  const within = (a: number, b: number) => a <= b * 1.1;
  const set = loadEvalSet();
  lines.push(
    '',
    `### Search quality: ${q.queries} reader queries, ours vs ${name}`,
    '',
    `[search-eval.json](search-eval.json) holds ${q.queries} queries written from the content as readers ask them`,
    `(${Object.entries(q.kinds)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ')}), each with the page or pages a reader expects first. Both engines`,
    'search the same records of the real content: ours through the index the build wrote (with the',
    `site's synonyms; \`context\` for the queries made from a section), ${name} with ${q.reference.options}.`,
    'Pages are ranked by their best hit. hit@k: share of queries with an expected page among the first k',
    'pages; MRR@10: mean of 1 / rank of the first expected page (0 beyond ten). Index: what a browser',
    'downloads (ours: the index files; MiniSearch: its JSON), gzip level 6. Times in Node, the two engines',
    "in turns: load is the index parsed and opened; a query is ours with the modal's 10 hits and their",
    'highlights, MiniSearch with all its results.',
    '',
    '| engine | hit@1 | hit@5 | MRR@10 | index gzip (raw) | load | query median | query p95 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...[
      ['Market Data Docs', ours],
      [name, theirs],
    ].map(
      ([label, f]) =>
        `| ${label} | ${percent((f as typeof ours).hit1)} | ${percent((f as typeof ours).hit5)} | ${(f as typeof ours).mrr10.toFixed(3)} | ${kb((f as typeof ours).gzip)} (${kb((f as typeof ours).raw)}) | ${ms((f as typeof ours).loadMs)} | ${ms((f as typeof ours).queryMedianMs)} | ${ms((f as typeof ours).queryP95Ms)} |`,
    ),
    '',
    '| kind of query | queries | ours hit@1 | reference hit@1 |',
    '| --- | ---: | ---: | ---: |',
    ...Object.entries(ours.byKind).map(
      ([kind, [hits, n]]) => `| ${kind} | ${n} | ${hits} | ${theirs.byKind[kind]?.[0] ?? 0} |`,
    ),
    '',
    'Search quality targets (issue 20):',
    '',
    `- hit@1 ≥ 85 %: ${percent(ours.hit1)}, ${ours.hit1 >= 0.85 ? 'met' : '**missed**'}`,
    `- hit@5 ≥ 98 %: ${percent(ours.hit5)}, ${ours.hit5 >= 0.98 ? 'met' : '**missed**'}`,
    `- ahead of ${name} on hit@1, hit@5 and MRR@10: ${ahead ? 'met' : '**missed**'}`,
    `- index size and query time within 10 % of ${name} or better: gzip ${(ours.gzip / theirs.gzip).toFixed(2)}x, median ${(ours.queryMedianMs / theirs.queryMedianMs).toFixed(2)}x, p95 ${(ours.queryP95Ms / theirs.queryP95Ms).toFixed(2)}x, ${within(ours.gzip, theirs.gzip) && within(ours.queryMedianMs, theirs.queryMedianMs) && within(ours.queryP95Ms, theirs.queryP95Ms) ? 'met' : '**missed**'}`,
  );
  const misses = set.flatMap((query, i) =>
    ours.ranks[i] === 1
      ? []
      : [
          `| \`${query.query}\`${query.section ? ` (in ${query.section})` : ''} | ${ours.ranks[i] || '> 10'} | ${theirs.ranks[i] || '> 10'} | ${(ours.top[i] ?? []).join(', ')} |`,
        ],
  );
  if (misses.length && set.length === q.queries) {
    lines.push(
      '',
      'Queries whose expected page is not first with ours (rank of the first expected page):',
      '',
      '| query | ours | reference | our first pages |',
      '| --- | ---: | ---: | --- |',
      ...misses,
    );
  }
}

/** The local index at 100,000 pages (`--gen-100000`), against the targets of issue 21. */
function searchScaleSection(results: Results, lines: string[]) {
  const measured = results.searchScale;
  if (!measured) return;
  lines.push('', '### Search at 100,000 pages (`--gen-100000`)', '');
  const s = measured.value;
  if (!s) {
    lines.push(`failed: ${measured.error}`);
    return;
  }
  const worst = [...s.queries].sort((a, b) => (b.coldGzip ?? 0) - (a.coldGzip ?? 0))[0];
  const k = s.keystrokes;
  const worstGzip = Math.max(s.first.gzip, worst?.coldGzip ?? 0);
  lines.push(
    `${s.pages.toLocaleString('en-US')} pages of \`gen-pages.mjs\` (seed 1), ${s.records.toLocaleString('en-US')} search records, compiled by`,
    `the MDX pipeline alone (${seconds(s.compileSeconds)} with its cache as it was; no site build), then the index built from them`,
    'in a process of its own as `mdd build` builds it, and measured as the trees above (files read from disk;',
    'typing in Chromium from a loopback server). The generator repeats itself (its random numbers cycle),',
    'so its text compresses better than a real site of this size would.',
    '',
    '| figure | value |',
    '| --- | ---: |',
    `| index build (\`buildLocalIndex\` alone) | ${seconds(s.index.seconds)} |`,
    `| index process: wall, peak RSS (records loaded) | ${seconds(s.index.wall)}, ${memory(s.index.rss)} |`,
    `| RSS before / after the build | ${memory(s.index.rssBefore)} / ${memory(s.index.rssAfter)} |`,
    `| index files: term shards, doc shards | ${s.index.files.toLocaleString('en-US')}: ${s.index.termShards.toLocaleString('en-US')}, ${s.index.docShards.toLocaleString('en-US')} |`,
    `| largest folder | \`${s.index.largestFolder}\`, ${s.index.largestEntries} entries |`,
    `| index size raw / gzip | ${kb(s.raw)} / ${kb(s.gzip)} |`,
    `| first query (\`${s.first.query}\`): files, gzip | ${s.first.files}, ${kb(s.first.gzip)} |`,
    `| most a first query fetches (\`${worst?.query}\`) | ${kb(worst?.coldGzip)} |`,
    `| warm query in Node: median / p95 | ${ms(s.warmMedianMs)} / ${ms(s.warmP95Ms)} |`,
    `| keystrokes in Chromium, first time after \`preload\` (a search box opening): median / p95 | ${ms(k?.openedMedianMs)} / ${ms(k?.openedP95Ms)} (${k?.keystrokes} keystrokes) |`,
    `| of those, keystrokes that fetched index files: how many, files they fetched | ${k?.openedFetching ?? 'n/a'}, ${k?.openedFiles ?? 'n/a'} |`,
    `| keystrokes in Chromium, first time without \`preload\`: median / p95 | ${ms(k?.firstMedianMs)} / ${ms(k?.firstP95Ms)} |`,
    `| keystrokes in Chromium, again: median / p95 | ${ms(k?.againMedianMs)} / ${ms(k?.againP95Ms)} |`,
    '',
    'Targets (issue 21):',
    '',
    `- the first query downloads at most 150 kB gzip (any of the queries above as a first): ${kb(worstGzip)}, ${worstGzip <= 150_000 ? 'met' : '**missed**'}`,
    `- each keystroke p95 at most 20 ms in Chromium: ${ms(k?.openedP95Ms)} the first time after the search box opened, ${ms(k?.firstP95Ms)} without \`preload\`, ${ms(k?.againP95Ms)} again, ${k && Math.max(k.openedP95Ms ?? 0, k.firstP95Ms, k.againP95Ms) <= 20 ? 'met' : '**missed**'}`,
    `- no index folder with more than 10,000 entries: ${s.index.largestEntries}, ${s.index.largestEntries <= 10_000 ? 'met' : '**missed**'}`,
    '',
    'Per query (hits, what it fetches as a first query, warm median / p95 in Node):',
    '',
    '| query | hits | first query gzip | warm median | warm p95 |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...s.queries.map(
      (q) =>
        `| \`${q.query}\` | ${q.total} | ${kb(q.coldGzip)} | ${ms(q.warmMedianMs)} | ${ms(q.warmP95Ms)} |`,
    ),
  );
}

function searchSection(results: Results, lines: string[]) {
  const entries = treeOrder.filter((id) => results.search[id]);
  if (!entries.length && !results.searchScale) return;
  lines.push(
    '## Search (ours: the embedded local index of `packages/search`)',
    '',
    'Index files as written by the build (raw and gzip level 6). "First query" is what a visitor\'s',
    "first search fetches and how long it takes with the files read from disk (the engine's own",
    'time: parsing, decoding, matching, ranking; no network). Warm: each query repeated 30 times on',
    `a loaded client (${'`'}${results.search.real?.value?.queries.map((q) => q.query).join('`, `') ?? ''}${'`'}).`,
    'Docusaurus has no local index: its classic preset searches with Algolia DocSearch, a hosted',
    'service (the search UI loads on demand; see the search page weight above).',
    '',
    '| tree | index files | raw | gzip | first query: files, gzip, time | warm median | warm p95 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const id of entries) {
    const s = results.search[id]?.value;
    if (!s) {
      lines.push(`| ${trees[id].label} | failed: ${results.search[id]?.error} | | | | | |`);
      continue;
    }
    lines.push(
      `| ${trees[id].label} | ${s.files} | ${kb(s.raw)} | ${kb(s.gzip)} | ${s.first.files}, ${kb(s.first.gzip)}, ${ms(s.first.ms)} | ${ms(s.warmMedianMs)} | ${ms(s.warmP95Ms)} |`,
    );
  }
  const typed = entries.filter((id) => results.search[id]?.value?.keystrokes);
  if (typed.length) {
    lines.push(
      '',
      'Typing in Chromium: the built engine loaded into a page of the served build, one search per keystroke',
      '(every prefix of the queries above, no debounce); the first time fetches index files from the',
      'loopback server as the queries need them, after `preload` (what a search box does as it opens:',
      'the manifest loaded) or without it; the second time has them loaded.',
      '',
      '| tree | keystrokes | first time after `preload`: median / p95 | first time without: median / p95 | again: median / p95 |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...typed.map((id) => {
        const k = results.search[id]?.value?.keystrokes;
        return `| ${trees[id].label} | ${k?.keystrokes} | ${ms(k?.openedMedianMs)} / ${ms(k?.openedP95Ms)} | ${ms(k?.firstMedianMs)} / ${ms(k?.firstP95Ms)} | ${ms(k?.againMedianMs)} / ${ms(k?.againP95Ms)} |`;
      }),
    );
  }
  const real = results.search.real?.value;
  const big = results.search['gen-10000']?.value;
  if (real?.quality) qualitySection(real.quality, lines);
  lines.push(
    '',
    'Search targets (issue 5):',
    '',
    `- local index of the real site < 60 kB gzip: ${real ? `${kb(real.gzip)}, ${real.gzip < 60_000 ? 'met' : '**missed**'}` : 'not measured'}`,
    `- < 300 kB transferred per query at 10,000 pages: ${big ? `first query ${kb(big.first.gzip)} (${big.first.files} files), ${big.first.gzip < 300_000 ? 'met' : '**missed**'}` : 'not measured'}`,
    `- p95 < 10 ms per keystroke in Chromium, real site: ${real?.keystrokes ? `${ms(real.keystrokes.firstP95Ms)} the first time, ${ms(real.keystrokes.againP95Ms)} again, ${real.keystrokes.firstP95Ms < 10 ? 'met' : '**missed**'}` : 'not measured'}`,
  );
  if (real) {
    lines.push(
      '',
      'Per query on the real content (hits, first query on a fresh client, warm median / p95):',
      '',
      '| query | hits | fresh client | warm median | warm p95 |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...real.queries.map(
        (q) =>
          `| \`${q.query}\` | ${q.total} | ${ms(q.coldMs)} | ${ms(q.warmMedianMs)} | ${ms(q.warmP95Ms)} |`,
      ),
    );
  }
  searchScaleSection(results, lines);
  lines.push('');
}

/** Public Docusaurus sites built unchanged by both engines (issue 19). */
function migrationSection(results: Results, lines: string[]) {
  const measured = results.migration;
  if (!measured?.value?.length) return;
  const sites = measured.value;
  const whole = sites.filter((site) => !site.ours.error && site.docusaurus && !missingFromOurs(site).length);
  const ratios = sites.flatMap((site) =>
    site.docusaurus && !site.ours.error && !site.docusaurus.error
      ? [site.ours.wall / site.docusaurus.wall]
      : [],
  );
  const quarter = ratios.filter((r) => r <= 0.25).length;
  lines.push(
    '## Docusaurus sites built unchanged (issue 19)',
    '',
    `Measured ${day(measured.measuredAt)} UTC with \`pnpm bench --only migration --sites DIR\`: public Docusaurus 3 sites`,
    '(bench/migration-sites.json: repository and commit, install command) built as they are, cold (every cache',
    'deleted first), by `mdd build DIR` and by the site’s own `docusaurus build` from its own install. Doc pages:',
    'pages of the docs plugins, every version, as our build counts them. Pages built: HTML pages (redirect pages',
    'apart, counted after the `+`), without `404.html` and HTML copied from `static/`. A site builds *whole* when',
    'our build succeeds with every page Docusaurus builds.',
    '',
    `Targets: every site builds whole (${whole.length} of ${sites.length}; at least five: ${whole.length >= 5 ? 'met' : '**missed**'}); at most a quarter of Docusaurus’s wall time (${quarter} of ${ratios.length}: ${ratios.length && quarter === ratios.length ? 'met' : '**missed**'}).`,
    '',
    '| site | commit | doc pages | pages built: ours / Docusaurus | wall: ours / Docusaurus | ratio | CPU: ours / Docusaurus | peak RSS: ours / Docusaurus | what still differs |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const site of sites) {
    const d = site.docusaurus;
    const pages = (build?: MigrationFigures['ours']) =>
      build
        ? build.error
          ? 'failed'
          : `${build.routes.length}${build.redirects ? ` + ${build.redirects}` : ''}`
        : 'n/a';
    const differs: string[] = [];
    if (site.ours.error) differs.push(`our build failed: ${site.ours.error.replace(/\|/g, '\\|')}`);
    if (d?.error) differs.push(`Docusaurus failed: ${d.error.replace(/\|/g, '\\|')}`);
    const missing = missingFromOurs(site);
    if (missing.length) differs.push(`not built by ours: ${routeGroups(missing).slice(0, 5).join(', ')}`);
    const extra = extraInOurs(site);
    if (extra.length) differs.push(`only in ours: ${routeGroups(extra).slice(0, 4).join(', ')}`);
    if (site.skipped.length)
      differs.push(`skipped (our warnings): ${site.skipped.map((w) => w.replace(/\|/g, '\\|')).join('; ')}`);
    if (site.pageWarnings) differs.push(`${site.pageWarnings} page warnings`);
    lines.push(
      `| [${site.name}](https://github.com/${site.repo}) | \`${site.commit.slice(0, 7)}\` | ${site.docPages} | ${pages(site.ours)} / ${pages(d)} | ${seconds(site.ours.wall)} / ${seconds(d?.wall)} | ${ratio(site.ours.wall, d?.wall)} | ${seconds(site.ours.cpu)} / ${seconds(d?.cpu)} | ${memory(site.ours.rss)} / ${memory(d?.rss)} | ${differs.join('. ') || 'nothing'} |`,
    );
  }
  const apart = sites.filter(
    (site) =>
      site.docusaurus?.measuredAt &&
      site.ours.measuredAt?.slice(0, 13) !== site.docusaurus.measuredAt.slice(0, 13),
  );
  if (apart.length)
    lines.push(
      '',
      `Measured in different runs (ours / Docusaurus, UTC; \`--skip-docusaurus\` keeps Docusaurus's figures): ${apart
        .map(
          (site) =>
            `${site.name} ${day(site.ours.measuredAt ?? '')} / ${day(site.docusaurus?.measuredAt ?? '')}`,
        )
        .join('; ')}.`,
    );
  lines.push('');
}

/** RESULTS.md from the results. */
export function renderReport(results: Results, notes: string[]): string {
  const lines: string[] = [];
  const { meta } = results;
  lines.push(
    '# Benchmark: Market Data Docs vs Docusaurus',
    '',
    `Written by \`pnpm bench\` (${meta.flags || 'no flags'}), started ${day(meta.updated)} UTC. Code measured: commit \`${meta.commit}\` (the working tree when the run started).`,
    `Machine: ${meta.machine}; Node ${meta.node}. ${Object.entries(meta.versions)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')}.`,
    ...(meta.speed
      ? [
          `Speed check (a fixed JavaScript workload in a fresh Node process; lower is faster; this machine is shared and its speed drifts by a quarter or more within an hour): ${meta.speed.start} ms at the start of this run${meta.speed.end ? `, ${meta.speed.end} ms at the end` : ''}.`,
        ]
      : []),
    'Both engines build the same trees on the same machine in the same run. How to run and what each',
    'figure means: [README.md](README.md). Raw figures: [results.json](results.json).',
    '',
    '## Targets (issue 8)',
    '',
    '| target | ours | status |',
    '| --- | --- | --- |',
    ...targetRows(results).map(
      (r) =>
        `| ${r.target} | ${r.figure} | ${r.status === 'met' ? 'met' : r.status === 'missed' ? '**missed**' : r.status} |`,
    ),
    '',
  );
  buildSection(results, lines);
  profileSection(results, lines);
  devSection(results, lines);
  authorSection(results, lines);
  weightSection(results, lines);
  lighthouseSection(results, lines);
  searchSection(results, lines);
  migrationSection(results, lines);
  if (notes.length) lines.push('## Notes', '', ...notes.map((n) => `- ${n}`), '');
  return `${lines.join('\n')}`;
}
