import { createHash } from 'node:crypto';
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { esbuildErrors, missingModule } from '../config/module-errors.js';
import { nodeBundle } from '../config/node-bundle.js';
import { SiteConfigError } from '../config/schema.js';

/** A module the evaluated file required, with what it resolved to: used to find plugin functions by module. */
export interface RequiredModule {
  specifier: string;
  /** Absolute path of the file Node loaded. */
  file: string;
  exports: unknown;
}

export interface Evaluated {
  /** The default export (`module.exports`, `export default`), a function export called and awaited. */
  value: unknown;
  /** Packages and files it required, in order. */
  required: RequiredModule[];
  /** A hash of the compiled source, for caches. */
  hash: string;
}

const nodeModule = Module as unknown as {
  _nodeModulePaths(dir: string): string[];
  _resolveFilename(request: string, parent: unknown): string;
};

/**
 * Evaluates a JavaScript or TypeScript file the way Docusaurus loads its config and sidebars (jiti):
 * CommonJS or ES modules, TypeScript, JSON imports, `require`, `__dirname` and `import.meta.url` in
 * either form. esbuild bundles the file with its local imports into CommonJS (packages stay
 * external), and the result runs as a module at the file's own path, so packages and
 * `require.resolve` resolve from the site's folder. A default export that is a function is called
 * (and awaited), as Docusaurus does with a config function.
 */
export async function evaluateFile(file: string, what = path.basename(file)): Promise<Evaluated> {
  const name = path.basename(file);
  const loaded = await loadModuleFile(file, what);
  const exports = loaded.exports as { default?: unknown; __esModule?: boolean };
  let value: unknown = exports?.__esModule && 'default' in exports ? exports.default : exports;
  // Docusaurus runs in the site's folder: configs resolve paths from the working directory too.
  const cwd = process.cwd();
  if (isMainThread) process.chdir(path.dirname(file));
  try {
    if (typeof value === 'function') value = await (value as () => unknown)();
  } catch (error) {
    throw loadError(error, what, file);
  } finally {
    if (isMainThread) process.chdir(cwd);
  }
  if (value === undefined || value === null)
    throw new SiteConfigError(
      `${name} exports nothing: export the configuration with \`module.exports\` or \`export default\``,
    );
  return { value, required: loaded.required, hash: loaded.hash };
}

function loadError(error: unknown, what: string, file: string): SiteConfigError {
  const missing = missingModule(error);
  if (missing)
    return new SiteConfigError(
      `${what} needs "${missing}", which is not installed: install the site's dependencies (npm install in ${path.dirname(file)}).`,
    );
  return new SiteConfigError(`${what} failed to load: ${(error as Error).stack ?? error}`);
}

/**
 * Loads a module as jiti does for Docusaurus (configs, sidebars, plugins): esbuild bundles it with
 * its own relative imports into CommonJS, so an ES module whose imports have no extension
 * (`export { default } from '../index'`, which Node refuses) loads, and it runs at its own path
 * with packages required from there. Its exports are returned as they are: nothing is called.
 */
export async function loadModuleFile(
  file: string,
  what = path.basename(file),
): Promise<{ exports: unknown; required: RequiredModule[]; hash: string }> {
  let code: string;
  if (file.endsWith('.json')) {
    code = `module.exports = ${fs.readFileSync(file, 'utf8')};`;
  } else {
    const { build } = await import('esbuild');
    try {
      const result = await build({
        ...nodeBundle,
        entryPoints: [file],
        format: 'cjs',
        sourcemap: 'inline',
        loader: { '.js': 'jsx' },
        define: {
          'import.meta.url': '__mdd_import_meta_url',
          'import.meta.dirname': '__dirname',
          'import.meta.filename': '__filename',
        },
        banner: { js: 'var __mdd_import_meta_url = require("node:url").pathToFileURL(__filename).href;' },
      });
      code = result.outputFiles[0]?.text ?? '';
    } catch (error) {
      throw new SiteConfigError(`${what} does not compile:\n${esbuildErrors(error)}`);
    }
  }
  const required: RequiredModule[] = [];
  const module = new Module(file) as Module & {
    _compile(code: string, file: string): void;
    paths: string[];
    filename: string;
  };
  module.filename = file;
  module.paths = nodeModule._nodeModulePaths(path.dirname(file));
  const originalRequire = module.require.bind(module);
  module.require = ((specifier: string) => {
    const exports = originalRequire(specifier);
    if (!specifier.startsWith('node:')) {
      let resolved = specifier;
      try {
        resolved = nodeModule._resolveFilename(specifier, module);
      } catch {}
      required.push({ specifier, file: resolved, exports });
    }
    return exports;
  }) as NodeJS.Require;
  const cwd = process.cwd();
  if (isMainThread) process.chdir(path.dirname(file));
  try {
    module._compile(code, file);
  } catch (error) {
    throw loadError(error, what, file);
  } finally {
    if (isMainThread) process.chdir(cwd);
  }
  return {
    exports: module.exports,
    required,
    hash: createHash('sha256').update(code).digest('hex').slice(0, 16),
  };
}

/** Resolves a module from a folder, as the site's own code would (`require.resolve` from there). */
export function resolveFrom(dir: string, specifier: string): string | undefined {
  try {
    return createRequire(path.join(dir, 'noop.js')).resolve(specifier);
  } catch {
    return undefined;
  }
}
