import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pruneShells } from '../src/server/shell.js';
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

describe('the app shell in the cache', () => {
  const shellsDir = path.join(dir, 'node_modules/.cache/mdd/shells');
  const shells = () => fs.readdirSync(shellsDir).sort();

  it('bundles a shell again when its folder lost a part (a build stopped half-way, or run twice at once)', () => {
    build();
    const [key] = shells();
    expect(shells()).toEqual([key]);
    fs.rmSync(path.join(shellsDir, `${key}/server`), { recursive: true });
    writePage('delta', 'Delta', 'A page added after the shell lost its server bundle.');
    expect(build().rendered).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.join(shellsDir, `${key}/server/entry-server.js`))).toBe(true);
    expect(read('guide/delta/index.html')).toContain('A page added after the shell lost its server bundle.');
    expect(shells()).toEqual([key]);
  });
});

describe('pruneShells', () => {
  it('keeps the shell just built and the three used last, and removes partial folders an hour old', () => {
    const shellsDir = fs.mkdtempSync(path.join(dir, 'shells-'));
    const make = (name: string, minutesAgo: number, summary = true) => {
      const folder = path.join(shellsDir, name);
      fs.mkdirSync(folder, { recursive: true });
      const time = new Date(Date.now() - minutesAgo * 60_000);
      if (summary) {
        fs.writeFileSync(path.join(folder, 'shell.json'), '{}');
        fs.utimesSync(path.join(folder, 'shell.json'), time, time);
      }
      fs.utimesSync(folder, time, time);
    };
    make('current', 0);
    for (const [name, minutes] of [
      ['a', 1],
      ['b', 5],
      ['c', 10],
      ['d', 20],
      ['e', 30],
    ] as const)
      make(name, minutes);
    make('.partial-x-running', 2, false);
    make('.partial-y-killed', 90, false);
    pruneShells(shellsDir, 'current');
    expect(fs.readdirSync(shellsDir).sort()).toEqual(['.partial-x-running', 'a', 'b', 'c', 'current']);
  });
});
