import fs from 'node:fs';
import path from 'node:path';
import { workDir } from './paths.js';
import { run } from './timed.js';

/**
 * Versions the bench installs on demand into bench/.work (never by `pnpm install`). Docusaurus
 * 3.10.2 and @docusaurus/faster 3.10.2 declare `node >=20.0`. @docsearch/react is held at 4.7.0
 * because 4.7.1 depends on an @docsearch/core 4.7.1 that the registry does not have.
 */
export const docusaurusPackage = {
  name: 'mdd-bench-docusaurus',
  private: true,
  dependencies: {
    '@docusaurus/core': '3.10.2',
    '@docusaurus/faster': '3.10.2',
    '@docusaurus/preset-classic': '3.10.2',
    '@mdx-js/react': '3.1.1',
    react: '19.3.1',
    'react-dom': '19.3.1',
  },
  overrides: { '@docsearch/react': '4.7.0' },
};

/** Lighthouse 12.8 (13 needs Node 22). */
export const toolsPackage = {
  name: 'mdd-bench-tools',
  private: true,
  dependencies: { lighthouse: '12.8.2' },
};

/** The reference engine of the search quality stage: MiniSearch 7 (ESM, Node >= 18). */
export const searchReferencePackage = {
  name: 'mdd-bench-search-reference',
  private: true,
  dependencies: { minisearch: '7.2.0' },
};

export const docusaurusDir = path.join(workDir, 'docusaurus');
export const toolsDir = path.join(workDir, 'tools');
export const searchReferenceDir = path.join(workDir, 'search-reference');

/** Installs `pkg` into `dir` with npm unless the same package.json is already installed there. */
async function ensureInstalled(dir: string, pkg: object, probe: string, log: (line: string) => void) {
  const wanted = `${JSON.stringify(pkg, null, 2)}\n`;
  const file = path.join(dir, 'package.json');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current === wanted && fs.existsSync(path.join(dir, 'node_modules', probe, 'package.json'))) return;
  log(
    `installing ${Object.entries((pkg as { dependencies: object }).dependencies)
      .map(([n, v]) => `${n}@${v}`)
      .join(' ')} into ${path.relative(process.cwd(), dir)} (npm, once)`,
  );
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, wanted);
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
}

export const ensureDocusaurus = (log: (line: string) => void) =>
  ensureInstalled(docusaurusDir, docusaurusPackage, '@docusaurus/core', log);

export const ensureTools = (log: (line: string) => void) =>
  ensureInstalled(toolsDir, toolsPackage, 'lighthouse', log);

export const ensureSearchReference = (log: (line: string) => void) =>
  ensureInstalled(searchReferenceDir, searchReferencePackage, 'minisearch', log);

/** Version of a package installed in one of the work folders. */
export function installedVersion(dir: string, name: string): string | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}
