import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { appDir } from './app-dir.js';
import type { ClientConfig } from './client-config.js';
import type { ShellAssets } from './document.js';
import { runOnThread } from './on-thread.js';
import type { CodePageModule } from './vite-config.js';

export interface Shell {
  /** Identifies the shell's code: same key, same bundles. */
  key: string;
  assets: ShellAssets;
  serverEntry: string;
  clientDir: string;
}

const require = createRequire(import.meta.url);

/**
 * The app shell bundled for the browser and for server rendering. Bundles are kept in the cache
 * under a hash of everything they are made from (the app's source, the theme and search packages,
 * React, the client configuration and any page modules), so a build after a content edit does not
 * bundle again.
 */
export async function buildShell(
  client: ClientConfig,
  codePages: CodePageModule[],
  cacheRoot: string,
): Promise<Shell> {
  const key = shellKey(client, codePages);
  const dir = path.join(cacheRoot, 'shells', key);
  const clientDir = path.join(dir, 'client');
  const serverDir = path.join(dir, 'server');
  const summaryFile = path.join(dir, 'shell.json');
  if (!fs.existsSync(summaryFile)) {
    fs.rmSync(path.join(cacheRoot, 'shells'), { recursive: true, force: true });
    // On a worker thread (`shell-worker.ts`): Vite's work goes on while this thread compiles the
    // content, instead of waiting for it between pages.
    const job: BundleJob = { client, codePages, clientDir, serverDir };
    await runOnThread('./shell-worker.js', job, "the app shell's build");
    const assets = entryAssets(clientDir, client.basePath);
    fs.writeFileSync(summaryFile, JSON.stringify(assets));
  }
  return {
    key,
    assets: JSON.parse(fs.readFileSync(summaryFile, 'utf8')) as ShellAssets,
    serverEntry: path.join(serverDir, 'entry-server.js'),
    clientDir,
  };
}

export interface BundleJob {
  client: ClientConfig;
  codePages: CodePageModule[];
  clientDir: string;
  serverDir: string;
}

/** Bundles the app shell with Vite, for the browser into `clientDir` and for the server into `serverDir`. */
export async function bundleShell({ client, codePages, clientDir, serverDir }: BundleJob): Promise<void> {
  const [{ build: viteBuild }, { siteVirtualModules, viteConfig }] = await Promise.all([
    import('vite'),
    import('./vite-config.js'),
  ]);
  const plugins = () => [
    siteVirtualModules(
      () => client,
      () => codePages,
    ),
  ];
  await Promise.all([
    viteBuild(viteConfig({ basePath: client.basePath, plugins: plugins(), outDir: clientDir })),
    viteBuild(viteConfig({ basePath: client.basePath, plugins: plugins(), outDir: serverDir, ssr: true })),
  ]);
}

function shellKey(client: ClientConfig, codePages: CodePageModule[]): string {
  const hash = createHash('sha256').update(JSON.stringify(client));
  const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
  for (const name of ['react', 'react-dom', 'vite'])
    hash.update(fs.readFileSync(path.join(packageDir(name), 'package.json')));
  const dirs = [
    path.join(appDir, 'src'),
    path.join(packageDir('@market-data-docs/theme'), 'dist'),
    path.join(packageDir('@market-data-docs/search'), 'dist'),
  ];
  for (const dir of dirs) {
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
      if (/\.(tsx?|jsx?|css|json)$/.test(file))
        hash.update(file).update(fs.readFileSync(path.join(dir, file)));
    }
  }
  for (const page of codePages) hash.update(page.route).update(fs.readFileSync(page.path));
  return hash.digest('hex').slice(0, 16);
}

/** The entry script, the chunks it imports (to preload) and its stylesheets, from Vite's manifest. */
function entryAssets(clientDir: string, basePath: string): ShellAssets {
  const manifestDir = path.join(clientDir, '.vite');
  const manifest = JSON.parse(fs.readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
  >;
  fs.rmSync(manifestDir, { recursive: true, force: true });
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the client build has no entry chunk');
  const preload = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preload.has(chunk.file)) return;
    preload.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of entry.imports ?? []) visit(key);
  const url = (file: string) => `${basePath}${file}`;
  return { script: url(entry.file), preload: [...preload].map(url), styles: (entry.css ?? []).map(url) };
}
