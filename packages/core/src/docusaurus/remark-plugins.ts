import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PluginRef } from '@market-data-docs/mdx-pipeline';
import { coreDir } from '../server/core-dir.js';
import type { RequiredModule } from './evaluate.js';

/** Where a plugin function sits in the config: the keys from the config's root (`['presets', 0, 1, 'docs', 'remarkPlugins', 0]`). */
export type ConfigPath = Array<string | number>;

const cloneable = (value: unknown) => {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * Turns the remark and rehype plugins of a Docusaurus config (functions, alone or with options)
 * into module references every compile thread can import. A function that is an export of a
 * package or file the config required is imported from there, through a small module written into
 * the cache that picks the export; any other (a function written in the config or in a file it
 * bundles, or options that cannot be copied to a thread) is taken from the config evaluated again
 * on the thread, by its place in the config.
 */
export function pluginRefs(
  entries: Array<{ entry: unknown; at: ConfigPath }>,
  context: { configFile: string; configHash: string; required: RequiredModule[]; dir: string },
): PluginRef[] {
  fs.mkdirSync(context.dir, { recursive: true });
  return entries.flatMap(({ entry, at }) => {
    const [fn, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof fn !== 'function') return [];
    const name = fn.name || `plugin at ${at.join('.')}`;
    const found = exportOf(fn, context.required);
    let source: string;
    let hash: string;
    let refOptions: unknown;
    if (found && cloneable(options)) {
      source = [
        "import { createRequire } from 'node:module';",
        `const required = createRequire(${JSON.stringify(found.file)})(${JSON.stringify(found.file)});`,
        `export default ${found.key === undefined ? 'required' : `required[${JSON.stringify(found.key)}]`};`,
        '',
      ].join('\n');
      hash = packageHash(found.file);
      refOptions = options;
    } else {
      const entry = pathToFileURL(path.join(coreDir, 'dist/node/docusaurus-plugin-entry.js')).href;
      source = [
        `import { configPlugin } from ${JSON.stringify(entry)};`,
        `export default await configPlugin(${JSON.stringify(context.configFile)}, ${JSON.stringify(at)});`,
        '',
      ].join('\n');
      hash = context.configHash;
    }
    const file = path.join(
      context.dir,
      `${createHash('sha256').update(source).digest('hex').slice(0, 12)}.mjs`,
    );
    fs.writeFileSync(file, source);
    return [
      {
        module: pathToFileURL(file).href,
        name,
        hash,
        ...(refOptions === undefined ? {} : { options: refOptions }),
      },
    ];
  });
}

function exportOf(fn: unknown, required: RequiredModule[]): { file: string; key?: string } | undefined {
  for (const module of required) {
    if (!path.isAbsolute(module.file)) continue;
    if (module.exports === fn) return { file: module.file };
    if (module.exports && typeof module.exports === 'object') {
      for (const [key, value] of Object.entries(module.exports))
        if (value === fn) return { file: module.file, key };
    }
  }
  return undefined;
}

function packageHash(file: string): string {
  let dir = path.dirname(file);
  while (path.dirname(dir) !== dir && !fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const manifest = path.join(dir, 'package.json');
  const source =
    file.includes(`${path.sep}node_modules${path.sep}`) && fs.existsSync(manifest) ? manifest : file;
  return createHash('sha256').update(fs.readFileSync(source)).digest('hex').slice(0, 16);
}
