import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The parts of the two Sass APIs an older `sass` package has (`compileAsync` since 1.45, `render` before). */
interface OldSass {
  compileAsync?(file: string, options: object): Promise<{ css: string; loadedUrls: URL[] }>;
  render(
    options: object,
    done: (error: Error | null, result?: { css: Buffer; stats: { includedFiles: string[] } }) => void,
  ): void;
}

const stylesheet = /\.s[ac]ss$/;
/** The first `sass` with the compiler API Vite uses (`initAsyncCompiler`). */
const firstModern = [1, 70];

/**
 * Compiles the site's `.scss` and `.sass` files with the `sass` it has installed when that is older
 * than 1.70, which Vite's own Sass support cannot use (it calls `initAsyncCompiler`), as
 * `docusaurus-plugin-sass` compiles them with any version: each becomes the CSS of a `.css`
 * module beside it (`x.module.scss` still a CSS module), `@import` finding the site's
 * `node_modules` (also as `~package/...`). None when the site has a newer `sass`, `sass-embedded`
 * or no Sass.
 */
export function legacySassPlugin(root: string): Plugin | undefined {
  const packageDir = oldSassDir(root);
  if (!packageDir) return undefined;
  const nodeModules = path.join(root, 'node_modules');
  const sources = new Map<string, string>();
  let sass: OldSass | undefined;
  return {
    name: 'mdd:legacy-sass',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const [bare, query] = source.split('?');
      if (!bare || !stylesheet.test(bare)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved?.id.split('?')[0];
      if (!file || !stylesheet.test(file)) return null;
      const id = file.replace(
        /(\.module)?\.(s[ac]ss)$/,
        (_, module = '', ext) => `.${ext}.mdd-sass${module}.css`,
      );
      sources.set(id, file);
      return query ? `${id}?${query}` : id;
    },
    async load(id) {
      const file = sources.get(id.split('?')[0] as string);
      if (!file) return null;
      sass ??= createRequire(path.join(packageDir, 'package.json'))(packageDir) as OldSass;
      const { css, files } = await compile(sass, file, nodeModules);
      for (const included of files) this.addWatchFile(included);
      return css;
    },
  };
}

async function compile(
  sass: OldSass,
  file: string,
  nodeModules: string,
): Promise<{ css: string; files: string[] }> {
  const tilde = (url: string) => (url.startsWith('~') ? path.join(nodeModules, url.slice(1)) : undefined);
  if (sass.compileAsync) {
    const result = await sass.compileAsync(file, {
      loadPaths: [nodeModules],
      importers: [
        {
          findFileUrl: (url: string) => {
            const target = tilde(url);
            return target ? pathToFileURL(target) : null;
          },
        },
      ],
    });
    const files = result.loadedUrls
      .filter((url) => url.protocol === 'file:')
      .map((url) => fileURLToPath(url));
    return { css: result.css, files };
  }
  const render = sass.render.bind(sass);
  return new Promise((resolve, reject) =>
    render(
      {
        file,
        includePaths: [nodeModules],
        importer: (url: string) => {
          const target = tilde(url);
          return target ? { file: target } : null;
        },
      },
      (error, result) =>
        error || !result
          ? reject(error)
          : resolve({ css: result.css.toString(), files: result.stats.includedFiles }),
    ),
  );
}

/** The folder of the site's `sass` package when it is older than Vite needs (and no `sass-embedded`, which Vite prefers, is installed). */
function oldSassDir(root: string): string | undefined {
  const dirOf = (name: string) => {
    for (let at = root; ; at = path.dirname(at)) {
      const dir = path.join(at, 'node_modules', name);
      if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
      if (path.dirname(at) === at) return undefined;
    }
  };
  if (dirOf('sass-embedded')) return undefined;
  const dir = dirOf('sass');
  if (!dir) return undefined;
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major < (firstModern[0] as number) ||
    (major === firstModern[0] && minor < (firstModern[1] as number))
    ? dir
    : undefined;
}
