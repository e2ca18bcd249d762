import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The build command as `pnpm build` runs it, on a tree with one broken page: whatever stage fails,
// the error names the source file, line and column, with a caret under that column.
const appDir = path.join(import.meta.dirname, '..');
const mddBin = path.join(appDir, 'node_modules/@market-data-docs/core/bin/mdd.js');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-errors-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function build(page: string): string {
  const contentDir = path.join(work, `content-${Math.random().toString(36).slice(2)}`);
  for (const [file, text] of Object.entries({ 'api/ok.md': '# Fine\n', 'api/broken.mdx': page })) {
    fs.mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
    fs.writeFileSync(path.join(contentDir, file), text);
  }
  fs.mkdirSync(path.join(contentDir, 'static'));
  const run = spawnSync(
    process.execPath,
    [mddBin, 'build', '--content', contentDir, '--out', path.join(work, 'build'), '--quiet'],
    { cwd: appDir, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  expect(run.status).toBe(1);
  return run.stderr;
}

describe('a build with a broken page', () => {
  it('names a brace in prose that is not a value, and says to escape it', () => {
    const stderr = build('---\ntitle: Broken\n---\n\nCall /quotes/{symbol}/ for a quote.\n');
    expect(stderr).toContain(
      'api/broken.mdx:5:15: `symbol` is not defined: `{symbol}` is read as JavaScript. To show it as text, escape the brace (`\\{symbol}`)',
    );
    expect(stderr).toContain(
      ['> 5 | Call /quotes/{symbol}/ for a quote.', '    |               ^'].join('\n'),
    );
    expect(stderr).not.toMatch(/shells|ReferenceError/);
  });

  it('names the expression of a page module that throws while the page renders', () => {
    const stderr = build(
      [
        '---',
        'title: Broken',
        '---',
        '',
        'export const Badge = ({ children }) => <strong>{children}</strong>;',
        '',
        'Today: <Badge>{new Date(0).toJSON().missing.length}</Badge>',
        '',
      ].join('\n'),
    );
    expect(stderr).toMatch(
      /api\/broken\.mdx:7:16: \/api\/broken failed to render: TypeError: Cannot read properties of undefined \(reading 'length'\) \(render\)/,
    );
    expect(stderr).toContain(
      ['> 7 | Today: <Badge>{new Date(0).toJSON().missing.length}</Badge>', '    |                ^'].join(
        '\n',
      ),
    );
    expect(stderr).toContain('The build failed; the previous output (if any) is unchanged.');
  }, 180_000);
});
