import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { esbuildErrors } from '../config/module-errors.js';
import { nodeBundle } from '../config/node-bundle.js';

const candidates = ['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs'].flatMap((ext) => [
  `prism-include-languages.${ext}`,
  `prism-include-languages/index.${ext}`,
]);

/** The site's swizzled `src/theme/prism-include-languages`, if it has one. */
export function prismIncludeFile(themeDir: string): string | undefined {
  return candidates.map((name) => path.join(themeDir, name)).find((file) => fs.existsSync(file));
}

/**
 * A Docusaurus site's `prism-include-languages` (which adds Prism languages in the browser) as a
 * module of grammars for the pipeline's build-time highlighter: bundled with its own files (its
 * `@generated/docusaurus.config` is the config's `themeConfig.prism`), packages such as
 * `prismjs/components/*` required from the site; its default export is a Prism syntax function that
 * runs the site's function with the highlighter's Prism as the global `Prism`, as Docusaurus mounts
 * it (its grammars only: the hooks a component adds are for a browser's rendering). Written under
 * `cacheDir`, named by its content. Returns the file.
 */
export async function prismIncludeModule(file: string, prism: unknown, cacheDir: string): Promise<string> {
  const { build } = await import('esbuild');
  let code: string;
  try {
    const result = await build({
      ...nodeBundle,
      entryPoints: [file],
      format: 'cjs',
      loader: { '.js': 'jsx' },
      plugins: [
        {
          name: 'mdd-generated-config',
          setup(build) {
            build.onResolve({ filter: /^@generated\/docusaurus\.config$/ }, () => ({
              path: 'docusaurus.config',
              namespace: 'mdd-generated',
            }));
            build.onLoad({ filter: /.*/, namespace: 'mdd-generated' }, () => ({
              contents: JSON.stringify({ themeConfig: { prism: prism ?? {} } }),
              loader: 'json',
            }));
          },
        },
      ],
    });
    code = result.outputFiles[0]?.text ?? '';
  } catch (error) {
    throw new Error(esbuildErrors(error));
  }
  const wrapper = `${code}
const __mddInclude = module.exports.default ?? module.exports;
function docusaurusPrismIncludeLanguages(Prism) {
  const before = globalThis.Prism;
  // Grammars only: hooks change how a browser's Prism renders tokens, not the highlighter's trees.
  const ownHooks = Object.prototype.hasOwnProperty.call(Prism, 'hooks');
  const hooks = Prism.hooks;
  Object.defineProperty(Prism, 'hooks', { value: { all: {}, add() {}, run() {} }, configurable: true, writable: true });
  globalThis.Prism = Prism;
  try {
    __mddInclude(Prism);
  } finally {
    if (before === undefined) delete globalThis.Prism;
    else globalThis.Prism = before;
    if (ownHooks) Object.defineProperty(Prism, 'hooks', { value: hooks, configurable: true, writable: true });
    else delete Prism.hooks;
  }
}
docusaurusPrismIncludeLanguages.displayName = 'docusaurusPrismIncludeLanguages';
docusaurusPrismIncludeLanguages.aliases = [];
module.exports = docusaurusPrismIncludeLanguages;
`;
  const dir = path.join(cacheDir, 'prism');
  fs.mkdirSync(dir, { recursive: true });
  const out = path.join(
    dir,
    `include-${createHash('sha256').update(wrapper).digest('hex').slice(0, 16)}.cjs`,
  );
  if (!fs.existsSync(out)) fs.writeFileSync(out, wrapper);
  return out;
}
