import { describe, expect, it, vi } from 'vitest';
import type { ContentBuild } from '../src/build.js';
import { buildContent } from '../src/build.js';
import { createProgress } from '../src/progress.js';
import { siteOptions } from './helpers/site.js';

function stream(isTTY: boolean) {
  const writes: string[] = [];
  return {
    writes,
    stream: { isTTY, write: (text: string) => writes.push(text) } as unknown as NodeJS.WriteStream,
  };
}

const colours = new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, 'g');
const strip = (text: string) => text.replace(colours, '');

describe('progress', () => {
  it('rewrites one "compiled N of M pages" line on a TTY, at most every 100 ms, and clears it at the end', () => {
    const { writes, stream: tty } = stream(true);
    const progress = createProgress(tty);
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValue(1000);
    progress.onProgress(1, 3);
    now.mockReturnValue(1050);
    progress.onProgress(2, 3);
    now.mockReturnValue(1060);
    progress.onProgress(3, 3);
    now.mockRestore();
    expect(writes.map(strip)).toEqual([
      '\rmdx-pipeline compiled 1 of 3 pages',
      '\rmdx-pipeline compiled 3 of 3 pages',
      '\r\x1b[K',
    ]);
  });

  it('prints nothing while compiling when the output is not a terminal', () => {
    const { writes, stream: pipe } = stream(false);
    createProgress(pipe).onProgress(1, 2);
    expect(writes).toEqual([]);
  });

  it('ends with one summary line: pages, compiled and cached, warnings, seconds', async () => {
    const { writes, stream: pipe } = stream(false);
    const progress = createProgress(pipe);
    const build = await buildContent({ ...siteOptions, onProgress: progress.onProgress });
    progress.done({ ...build, stats: { ...build.stats, seconds: 1.234 } } as ContentBuild);
    expect(writes.map(strip)).toEqual([
      'mdx-pipeline 33 pages (28 compiled, 0 cached), 5 warnings, 1.23 s\n',
    ]);
  });

  it('reports every compiled page to onProgress', async () => {
    const calls: Array<[number, number]> = [];
    await buildContent({ ...siteOptions, onProgress: (done, total) => calls.push([done, total]) });
    expect(calls).toEqual(Array.from({ length: 28 }, (_, i) => [i + 1, 28]));
  });
});
