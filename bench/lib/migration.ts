import fs from 'node:fs';
import path from 'node:path';
import { benchDir, repoDir, workDir } from './paths.js';
import type { BuildFigures } from './results.js';
import { median, runTimed, type Timed } from './timed.js';
import { discard } from './trash.js';

/** A public Docusaurus site of `migration-sites.json`. */
export interface MigrationSite {
  name: string;
  repo: string;
  commit: string;
  /** The folder holding docusaurus.config.*, in the site's copy. */
  site: string;
  install: { dir: string; command: string };
  docusaurusArgs?: string[];
  shape: string;
}

export const migrationSites: MigrationSite[] = JSON.parse(
  fs.readFileSync(path.join(benchDir, 'migration-sites.json'), 'utf8'),
).sites;

/** One engine's cold build of one site. */
export interface MigrationBuild {
  /** Medians of the cold runs. */
  wall: number;
  cpu: number;
  rss: number;
  runs: number;
  /** HTML files written, and how many of them are redirect pages. */
  htmlFiles: number;
  redirects: number;
  /** Routes of the pages (redirects, 404 and copies of static files left out). */
  routes: string[];
  error?: string;
  /** When the build ran (ISO time): the engines of one site may come from different runs (`--skip-docusaurus`). */
  measuredAt?: string;
}

export interface MigrationFigures {
  name: string;
  repo: string;
  commit: string;
  shape: string;
  /** Doc pages (all versions) as our build counts them. */
  docPages: number;
  ours: MigrationBuild;
  docusaurus?: MigrationBuild;
  /** What our build said it skipped (its warnings that name no file), once each. */
  skipped: string[];
  /** Warnings our build gave about pages (file:line). */
  pageWarnings: number;
}

const migrationWork = path.join(workDir, 'migration');

/** The `docusaurus` binary of the nearest `node_modules` above the site (a monorepo installs it higher). */
function docusaurusBin(siteDir: string): string | undefined {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const bin = path.join(dir, 'node_modules/.bin/docusaurus');
    if (fs.existsSync(bin)) return bin;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Caches of a site's builds (both engines): `.docusaurus` and every `node_modules/.cache` above it. */
function clearCaches(siteDir: string, out: string): void {
  discard(out);
  discard(path.join(siteDir, '.docusaurus'));
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    discard(path.join(dir, 'node_modules/.cache'));
    if (fs.existsSync(path.join(dir, '.git')) || path.dirname(dir) === dir) break;
  }
}

/**
 * The pages of a build as routes: `a/index.html` and `a.html` are `/a`; redirect pages (a meta
 * refresh), `404.html` and HTML files copied from the site's static folder are left out.
 */
