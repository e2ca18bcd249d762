import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { InlineConfig, Plugin } from 'vite';
import { appDir } from './app-dir.js';
import type { ClientConfig } from './client-config.js';

export interface CodePageModule {
  route: string;
  /** The compiled module's file on disk. */
  path: string;
  /** Folder of the MDX source, for its relative imports. */
  sourceDir: string;
}

/**
 * Virtual modules of the app shell: `virtual:mdd/config` (the client configuration) and
 * `virtual:mdd/code-pages` (route -> lazy import of each page that carries its own JavaScript).
 */
export function siteVirtualModules(
  getConfig: () => ClientConfig,
  getCodePages: () => CodePageModule[],
): Plugin {
  const ids: Record<string, () => string> = {
    'virtual:mdd/config': () => `export default ${JSON.stringify(getConfig())};`,
    'virtual:mdd/code-pages': () =>
      `export default {${getCodePages()
        .map((page) => `${JSON.stringify(page.route)}: () => import(${JSON.stringify(page.path)})`)
        .join(',\n')}};`,
  };
  const sourceDirs = () => new Map(getCodePages().map((page) => [page.path, page.sourceDir]));
  return {
    name: 'mdd:site',
    resolveId(source, importer) {
      if (source in ids) return `\0${source}`;
      if (source.startsWith('@theme/')) return `\0mdd-theme:${source.slice('@theme/'.length)}`;
      const sourceDir = importer ? sourceDirs().get(importer) : undefined;
      if (sourceDir && source.startsWith('.')) return path.resolve(sourceDir, source);
      return undefined;
    },
    load(id) {
      if (id.startsWith('\0mdd-theme:')) {
        const name = id.slice('\0mdd-theme:'.length);
        return `import { mdxComponents } from '@market-data-docs/theme';\nexport default mdxComponents[${JSON.stringify(name)}];`;
      }
      const source = id.startsWith('\0') ? ids[id.slice(1)] : undefined;
      return source?.();
    },
  };
}

/** Vite configuration of the app shell, for the client build, the server build and the dev server. */
export function viteConfig(options: {
  basePath: string;
  plugins: Plugin[];
  ssr?: boolean;
  outDir?: string;
  /** The dev server; otherwise a production build whatever NODE_ENV says. */
  dev?: boolean;
}): InlineConfig {
  const mode = options.dev ? 'development' : 'production';
  return {
    configFile: false,
    mode,
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    root: appDir,
    base: options.basePath,
    logLevel: 'warn',
    plugins: [react(), ...options.plugins],
    publicDir: false,
    build: {
      outDir: options.outDir,
      emptyOutDir: false,
      manifest: !options.ssr,
      ssr: options.ssr ? path.join(appDir, 'src/entry-server.tsx') : undefined,
      rollupOptions: options.ssr ? undefined : { input: path.join(appDir, 'src/entry-client.tsx') },
      target: 'es2022',
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      chunkSizeWarningLimit: options.ssr ? 4096 : 500,
    },
    ssr: { noExternal: options.ssr ? [/^@market-data-docs\//] : undefined },
  };
}
