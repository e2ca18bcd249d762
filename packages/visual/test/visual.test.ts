import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '..');
const tsx = path.join(packageDir, 'node_modules', '.bin', 'tsx');
const cli = path.join(packageDir, 'src', 'cli.ts');

let repo: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();

function visual(...args: string[]) {
  const result = spawnSync(tsx, [cli, ...args], { cwd: repo, encoding: 'utf8', timeout: 420_000 });
  const lines = result.stdout.trim().split('\n');
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, last: lines.at(-1) };
}

/**
 * A git repository holding the fixture Storybook (two stories: Badge uses the --fx-accent token,
 * Note does not). Its node_modules is a link to this package's, so no install is needed.
 */
beforeAll(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'mdd-visual-test-'));
  cpSync(path.join(import.meta.dirname, 'fixture-storybook'), repo, { recursive: true });
  const modules = path.join(packageDir, 'node_modules');
  symlinkSync(modules, path.join(repo, 'node_modules'));
  writeFileSync(path.join(repo, '.gitignore'), 'node_modules\nvisual-report/\n');
  writeFileSync(
    path.join(repo, 'visual.config.json'),
    JSON.stringify({
      install: `ln -s ${JSON.stringify(modules)} node_modules`,
      build: 'node_modules/.bin/storybook build --quiet --config-dir .storybook --output-dir {out}',
    }),
  );
  git('init', '--quiet', '--initial-branch=main');
  git('add', '.');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'fixture');
});

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
});

describe('pnpm visual', () => {
  it('reports 0 changes for a clean tree against its own commit', () => {
    const run = visual('--base', 'HEAD');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.last).toBe('0 of 8 story snapshots changed');
    expect(run.stdout).toMatch(/Building the Storybook of HEAD/);
    expect(run.stdout).toMatch(/16\/16 screenshots/);
    const html = readFileSync(path.join(repo, 'visual-report', 'index.html'), 'utf8');
    expect(html).toContain('<h2>Changed (0)</h2>');
    expect(html.trim().split('\n').at(-3)).toBe('<p class="summary">0 of 8 story snapshots changed</p>');
  });

  it('lists the stories that use a changed colour token, and not the others', () => {
    const tokens = path.join(repo, 'src', 'tokens.css');
    writeFileSync(
      tokens,
      readFileSync(tokens, 'utf8').replace('--fx-accent: #0055cc;', '--fx-accent: #c74600;'),
    );
    writeFileSync(
      path.join(repo, 'src', 'Tag.stories.jsx'),
      "export default { title: 'Tag', render: () => <em>tag</em> };\nexport const Default = {};\n",
    );
    git('add', '.');
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'accent');
    const run = visual('--base', 'HEAD~1', '--out', 'report-2');
    expect(run.status).toBe(0);
    // The accent changed in light mode only: the badge's two light snapshots.
    expect(run.last).toBe('2 of 8 story snapshots changed');
    const html = readFileSync(path.join(repo, 'report-2', 'index.html'), 'utf8');
    const changed = html.slice(html.indexOf('<h2>Changed'), html.indexOf('<h2>New stories'));
    expect(changed).toContain('<h2>Changed (2)</h2>');
    expect(changed).toContain('Badge / Accent <small>light, mobile');
    expect(changed).toContain('Badge / Accent <small>light, desktop');
    expect(changed).not.toContain('Note / Plain');
    expect(changed).toMatch(/images\/diff\/badge--accent--light-mobile\.png/);
    const added = html.slice(html.indexOf('<h2>New stories'), html.indexOf('<h2>Removed'));
    expect(added).toContain('<h2>New stories (1)</h2>');
    expect(added).toContain('<h3>Tag / Default</h3>');
    expect(html).toContain('<h2>Removed stories (0)</h2>');
  });

  it('exits 2 with the usage on an unknown option or ref', () => {
    const option = visual('--bse', 'main');
    expect(option.status).toBe(2);
    expect(option.stderr).toMatch(/Unknown option '--bse'[\s\S]*Usage: pnpm visual \[--base REF\]/);
    const ref = visual('--base', 'no-such-branch');
    expect(ref.status).toBe(2);
    expect(ref.stderr).toMatch(/unknown base ref "no-such-branch"/);
  });
});
