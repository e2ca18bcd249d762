import Module from 'node:module';
import path from 'node:path';

const stub = `const f = function () { return null; };
module.exports = new Proxy(f, { get: (target, key) => (key === '__esModule' ? false : key === 'default' ? f : f) });`;

/**
 * The keys of a module's default export object (`src/theme/MDXComponents.js`: `{...MDXComponents,
 * Tabs, Highlight}`), found by running it with every import replaced by an empty stand-in: the
 * names of the components it adds, without loading React or the site's components.
 */
export async function componentMapKeys(file: string): Promise<string[]> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    plugins: [
      {
        name: 'stub-imports',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'entry-point' ? undefined : { path: args.path, namespace: 'stub' },
          );
          build.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: stub, loader: 'js' }));
        },
      },
    ],
  });
  const module = new Module(file) as Module & { _compile(code: string, file: string): void };
  module.filename = file;
  (module as unknown as { paths: string[] }).paths = [path.dirname(file)];
  module._compile(result.outputFiles[0]?.text ?? '', file);
  const exports = module.exports as { default?: unknown };
  const value = exports && typeof exports === 'object' && 'default' in exports ? exports.default : exports;
  return value && typeof value === 'object' ? Object.keys(value) : [];
}
