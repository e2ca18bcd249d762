import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The build command as `pnpm build` runs it (dist/ is compiled by the `compile` task), on a small tree.
const appDir = path.join(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-incremental-'));
const contentDir = path.join(work, 'content');
const outDir = path.join(work, 'build');

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function writePage(name: string, title: string, text: string) {
  const file = path.join(contentDir, 'api', `${name}.mdx`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `---\ntitle: ${title}\n---\n\n${text}\n`);
}

/** Runs the build; returns how many pages it rendered and how many it took from the previous build. */
function build(): { rendered: number; unchanged: number } {
  const output = execFileSync(process.execPath, ['dist/build.js', '--content', contentDir, '--out', outDir], {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const counts = /Built (\d+) pages(?: \((\d+) rendered, (\d+) unchanged\))?/.exec(output);
  if (!counts) throw new Error(`unexpected output:\n${output}`);
  const pages = Number(counts[1]);
  return counts[2]
    ? { rendered: Number(counts[2]), unchanged: Number(counts[3]) }
    : { rendered: pages, unchanged: 0 };
}

const read = (rel: string) => fs.readFileSync(path.join(outDir, rel), 'utf8');

describe('a build after a build', () => {
  it('writes only the pages whose data changed, and keeps the others as they were', () => {
    fs.mkdirSync(path.join(contentDir, 'static'), { recursive: true });
    writePage('alpha', 'Alpha', 'The first page.');
    writePage('beta', 'Beta', 'The second page.');
    writePage('gamma', 'Gamma', 'The third page.');
    const first = build();
    expect(first.unchanged).toBe(0);
    const alphaHtml = read('api/alpha/index.html');

    expect(build()).toEqual({ rendered: 0, unchanged: first.rendered });
    expect(read('api/alpha/index.html')).toBe(alphaHtml);

    writePage('beta', 'Beta', 'The second page, edited.');
    expect(build()).toEqual({ rendered: 1, unchanged: first.rendered - 1 });
    expect(read('api/beta/index.html')).toContain('The second page, edited.');
    expect(read('api/beta/index.json')).toContain('The second page, edited.');
    expect(read('api/beta.md')).toContain('The second page, edited.');
    expect(read('api/alpha/index.html')).toBe(alphaHtml);

    // A new title shows in every page's sidebar: all three pages are written again.
    writePage('gamma', 'Gamma renamed', 'The third page.');
    expect(build().rendered).toBeGreaterThanOrEqual(3);
    for (const name of ['alpha', 'beta', 'gamma']) {
      expect(read(`api/${name}/index.html`)).toContain('Gamma renamed');
      expect(read(`api/${name}/index.json`)).toContain('Gamma renamed');
    }
  });
});
