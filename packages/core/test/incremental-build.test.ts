import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { page, removeSite, writeFiles, writeSite } from './helpers/temp-site.js';

// The build command as a user runs it (`mdd build`, from dist/), on a small site.
const bin = path.join(import.meta.dirname, '../bin/mdd.js');
const dir = writeSite({});
const outDir = path.join(dir, 'build');

afterAll(() => removeSite(dir));

const writePage = (name: string, title: string, text: string) =>
  writeFiles(dir, { [`content/guide/${name}.mdx`]: page(title, text) });

/** Runs the build; returns how many pages it rendered and how many it took from the previous build. */
function build(): { rendered: number; unchanged: number } {
  const output = execFileSync(process.execPath, [bin, 'build', dir], {
    env: { ...process.env, NODE_ENV: 'production', CI: 'true' },
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
    writePage('alpha', 'Alpha', 'The first page.');
    writePage('beta', 'Beta', 'The second page.');
    writePage('gamma', 'Gamma', 'The third page.');
    const first = build();
    expect(first.unchanged).toBe(0);
    const alphaHtml = read('guide/alpha/index.html');

    expect(build()).toEqual({ rendered: 0, unchanged: first.rendered });
    expect(read('guide/alpha/index.html')).toBe(alphaHtml);

    writePage('beta', 'Beta', 'The second page, edited.');
    expect(build()).toEqual({ rendered: 1, unchanged: first.rendered - 1 });
    expect(read('guide/beta/index.html')).toContain('The second page, edited.');
    expect(read('guide/beta/index.json')).toContain('The second page, edited.');
    expect(read('guide/beta.md')).toContain('The second page, edited.');
    expect(read('guide/alpha/index.html')).toBe(alphaHtml);

    // A new title shows in every page's sidebar: all three pages are written again.
    writePage('gamma', 'Gamma renamed', 'The third page.');
    expect(build().rendered).toBeGreaterThanOrEqual(3);
    for (const name of ['alpha', 'beta', 'gamma']) {
      expect(read(`guide/${name}/index.html`)).toContain('Gamma renamed');
      expect(read(`guide/${name}/index.json`)).toContain('Gamma renamed');
    }
  });
});
