// `pnpm build`, `pnpm dev`, `pnpm start` and `pnpm mdd`: runs the `mdd` CLI with this script's
// arguments, after building the workspace packages if a package's sources changed since the last
// build that succeeded here (turbo does that work). Editing content changes none of them, so the
// everyday commands go straight to the engine, in this same Node process: turbo's own start and
// hashing, or a second Node process, cost a large part of the engine's warm rebuild of an edit.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'node_modules/.cache/mdd-packages-built');
/** What turbo leaves out of a package's build inputs (turbo.json), and what a build writes. */
const skippedDirs = new Set(['node_modules', 'dist', '.turbo', 'test', 'e2e', 'storybook-static', 'build']);
const skippedFile = /\.(test|stories)\.|^README\.md$/;

function newestInput() {
  let newest = 0;
  const consider = (file) => {
    newest = Math.max(newest, fs.statSync(file).mtimeMs);
  };
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skippedDirs.has(entry.name)) walk(file);
      } else if (!skippedFile.test(entry.name)) consider(file);
    }
  };
  for (const file of ['package.json', 'pnpm-lock.yaml', 'turbo.json']) consider(path.join(root, file));
  const packagesDir = path.join(root, 'packages');
  for (const name of fs.readdirSync(packagesDir)) {
    const dir = path.join(packagesDir, name);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (!manifest.scripts?.build) continue;
    if (!fs.existsSync(path.join(dir, 'dist')) && name !== 'content') return Number.POSITIVE_INFINITY;
    const ownInputs = fs.existsSync(path.join(dir, 'turbo.json'))
      ? JSON.parse(fs.readFileSync(path.join(dir, 'turbo.json'), 'utf8')).tasks?.build?.inputs
      : undefined;
    if (ownInputs?.every((file) => !/[*!$]/.test(file)))
      for (const file of ownInputs) consider(path.join(dir, file));
    else walk(dir);
  }
  return newest;
}

const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
if (newestInput() >= builtAt) {
  const started = new Date();
  const turbo = spawnSync(
    path.join(root, 'node_modules/.bin/turbo'),
    ['run', 'build', '--filter=./packages/*', '--output-logs=new-only'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' },
    },
  );
  if (turbo.status !== 0) process.exit(turbo.status ?? 1);
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, '');
  fs.utimesSync(stamp, started, started);
}

await import('../packages/core/bin/mdd.js');
