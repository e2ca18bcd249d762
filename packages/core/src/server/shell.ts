import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Site } from '../config/site.js';
import { contextFiles } from '../docusaurus/require-context.js';
import { ssrLazyImportsPlugin } from '../docusaurus/ssr-lazy-imports.js';
import type { ClientConfig } from './client-config.js';
import { clientDir, enginePackageDir } from './core-dir.js';
import type { PageAssets, ShellAssets } from './document.js';
import { mermaidSettings } from './mermaid.js';
import { runOnThread } from './on-thread.js';
import type { PartialCompiler } from './partials.js';
import type { CodePageModule } from './vite-config.js';

export interface Shell {
  /** Identifies the shell's code: same key, same bundles. */
  key: string;
  /** Taken from the cache, not bundled by this call. */
  cached: boolean;
  assets: ShellAssets;
  /** What each of the site's own pages adds to the shell, by route. */
  pageAssets: Record<string, PageAssets>;
  serverEntry: string;
  clientDir: string;
}

/**
 * The app shell bundled for the browser and for server rendering. Bundles are kept in the cache
 * under a hash of everything they are made from (the engine's client code, the theme and search
 * packages, React, the site's pages, components and stylesheets, the client configuration and any
 * page modules), so a build after a content edit does not bundle again.
 */
export function buildShell(
  site: Site,
  client: ClientConfig,
  codePages: CodePageModule[],
  partials?: PartialCompiler,
  key = shellKey(site, client, codePages, partials),
): Promise<Shell> {
  const dir = path.join(site.cacheDir, 'shells', key);
  // A build asking again for a shell this process is bundling (its guess made while the content
  // compiled) waits for that bundle.
  let shell = bundling.get(dir);
  if (!shell) {
    shell = shellIn(site, client, codePages, key, partials);
    bundling.set(dir, shell);
    shell.then(
      () => bundling.delete(dir),
      () => bundling.delete(dir),
    );
  }
  return shell;
}

const bundling = new Map<string, Promise<Shell>>();

async function shellIn(
  site: Site,
  client: ClientConfig,
  codePages: CodePageModule[],
  key: string,
  partials?: PartialCompiler,
): Promise<Shell> {
  const shellsDir = path.join(site.cacheDir, 'shells');
  const dir = path.join(shellsDir, key);
  const summaryFile = path.join(dir, 'shell.json');
  const cached = fs.existsSync(summaryFile) && serverEntry(dir) !== undefined;
  if (cached) {
    const now = new Date();
    fs.utimesSync(summaryFile, now, now);
  } else {
    // Bundled into a folder of its own and renamed into place once complete: a build that stops
    // half-way, or another build of the same site running at the same time, never leaves a shell
    // with parts missing under its key.
    fs.mkdirSync(shellsDir, { recursive: true });
    const partial = fs.mkdtempSync(path.join(shellsDir, `${partialPrefix}${key}-`));
    const bundleDir = path.join(partial, 'client');
    // On a worker thread (`shell-worker.ts`): Vite's work goes on while this thread compiles the
    // content, instead of waiting for it between pages.
    const job: BundleJob = {
      site: cloneable(site),
      client,
      codePages,
      partials,
      clientDir: bundleDir,
      serverDir: path.join(partial, 'server'),
    };
    try {
      await runOnThread('./shell-worker.js', job, "the app shell's build");
      fs.writeFileSync(
        path.join(partial, 'shell.json'),
        JSON.stringify(entryAssets(bundleDir, site, client.basePath)),
      );
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(partial, dir);
    } catch (error) {
      fs.rmSync(partial, { recursive: true, force: true });
      // Another build of the same site put the same shell in place first.
      if (!fs.existsSync(summaryFile)) throw error;
    }
    pruneShells(shellsDir, key);
  }
  const summary = JSON.parse(fs.readFileSync(summaryFile, 'utf8')) as Pick<Shell, 'assets' | 'pageAssets'>;
  return {
    key,
    cached,
    ...summary,
    serverEntry: serverEntry(dir) as string,
    clientDir: path.join(dir, 'client'),
  };
}

