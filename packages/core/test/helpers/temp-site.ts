import fs from 'node:fs';
import path from 'node:path';

const sitesDir = path.join(import.meta.dirname, '../.sites');

/** The smallest valid configuration, as `site.config.mjs` source, with `extra` keys merged in. */
export function configSource(extra: Record<string, unknown> = {}): string {
  const config = {
    title: 'Test Docs',
    url: 'https://docs.example.com',
    basePath: '/docs/',
    sections: [{ id: 'guide', label: 'Guide' }],
    ...extra,
  };
  return `export default ${JSON.stringify(config, null, 2)};\n`;
}

/**
 * Writes a site into a new folder under `test/.sites/` (inside the package, so its imports of React
 * and the theme resolve from this package's node_modules), with an empty `content/guide/`, and returns its path.
 */
export function writeSite(files: Record<string, string>): string {
  fs.mkdirSync(sitesDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(sitesDir, 'site-'));
  // The folder of the default config's section: a section without one is a config error.
  fs.mkdirSync(path.join(dir, 'content/guide'), { recursive: true });
  writeFiles(dir, { 'site.config.mjs': configSource(), ...files });
  return dir;
}

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
}

/** A page with front matter. */
export function page(title: string, body: string, extra = ''): string {
  return `---\ntitle: ${title}\n${extra}---\n\n${body}\n`;
}

export function removeSite(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
