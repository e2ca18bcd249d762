import { describe, expect, it } from 'vitest';
import { type Output, printWarnings } from '../src/cli/output.js';

describe('the content warnings mdd build prints', () => {
  it('names a recurring message at its first places, then counts the rest, so other warnings stay visible', () => {
    const lines: string[] = [];
    const output: Output = { interactive: false, info() {}, warn: (line) => lines.push(line), error() {} };
    const odd = 'unknown code language "odd"; shown as plain text';
    printWarnings(output, [
      { file: 'a.md', line: 1, message: odd },
      { file: 'a.md', line: 9, message: odd },
      { file: 'b.md', line: 2, message: 'broken link: /gone' },
      { file: 'b.md', line: 4, message: odd },
      { file: 'c.md', line: 3, message: odd },
      { file: 'd.md', line: 5, message: odd },
      { file: 'd.md', line: 7, message: odd },
    ]);
    expect(lines).toEqual([
      `warning: a.md:1: ${odd}`,
      `warning: a.md:9: ${odd}`,
      'warning: b.md:2: broken link: /gone',
      `warning: b.md:4: ${odd}`,
      `warning: ${odd}: 3 more times in 2 files (not listed)`,
    ]);
  });
});
