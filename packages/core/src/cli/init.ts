import fs from 'node:fs';
import path from 'node:path';
import pc from 'picocolors';
import { configFileNames } from '../config/load.js';
import { coreDir } from '../server/core-dir.js';
import { createOutput } from './output.js';

const templateDir = path.join(coreDir, 'templates/starter');

/** Starter files a folder may have already (a new GitHub repository's `.gitignore`): kept as they are. */
const keptIfPresent = new Set(['.gitignore']);

/**
 * `mdd init DIR`: writes a new site (a config, a home page, one section with two pages, a favicon, a
 * tsconfig.json) and, when DIR has none, a package.json with the scripts and dependencies it needs. Other files in
 * DIR (`.git`, `README.md`, `LICENSE`...) do not matter. Never overwrites a file: a site already in
 * DIR, or a file the starter writes, is an error (but `.gitignore`, which is kept).
 */
export async function initCommand(dir: string): Promise<number> {
  const output = createOutput();
  const existing = configFileNames.find((name) => fs.existsSync(path.join(dir, name)));
  if (existing) {
    output.error(`${path.join(dir, existing)} exists: there is a site here already.`);
    return 1;
  }
  const title = titleOf(dir);
  let files = fs
    .readdirSync(templateDir, { recursive: true, encoding: 'utf8' })
    .filter((rel) => fs.statSync(path.join(templateDir, rel)).isFile());
  const name = (rel: string) => (rel === 'gitignore' ? '.gitignore' : rel);
  const target = (rel: string) => path.join(dir, name(rel));
  const kept = files.filter((rel) => keptIfPresent.has(name(rel)) && fs.existsSync(target(rel)));
  files = files.filter((rel) => !kept.includes(rel));
  const clash = files.map(target).find((file) => fs.existsSync(file));
  if (clash) {
    output.error(
      `${clash} exists: mdd init writes a site into a folder without the files it writes (an empty folder, or a new repository).`,
    );
    return 1;
  }
  for (const rel of files) {
    const file = target(rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const text = fs.readFileSync(path.join(templateDir, rel), 'utf8');
    fs.writeFileSync(file, text.replaceAll('{{title}}', title));
  }
  const manifest = path.join(dir, 'package.json');
  const wrotePackage = !fs.existsSync(manifest);
  const wanted = packageJson(dir);
  let missing: string[] = [];
  let missingDev: string[] = [];
  if (wrotePackage) fs.writeFileSync(manifest, `${JSON.stringify(wanted, null, 2)}\n`);
  else {
    const own = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, Record<string, string>>;
    const lacks = (deps: Record<string, string>) =>
      Object.keys(deps).filter((dep) => !own.dependencies?.[dep] && !own.devDependencies?.[dep]);
    missing = lacks(wanted.dependencies);
    missingDev = lacks(wanted.devDependencies);
  }

  const shown = path.relative(process.cwd(), dir) || '.';
  output.info(`Created a new site in ${shown}:`);
  for (const rel of [...files.map(name), ...(wrotePackage ? ['package.json'] : [])].sort())
    output.info(`  ${rel}`);
  for (const rel of kept)
    output.info(`Kept the folder's ${name(rel)} (the starter's ignores node_modules/ and build/).`);
  output.info('');
  output.info('Next:');
  if (shown !== '.') output.info(`  ${pc.cyan(`cd ${shown}`)}`);
  output.info(`  ${pc.cyan(['npm install', ...missing].join(' '))}`);
  if (missingDev.length)
    output.info(
      `  ${pc.cyan(['npm install -D', ...missingDev].join(' '))}   the types of tsconfig.json (tsc, editors)`,
    );
  output.info(`  ${pc.cyan('npx mdd dev')}     start writing, with the pages updating as you save`);
  output.info(`  ${pc.cyan('npx mdd build')}   build the static site into build/`);
  return 0;
}

function titleOf(dir: string): string {
  const words = path
    .basename(dir)
    .replace(/[-_.]+/g, ' ')
    .trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : 'My Docs';
}

/**
 * The site's package.json: its scripts and the packages the engine and the starter's home page need,
 * and TypeScript with React's types for `npm run typecheck`.
 */
function packageJson(dir: string) {
  const core = JSON.parse(fs.readFileSync(path.join(coreDir, 'package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
  };
  // Published, the theme's range is its version (pnpm replaces `workspace:*` when packing).
  const theme = core.dependencies['@market-data-docs/theme'] ?? '';
  return {
    name:
      path
        .basename(dir)
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, '-') || 'docs',
    private: true,
    type: 'module',
    scripts: { dev: 'mdd dev', build: 'mdd build', start: 'mdd start', typecheck: 'tsc' },
    dependencies: {
      '@market-data-docs/core': `^${core.version}`,
      '@market-data-docs/theme': /^\^?\d/.test(theme) ? `^${theme.replace(/^\^/, '')}` : `^${core.version}`,
      react: '^19.0.0',
      'react-dom': '^19.0.0',
    },
    devDependencies: {
      '@types/react': '^19.0.0',
      '@types/react-dom': '^19.0.0',
      typescript: '^5.9.0',
    },
  };
}