/** The server bundle of a shell: `.mjs` when the site's package.json does not say `"type": "module"`. */
const serverEntry = (dir: string) =>
  ['entry-server.js', 'entry-server.mjs']
    .map((name) => path.join(dir, 'server', name))
    .find((file) => fs.existsSync(file));

const partialPrefix = '.partial-';
/** Shells kept besides the one just built: the most recently used, for builds that alternate between a few. */
const keptShells = 3;

/**
 * Removes all but the most recently used shells, and partial folders an hour old (a build that was
 * killed); a partial folder of a build still running is left alone.
 */
export function pruneShells(shellsDir: string, current: string): void {
  const hourAgo = Date.now() - 3_600_000;
  const shells: Array<{ dir: string; used: number }> = [];
  for (const name of fs.readdirSync(shellsDir)) {
    const dir = path.join(shellsDir, name);
    if (name.startsWith(partialPrefix)) {
      if (fs.statSync(dir).mtimeMs < hourAgo) fs.rmSync(dir, { recursive: true, force: true });
    } else if (name !== current) {
      const summary = path.join(dir, 'shell.json');
      shells.push({ dir, used: fs.existsSync(summary) ? fs.statSync(summary).mtimeMs : 0 });
    }
  }
  shells.sort((a, b) => b.used - a.used);
  for (const { dir } of shells.slice(keptShells)) fs.rmSync(dir, { recursive: true, force: true });
}

export interface BundleJob {
  site: Site;
  client: ClientConfig;
  codePages: CodePageModule[];
  /** Compiles the Markdown and MDX files that pages import. */
  partials?: PartialCompiler;
  clientDir: string;
  serverDir: string;
}

