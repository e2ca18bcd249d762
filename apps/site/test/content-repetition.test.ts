import { describe, expect, it } from 'vitest';
import { readContentSources } from './content-sources';

/**
 * No reference is copied from page to page: two pages may not share a run of more than 40 identical
 * non-blank lines (compared after trimming). Shared material gets one page and links, as the Go
 * `Candle` type does (sdk/go/candle.mdx).
 */
const maxRun = 40;

interface Line {
  text: string;
  /** 1-based line number in the file. */
  line: number;
}

function nonBlankLines(source: string): Line[] {
  return source
    .split('\n')
    .map((text, i) => ({ text: text.trim(), line: i + 1 }))
    .filter((line) => line.text !== '');
}

/**
 * Runs of more than `max` identical non-blank lines shared by two files, the first run of each pair
 * reported as `a.md:12-60 = b.md:30-78 (49 lines)`. Every window of `max + 1` lines is keyed by its text; a
 * window seen in another file starts or extends a shared run.
 */
function sharedRuns(files: Array<{ file: string; source: string }>, max: number): string[] {
  const size = max + 1;
  const first = new Map<string, { file: string; index: number }>();
  const lines = files.map(({ file, source }) => ({ file, lines: nonBlankLines(source) }));
  const runs = new Map<string, { a: string; b: string; aStart: number; bStart: number; length: number }>();
  for (const { file, lines: own } of lines) {
    for (let i = 0; i + size <= own.length; i++) {
      const key = own
        .slice(i, i + size)
        .map((l) => l.text)
        .join('\n');
      const seen = first.get(key);
      if (!seen) {
        first.set(key, { file, index: i });
        continue;
      }
      if (seen.file === file) continue;
      const pair = `${seen.file}\n${file}`;
      const run = runs.get(pair);
      // A window one line further on in both files extends the run found so far.
      if (
        run &&
        run.bStart + run.length - size + 1 === i &&
        run.aStart + run.length - size + 1 === seen.index
      )
        run.length++;
      else if (!run || run.length < size)
        runs.set(pair, { a: seen.file, b: file, aStart: seen.index, bStart: i, length: size });
    }
  }
  const at = (file: string, start: number, length: number) => {
    const own = lines.find((l) => l.file === file)?.lines ?? [];
    return `${file}:${own[start]?.line}-${own[start + length - 1]?.line}`;
  };
  return [...runs.values()].map(
    (run) =>
      `${at(run.a, run.aStart, run.length)} = ${at(run.b, run.bStart, run.length)} (${run.length} lines)`,
  );
}

describe('content: no repeated reference', () => {
  it(`lets no two pages share a run of more than ${maxRun} identical non-blank lines`, () => {
    const pages = readContentSources();
    expect(pages.length).toBeGreaterThan(100);
    expect(sharedRuns(pages, maxRun), 'runs shared by two pages (link to one page instead)').toEqual([]);
  });

  it('finds a shared run and reports where it is', () => {
    const block = Array.from({ length: 45 }, (_, i) => `line ${i}`);
    const a = ['# A', '', ...block, 'end of a'].join('\n');
    const b = ['# B', 'intro', ...block.map((l) => `  ${l}`), 'end of b'].join('\n');
    expect(
      sharedRuns(
        [
          { file: 'a.md', source: a },
          { file: 'b.md', source: b },
        ],
        40,
      ),
    ).toEqual(['a.md:3-47 = b.md:3-47 (45 lines)']);
    expect(
      sharedRuns(
        [
          { file: 'a.md', source: a },
          { file: 'b.md', source: b },
        ],
        45,
      ),
    ).toEqual([]);
    const short = ['# C', ...block.slice(0, 40)].join('\n');
    expect(
      sharedRuns(
        [
          { file: 'a.md', source: a },
          { file: 'c.md', source: short },
        ],
        40,
      ),
    ).toEqual([]);
  });
});
