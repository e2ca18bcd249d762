import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { coreDir, enginePackageDir } from '../server/core-dir.js';

const pendingPrefix = '\0mdd-browser-only:';
const functionNode = /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/;

/**
 * The server bundle of a Docusaurus site leaves out what the site's code (its own files and its
 * packages) only imports dynamically: on the server such an `import()` never settles. Pages render
 * with `renderToString`, which shows a lazy component's Suspense fallback rather than wait for its
 * module, so the HTML is the same; the browser loads the module as before. A module whose top level
 * imports dynamically (`await import(...)`) keeps its imports. babel's site: its REPL (an editor and
 * a highlighter, 11 of the 13 MB of its server bundle) is not bundled for the server.
 */
export function ssrLazyImportsPlugin(): Plugin {
  const engineDirs = engineFolders();
  const keepImports = new Set<string>();
  return {
    name: 'mdd:docusaurus-ssr-lazy-imports',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options.kind !== 'dynamic-import' || !importer || importer.startsWith('\0')) return null;
      if (keepImports.has(importer) || engineDirs.some((dir) => importer.startsWith(dir))) return null;
      return pendingPrefix + source;
    },
    load(id) {
      return id.startsWith(pendingPrefix) ? 'await new Promise(() => {});\nexport {};\n' : null;
    },
    transform: {
      order: 'post',
      handler(code, id) {
        if (!code.includes('import(')) return null;
        let atTopLevel = true;
        try {
          atTopLevel = importsAtTopLevel(this.parse(code));
        } catch {
          // Not JavaScript the parser reads: its imports are kept.
        }
        if (atTopLevel) keepImports.add(id);
        return null;
      },
    },
  };
}

/** Whether a module's top level (outside any function) holds an `import()`. */
function importsAtTopLevel(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(importsAtTopLevel);
  const { type } = node as { type?: string };
  if (type === 'ImportExpression') return true;
  if (type && functionNode.test(type)) return false;
  return Object.values(node).some(importsAtTopLevel);
}

/** The built code of the engine's own packages, whose dynamic imports (its pages, its search) the server needs. */
function engineFolders(): string[] {
  const dirs = [
    coreDir,
    enginePackageDir('@market-data-docs/theme'),
    enginePackageDir('@market-data-docs/search'),
  ];
  return dirs.map((dir) => `${path.join(fs.realpathSync(dir), 'dist')}${path.sep}`);
}
