import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentDir } from '@market-data-docs/content';
import remarkComment from '@slorber/remark-comment';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { type Processor, unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { plainRuns, withPlainParagraphs } from '../../src/plugins/plain-paragraphs.js';
import { preprocessSource } from '../../src/plugins/preprocess.js';

/** The pipeline's parsers: MDX, or CommonMark with raw HTML; GFM, comments and directives in both. */
const parserOf = (format: 'md' | 'mdx') => {
  const processor = unified().use(remarkParse);
  if (format === 'mdx') processor.use(remarkMdx);
  return processor
    .use(remarkComment as never, { ast: true })
    .use(remarkGfm)
    .use(remarkDirective)
    .freeze() as unknown as Processor<Root, Root, Root>;
};

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

function pagesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : pagesUnder(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

const para = 'Plain words, a number 42 and a full stop.\nA second line of the same paragraph.';
const punctuated = `It's (really) “quoted” — 50% of a/b = c + d; #1 $2 ^3? Yes!\nCafé, Ünïcödé, 日本語 and 🙂 too.`;

describe('withPlainParagraphs', () => {
  for (const format of ['mdx', 'md'] as const) {
    const reference = parserOf(format);
    const fast = withPlainParagraphs(reference);
    /** The same tree, or the same error, as the parser alone. */
    const same = (source: string, name = source) => {
      let expected: Root;
      try {
        expected = reference.parse(source);
      } catch (error) {
        expect(() => fast.parse(new VFile(source)), `${format}: ${name}`).toThrow((error as Error).message);
        return;
      }
      expect(fast.parse(new VFile(source)), `${format}: ${name}`).toEqual(expected);
    };

    it.each([
      `${para}\n\n## A heading\n\n${para}\n`,
      `\n\n\n${para}`,
      `${para}\n\n:::tip\n\n${para}\n\n:::\n\n${para}\n`,
      `:::note[A label]\n\n${para}\n\n::::details\n\n${para}\n\n::::\n\n${para}\n\n:::\n`,
      `<Tabs>\n<TabItem value="a" label="A">\n\n${para}\n\n\`\`\`js\nx\n\`\`\`\n\n${para}\n\n</TabItem>\n</Tabs>\n`,
      `<Note\n  title="A > B"\n  data={{ a: '}', b: "x > y" }}\n>\n\n${para}\n\n</Note>\n`,
      `<Card title="x\n\n${para}\n\nend" />\n`,
      `<Card data={\`\n\n${para}\n\n\`} />\n`,
      `{\n\n${para}\n\n}\n`,
      `export const meta = {\n\n  a: 1,\n\n}\n\n${para}\n`,
      `export default Layout\n\n${para}\n`,
      `import Foo from './foo'\n\n${para}\n`,
      `\`\`\`\n\n${para}\n\n\`\`\`\n\n${para}\n`,
      `~~~~md\n\n${para}\n\n~~~\n\n${para}\n\n~~~~\n\n${para}\n`,
      `  \`\`\`\n\n${para}\n\n  \`\`\`\n`,
      `\`\`\`js\n\n${para}\n`,
      `> \`\`\`\n> code\n\n${para}\n`,
      `- an item\n\n${para}\n\n  indented after the paragraph\n`,
      `- an item\n\n${para}\n\n- another item\n\n${para}\n\n1. numbered\n`,
      `- an item\n\n${para}\n\n${para}\n\n  indented after two paragraphs\n`,
      `    indented\n\n${para}\n\n    indented again\n`,
      `> quoted\n\n${para}\n\n> quoted again\n`,
      `<!--\n\n${para}\n\n-->\n\n${para}\n`,
      `<div>\n\n${para}\n\n</div>\n`,
      `<pre>\n\n${para}\n\n</pre>\n\n${para}\n`,
      `<script>\n\n${para}\n\n</script>\n`,
      `Visit www.example.com for more.\n\n${para}\n`,
      `${para}\nSetext heading\n===\n\n${para}\n`,
      `Trailing spaces break  \nthe line\n\n${para}\n`,
      `[^1]: A footnote\n\n${para}\n\n    its second paragraph\n`,
      `[ref]: https://example.com\n\n${para}\n\n[ref]\n`,
      `| a | b |\n| - | - |\n| c | d |\n\n${para}\n`,
      `${para}\r\n\r\n${para}\r\n`,
      `Tab\tinside\n\n${para}\n`,
      `${para}\n\n<Tabs>\n\n${para}\n`,
      `${para}\n\n{/* a comment */}\n\n${para}\n`,
      `::leaf[label]{#id}\n\n${para}\n`,
      'a\n\nb\n\nc',
      `${punctuated}\n\n${punctuated}\nsnake_case and a*b and x\u00a0y\n\n${punctuated}\n`,
      `${punctuated}\n---\n\n${punctuated} #\n\n# ${punctuated}\n`,
      'Call `client.quote()` with `{ symbol }`, then\n`` `x` `` and ``a`b`` and ` ` and `  ` and `` ` ``.\n\n`code` first: last `*_<{[|@:` code\n',
      'Note: a colon, 10:30, a: b.\nAt the end:\n\nNot :name here\n\nThe `x` unclosed ` tick\n\nTabs `in\tcode`\n\n```not a span```\n\n``two`` starts\n',
      'See https://example.com and `www.x.y` here\n\nMail `a@b.c` now\n',
      '- item `x`\n\nAfter `y` the list\n\n  more\n',
      '<Tabs>\n\nA `code` paragraph: inside.\n\n</Tabs>\n\n:::tip\n\nOne `x`\ntwo `y` three\n\n:::\n',
    ])('parses %j as the parser alone does', (source) => same(source));

    it('parses every page of the real content and of the fixtures as the parser alone does', () => {
      const files = [...pagesUnder(contentDir), ...pagesUnder(fixtures)];
      expect(files.length).toBeGreaterThan(250);
      let faster = 0;
      for (const file of files) {
        const source = preprocessSource(fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''));
        if (plainRuns(source.split('\n')).length) faster++;
        same(source, file);
      }
      expect(faster).toBeGreaterThan(files.length / 4);
    });
  }
});

describe('plainRuns', () => {
  const runs = (source: string) => plainRuns(source.split('\n')).map(({ first, last }) => [first, last]);

  it('finds paragraphs of plain text with a blank line before and after', () => {
    expect(runs(`${para}\n\n# Title\n\n${punctuated}\n\nNot plain: **bold**.\n\nTwo\nlines`)).toEqual([
      [0, 1],
      [5, 6],
      [10, 11],
    ]);
  });

  it('leaves out fenced code, ESM and www literals', () => {
    expect(runs('```\n\nInside code\n\n```\n\nexport default Foo\n\nSee www.example.com\n\nKept')).toEqual([
      [10, 10],
    ]);
  });

  it('leaves out a paragraph whose next line still seen would carry a list or indented code on', () => {
    expect(runs('- item\n\nFirst\n\nSecond\n\n  more of the item\n\nThird\n\n- item')).toEqual([[2, 2]]);
    expect(runs('- item\n\nFirst\n\nSecond\n\n# Heading')).toEqual([
      [2, 2],
      [4, 4],
    ]);
  });
});
