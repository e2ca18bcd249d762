import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { docusaurusConfigNames } from '../docusaurus/load.js';
import { esbuildErrors, missingModule } from './module-errors.js';
import { nodeBundle } from './node-bundle.js';
import { resolveSiteConfig, type SiteConfig, SiteConfigError } from './schema.js';

/** File names of a site configuration, in the order they are looked for. */
export const configFileNames = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

/** Finds the configuration file of the site in `root` (or `configFile`, relative to the working directory). */
export function findConfigFile(root: string, configFile?: string): string {
  if (configFile) {
    const file = path.resolve(configFile);
    if (!fs.existsSync(file)) throw new SiteConfigError(`No configuration file at ${file}`);
    return file;
  }
  for (const name of [...configFileNames, ...docusaurusConfigNames]) {
    const file = path.join(root, name);
    if (fs.existsSync(file)) return file;
  }
  throw new SiteConfigError(
    `No site configuration in ${root}: expected one of ${configFileNames.join(', ')} (or --config FILE), or a Docusaurus site's docusaurus.config.{js,mjs,cjs,ts,mts}.\nRun \`mdd init\` to start a new site.`,
  );
}

/** A Docusaurus config (`docusaurus.config.*`) rather than this engine's own. */
export function isDocusaurusConfig(file: string): boolean {
  return /^docusaurus\.config\.[cm]?[jt]s$/.test(path.basename(file));
}

/**
 * Loads and validates a site configuration. TypeScript is compiled with esbuild (the config's own
 * relative imports bundled, packages left to Node) into a temporary file beside it, so packages
 * resolve from the site's folder.
 */
export async function loadConfigFile(file: string): Promise<SiteConfig> {
  const name = path.basename(file);
  let url = pathToFileURL(file).href;
  if (/\.m?ts$/.test(file)) {
    const { build } = await import('esbuild');
    let code: string;
    try {
      const result = await build({
        ...nodeBundle,
        entryPoints: [file],
        format: 'esm',
      });
      code = result.outputFiles[0]?.text ?? '';
    } catch (error) {
      throw new SiteConfigError(`${name} does not compile:\n${esbuildErrors(error)}`);
    }
    const out = path.join(path.dirname(file), `.${name}.${hash(code)}.mjs`);
    fs.writeFileSync(out, code);
    url = pathToFileURL(out).href;
    try {
      return resolveSiteConfig(await importConfig(url, name), name);
    } finally {
      fs.rmSync(out, { force: true });
    }
  }
  // Node keeps a module it imported: the file's time in the URL makes an edited config load afresh.
  return resolveSiteConfig(await importConfig(`${url}?t=${fs.statSync(file).mtimeMs}`, name), name);
}

async function importConfig(url: string, name: string): Promise<unknown> {
  let module: { default?: unknown };
  try {
    module = await import(url);
  } catch (error) {
    const missing = missingModule(error);
    if (missing)
      throw new SiteConfigError(
        `${name} imports "${missing}", which is not installed: install the site's dependencies (npm install).`,
      );
    throw new SiteConfigError(`${name} failed to load: ${(error as Error).message}`);
  }
  if (module.default === undefined)
    throw new SiteConfigError(
      `${name} has no default export: export the configuration with \`export default\``,
    );
  return module.default;
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}