/** Bundles the app shell with Vite, for the browser into `clientDir` and for the server into `serverDir`. */
export async function bundleShell({
  site,
  client,
  codePages,
  partials,
  clientDir,
  serverDir,
}: BundleJob): Promise<void> {
  const [{ build: viteBuild }, { sitePlugins, viteConfig }] = await Promise.all([
    import('vite'),
    import('./vite-config.js'),
  ]);
  const plugins = () =>
    sitePlugins(
      site,
      () => client,
      () => codePages,
      partials,
    );
  const common = {
    root: site.root,
    basePath: client.basePath,
    docusaurus: Boolean(site.docusaurus),
    // A Docusaurus site's stylesheets keep their root-relative URLs, as Docusaurus leaves them.
    staticDir: site.docusaurus ? undefined : site.staticDir,
    stylesheets: site.css,
    postcssPlugins: site.docusaurus?.postcssPlugins,
    mermaid: mermaidSettings(site.config) !== undefined,
  };
  // Both settle before a failure is thrown: the thread ending under a build still running makes
  // Rolldown panic, a screen of noise after the error.
  const builds = await Promise.allSettled([
    viteBuild(viteConfig({ ...common, plugins: plugins(), outDir: clientDir })),
    viteBuild(
      viteConfig({
        ...common,
        plugins: [...(site.docusaurus ? [ssrLazyImportsPlugin()] : []), ...plugins()],
        outDir: serverDir,
        ssr: true,
      }),
    ),
  ]);
  const failed = builds.find((build) => build.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * The site without what cannot go to another thread: functions of a Docusaurus config
 * (`createRedirects`, an `editUrl` function, a sidebar items generator, number prefix parser or
 * locale's category labels),
 * which bundling does not need.
 */
function cloneable(site: Site): Site {
  const sections = site.sections.map(
    ({ sidebarItemsGenerator: _, translateCategory: __, numberPrefixParser, ...s }) => ({
      ...s,
      ...(typeof s.editUrl === 'function' ? { editUrl: undefined } : {}),
      ...(numberPrefixParser === false ? { numberPrefixParser } : {}),
    }),
  );
  if (!site.docusaurus) return { ...site, sections };
  return {
    ...site,
    sections,
    docusaurus: {
      ...site.docusaurus,
      redirects: { ...site.docusaurus.redirects, createRedirects: undefined },
    },
  };
}

/** Identifies a shell's code: the key {@link buildShell} gives the shell of these inputs. */
export function shellKey(
  site: Site,
  client: ClientConfig,
  codePages: CodePageModule[],
  partials?: PartialCompiler,
): string {
  // `mermaid`: whether (and how) the shell bundles Mermaid, which `shellSite` decides per build.
  const hash = createHash('sha256')
    .update(JSON.stringify(client))
    .update(JSON.stringify(site.config.mermaid));
  for (const name of ['react', 'react-dom', 'vite'])
    hash.update(fs.readFileSync(path.join(enginePackageDir(name), 'package.json')));
  const dirs = [
    clientDir,
    // The engine's own build code (its Vite plugins) makes the bundles too.
    path.join(clientDir, '../node'),
    path.join(site.root, 'src'),
    path.join(enginePackageDir('@market-data-docs/theme'), 'dist'),
    path.join(enginePackageDir('@market-data-docs/search'), 'dist'),
  ];
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
      if (!/\.(tsx?|jsx?|mjs|css|json)$/.test(file)) continue;
      const text = fs.readFileSync(path.join(dir, file));
      hash.update(file).update(text);
      // The files a Docusaurus site's `require(`...${x}`)` bundles (they may live outside `src/`).
      if (site.docusaurus && dir === path.join(site.root, 'src'))
        for (const taken of contextFiles(text.toString('utf8'), path.join(dir, file), site.root))
          hash.update(taken).update(fs.readFileSync(taken));
    }
  }
  for (const file of [site.components, site.mdxComponents?.file, ...site.css])
    if (file) hash.update(file).update(fs.readFileSync(file));
  // PostCSS plugins (Tailwind) make the CSS: their files, and the config files beside the site's.
  for (const file of site.docusaurus?.postcssPlugins ?? []) hash.update(file);
  for (const name of fs.readdirSync(site.root))
    if (site.docusaurus?.postcssPlugins?.length && /^(tailwind|postcss)\.config\.[cm]?[jt]s$/.test(name))
      hash.update(name).update(fs.readFileSync(path.join(site.root, name)));
  for (const page of site.pages) hash.update(page.route).update(page.file);
  for (const page of codePages) hash.update(page.route).update(fs.readFileSync(page.path));
  // The partials the pages import (those outside `src/`, e.g. next to the docs, too).
  for (const [file, partial] of Object.entries(partials?.compiled ?? {}))
    hash.update(file).update(partial.code);
  return hash.digest('hex').slice(0, 16);
}

type ViteManifest = Record<
  string,
  {
    file: string;
    src?: string;
    css?: string[];
    imports?: string[];
    isEntry?: boolean;
    isDynamicEntry?: boolean;
  }
>;

/**
 * From Vite's manifest: the entry script, the chunks it imports (to preload) and its stylesheets;
 * and for each of the site's pages the chunks it adds (preloaded by that page's document).
 */
function entryAssets(bundleDir: string, site: Site, basePath: string): Pick<Shell, 'assets' | 'pageAssets'> {
  const manifestDir = path.join(bundleDir, '.vite');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  fs.rmSync(manifestDir, { recursive: true, force: true });
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the client build has no entry chunk');
  const closure = (keys: string[], seen = new Set<string>()) => {
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      for (const next of chunk.imports ?? []) visit(next);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const preload = closure(entry.imports ?? []);
  const url = (file: string) => `${basePath}${file}`;
  const pageAssets: Record<string, PageAssets> = {};
  for (const page of site.pages) {
    const key = path.relative(site.root, page.file).split(path.sep).join('/');
    if (!manifest[key]) continue;
    const files = [...closure([key])].filter((file) => file !== entry.file && !preload.has(file));
    const styles = new Set(
      files.flatMap((file) => Object.values(manifest).find((c) => c.file === file)?.css ?? []),
    );
    for (const css of entry.css ?? []) styles.delete(css);
    pageAssets[page.route] = { preload: files.map(url), styles: [...styles].map(url) };
  }
  return {
    assets: { script: url(entry.file), preload: [...preload].map(url), styles: (entry.css ?? []).map(url) },
    pageAssets,
  };
}
