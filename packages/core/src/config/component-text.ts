import { createHash } from 'node:crypto';
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';

/** Where the stand-ins say they were used, while a component is called. */
const stubKey = '__mddComponentTextStub';
const stub = `const touch = () => { globalThis.${stubKey}.touched = true; };
const f = function () { touch(); return null; };
module.exports = new Proxy(f, { get: (t, k) => (k === '__esModule' ? false : (touch(), f)), apply: () => (touch(), null) });`;

/** Read by React at render: loaded from the site's folder, as its server render does. */
const reactModules = /^react(-dom)?(\/.*)?$/;
/** Files that are no code: stand-ins, as packages and the site's aliases are. */
const assets = /\.(css|scss|sass|less|svg|png|jpe?g|gif|webp|avif|ico|woff2?|md|mdx)$/i;

/**
 * The text each component of a site's `mdxComponents` module (`map`: the keys of its default
 * export object, a Docusaurus `MDXComponents`) shows when used without props or content, for those
 * whose output that way is plain text known at build time: `export const ProductName = () =>
 * 'Market Data'`, or JSX that renders to text alone. The module runs in Node with the site's own
 * files bundled and every other import (packages but React, stylesheets, images, aliases) an empty
 * stand-in; a component is left out when it uses a stand-in or a hook (it is called once outside
 * React), throws, renders an element, nothing, or another text with children. With `cacheDir`, the
 * answer is kept there under a hash of the bundled module and the names, so that a build after a
 * build neither loads React's server renderer nor runs the module for it.
 */
export async function componentText(
  file: string,
  names: string[],
  root: string,
  map = false,
  cacheDir?: string,
): Promise<Record<string, string>> {
  if (!names.length) return {};
  const { build } = await import('esbuild');
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      write: false,
      logLevel: 'silent',
      jsx: 'automatic',
      loader: { '.js': 'jsx' },
      plugins: [
        {
          name: 'mdd-component-text',
          setup(build) {
            build.onResolve({ filter: /.*/ }, (args) => {
              if (args.kind === 'entry-point') return undefined;
              if (reactModules.test(args.path)) return { path: args.path, external: true };
              if (args.path.startsWith('@site/'))
                return assets.test(args.path)
                  ? { path: args.path, namespace: 'stub' }
                  : build.resolve(path.join(root, args.path.slice('@site/'.length)), {
                      kind: args.kind,
                      resolveDir: root,
                    });
              const own = args.path.startsWith('.') || path.isAbsolute(args.path);
              return own && !assets.test(args.path) ? undefined : { path: args.path, namespace: 'stub' };
            });
            build.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: stub, loader: 'js' }));
          },
        },
      ],
    });
    code = result.outputFiles[0]?.text ?? '';
  } catch {
    return {};
  }
  const cacheFile = cacheDir && path.join(cacheDir, 'component-text.json');
  const key = createHash('sha256')
    .update(JSON.stringify([code, names, map]))
    .digest('hex');
  try {
    const kept = cacheFile && JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
    if (kept?.key === key) return kept.text;
  } catch {}
  const text = run(file, code, names, map);
  if (cacheFile) {
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(cacheFile, JSON.stringify({ key, text }));
  }
  return text;
}

/** The module's components' text, from its bundled `code` (see {@link componentText}). */
function run(file: string, code: string, names: string[], map: boolean): Record<string, string> {
  const state = { touched: false };
  const siteRequire = createRequire(file);
  const global = globalThis as Record<string, unknown>;
  const { error } = console;
  global[stubKey] = state;
  // React's own warnings about a component called outside a render are not the site's problem.
  console.error = () => {};
  try {
    const react = siteRequire('react') as typeof import('react');
    const { renderToStaticMarkup } = siteRequire('react-dom/server') as typeof import('react-dom/server');
    const module = new Module(file) as Module & { _compile(code: string, file: string): void };
    module.filename = file;
    (module as unknown as { paths: string[] }).paths = [path.dirname(file)];
    module.require = ((id: string) => siteRequire(id)) as NodeJS.Require;
    module._compile(code, file);
    const exports = module.exports as Record<string, unknown>;
    const components = (map ? exports.default : exports) as Record<string, unknown> | undefined;
    const text = (component: unknown, props: Record<string, unknown>): string | undefined => {
      if (typeof component !== 'function') return undefined;
      state.touched = false;
      try {
        const shown = component(props) as unknown;
        const markup = react.isValidElement(shown) ? renderToStaticMarkup(shown) : undefined;
        const value =
          typeof shown === 'string' || typeof shown === 'number'
            ? String(shown)
            : markup !== undefined && !markup.includes('<')
              ? unescapeText(markup)
              : undefined;
        return state.touched || !value?.trim() ? undefined : value;
      } catch {
        return undefined;
      }
    };
    const found: Record<string, string> = {};
    for (const name of names) {
      const component = components?.[name];
      const shown = text(component, {});
      if (shown !== undefined && text(component, { children: 'mdd' }) === shown) found[name] = shown;
    }
    return found;
  } catch {
    return {};
  } finally {
    console.error = error;
    delete global[stubKey];
  }
}

/** Markup without elements as read: React escapes `&`, `<`, `>`, `"` and `'`. */
function unescapeText(html: string): string {
  return html
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');
}