export function pageRoutes(
  out: string,
  staticHtml: Set<string>,
): { routes: string[]; htmlFiles: number; redirects: number } {
  const routes = new Set<string>();
  let htmlFiles = 0;
  let redirects = 0;
  for (const entry of fs.readdirSync(out, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    htmlFiles++;
    const file = path.join(entry.parentPath, entry.name);
    const rel = path.relative(out, file).split(path.sep).join('/');
    if (rel === '404.html' || staticHtml.has(rel)) continue;
    const head = fs.readFileSync(file, 'utf8').slice(0, 4000);
    if (/<meta[^>]+http-equiv=["']?refresh/i.test(head)) {
      redirects++;
      continue;
    }
    const route =
      `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
    routes.add(route);
  }
  return { routes: [...routes].sort(), htmlFiles, redirects };
}

/** HTML files of the site's static folder (copied into both builds as they are). */
function staticHtmlFiles(siteDir: string): Set<string> {
  const dir = path.join(siteDir, 'static');
  if (!fs.existsSync(dir)) return new Set();
  return new Set(
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => file.split(path.sep).join('/')),
  );
}

/** Routes of one build missing from the other, grouped by their first segment (`blog/ 318`). */
export function routeGroups(routes: string[]): string[] {
  const groups = new Map<string, number>();
  for (const route of routes) {
    const [first = '', second] = route.slice(1).split('/');
    const key = second === undefined ? route : `/${first}/…`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([key, count]) => (count > 1 ? `${key} (${count})` : key));
}

async function timedRuns(
  runs: number,
  clean: () => void,
  build: () => Promise<Timed>,
  log: (line: string) => void,
  label: string,
): Promise<{ figures: Pick<BuildFigures, 'wall' | 'cpu' | 'rss'>; last: Timed }> {
  const all: Timed[] = [];
  for (let run = 1; run <= runs; run++) {
    clean();
    const result = await build();
    all.push(result);
    log(`${label} · cold ${run}/${runs}: ${result.wall.toFixed(1)} s wall, ${result.cpu.toFixed(1)} s CPU`);
  }
  return {
    figures: {
      wall: median(all.map((r) => r.wall)),
      cpu: median(all.map((r) => r.cpu)),
      rss: median(all.map((r) => r.rss)),
    },
    last: all.at(-1) as Timed,
  };
}

/**
 * A failed build's output written to `log`, and the line that says what failed (the first that
 * names an error, else the last), with the log's path.
 */
function failure(output: string, log: string): string {
  fs.mkdirSync(path.dirname(log), { recursive: true });
  fs.writeFileSync(log, output);
  const lines = output
    .trim()
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('warning:'));
  const cause = lines.find((line) => /\berror\b|\[ERROR\]|✗/i.test(line) && !/^✗ Build failed in/.test(line));
  return `${(cause ?? lines.at(-1) ?? 'no output').trim().slice(0, 300)} (whole output: ${path.relative(repoDir, log)})`;
}

/**
 * Builds one public Docusaurus site, unchanged, with both engines, cold: ours with `mdd build
 * <site>` (this repository's engine), Docusaurus with the site's own `docusaurus build`. Caches
 * (`.docusaurus`, `node_modules/.cache`) are deleted before every run of either engine.
 */
export async function measureMigrationSite(
  site: MigrationSite,
  sitesDir: string,
  options: { runs: number; docusaurus: boolean; waitForQuiet: () => Promise<unknown> },
  log: (line: string) => void,
): Promise<MigrationFigures> {
  const siteDir = path.join(sitesDir, site.name, site.site);
  if (!fs.existsSync(siteDir)) throw new Error(`no copy of ${site.name} at ${siteDir}`);
  const staticHtml = staticHtmlFiles(siteDir);
  const oursOut = path.join(migrationWork, 'ours', site.name);
  const docusaurusOut = path.join(migrationWork, 'docusaurus', site.name);
  const env = { NODE_ENV: 'production', CI: 'true', NO_COLOR: '1' };
  const mdd = path.join(repoDir, 'packages/core/bin/mdd.js');

  await options.waitForQuiet();
  const measuredAt = new Date().toISOString();
  let ours: MigrationBuild;
  let stderr = '';
  try {
    const { figures, last } = await timedRuns(
      options.runs,
      () => clearCaches(siteDir, oursOut),
      () =>
        runTimed(process.execPath, [mdd, 'build', siteDir, '--out', oursOut, '--quiet'], {
          cwd: repoDir,
          env,
        }),
      log,
      `${site.name} · ours`,
    );
    stderr = last.output;
    ours = { ...figures, runs: options.runs, measuredAt, ...pageRoutes(oursOut, staticHtml) };
  } catch (error) {
    const output = (error as { output?: string }).output ?? '';
    ours = {
      wall: Number.NaN,
      cpu: Number.NaN,
      rss: Number.NaN,
      runs: 0,
      htmlFiles: 0,
      redirects: 0,
      routes: [],
    };
    ours.error = failure(output || String(error), path.join(migrationWork, 'logs', `${site.name}-ours.log`));
    stderr = output;
  }
  const docPages = fs.existsSync(oursOut)
    ? fs
        .readdirSync(oursOut, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('index.json'))
        .filter((file) => {
          // Docs of the docs plugins: not a blog's posts (sections `blog-<id>`), nor generated pages.
          const page = JSON.parse(fs.readFileSync(path.join(oursOut, file), 'utf8')) as {
            kind?: string;
            section?: string;
          };
          return page.kind === 'doc' && !page.section?.startsWith('blog-');
        }).length
    : 0;
  const warnings = stderr.split('\n').filter((line) => line.startsWith('warning: '));
  const skipped = warnings
    .map((line) => line.slice('warning: '.length))
    .filter((line) => !/^[^\s:]+\.(mdx?|json|ya?ml):\d*/.test(line) && !/^[^\s]+\.mdx?: /.test(line));

  let docusaurus: MigrationBuild | undefined;
  if (options.docusaurus) {
    await options.waitForQuiet();
    const bin = docusaurusBin(siteDir);
    // Docusaurus loads the CommonJS chunks of its server bundle from the output folder: this
    // repository's `"type": "module"` must not reach them.
    fs.mkdirSync(path.dirname(docusaurusOut), { recursive: true });
    fs.writeFileSync(path.join(path.dirname(docusaurusOut), 'package.json'), '{ "type": "commonjs" }\n');
    try {
      if (!bin) throw new Error(`no docusaurus binary above ${siteDir}: install the site's dependencies`);
      const { figures } = await timedRuns(
        options.runs,
        () => clearCaches(siteDir, docusaurusOut),
        () =>
          runTimed(bin, ['build', '--out-dir', docusaurusOut, ...(site.docusaurusArgs ?? [])], {
            cwd: siteDir,
            env,
          }),
        log,
        `${site.name} · Docusaurus`,
      );
      docusaurus = {
        ...figures,
        runs: options.runs,
        measuredAt: new Date().toISOString(),
        ...pageRoutes(docusaurusOut, staticHtml),
      };
    } catch (error) {
      const output = (error as { output?: string }).output || String(error);
      docusaurus = {
        wall: Number.NaN,
        cpu: Number.NaN,
        rss: Number.NaN,
        runs: 0,
        htmlFiles: 0,
        redirects: 0,
        routes: [],
      };
      docusaurus.error = failure(output, path.join(migrationWork, 'logs', `${site.name}-docusaurus.log`));
    }
  }
  return {
    name: site.name,
    repo: site.repo,
    commit: site.commit,
    shape: site.shape,
    docPages,
    ours,
    ...(docusaurus ? { docusaurus } : {}),
    skipped: [...new Set(skipped)],
    pageWarnings: warnings.length - skipped.length,
  };
}

/** A site builds whole: our build succeeded and has every page Docusaurus's has. */
export function missingFromOurs(figures: MigrationFigures): string[] {
  if (!figures.docusaurus) return [];
  const ours = new Set(figures.ours.routes);
  return figures.docusaurus.routes.filter((route) => !ours.has(route));
}

export function extraInOurs(figures: MigrationFigures): string[] {
  if (!figures.docusaurus) return [];
  const theirs = new Set(figures.docusaurus.routes);
  return figures.ours.routes.filter((route) => !theirs.has(route));
}
