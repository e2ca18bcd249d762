import fs from 'node:fs';
import path from 'node:path';
import { contentDir } from '@market-data-docs/content';
import type { PhrasingContent, Root, Table, TableCell } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { serializeMarkdown } from '../../src/plugins/serialize-markdown.js';

const processor = unified().use(remarkParse).use(remarkGfm);
const parse = (markdown: string) => processor.runSync(processor.parse(markdown)) as Root;
const withoutPositions = (node: object): object =>
  JSON.parse(JSON.stringify(node, (key, value) => (key === 'position' ? undefined : value)));
/** What the serialiser replaced, with the options the twin used. */
const reference = (tree: Root) =>
  toMarkdown(tree, { extensions: [gfmToMarkdown()], bullet: '-', emphasis: '_', fences: true });

/** Markdown whose trees are hard to write back: escapes, flanking, nesting, tables, references. */
const hardCases = [
  'a*b*c and 2*3 = 6, snake_case_word, _lead and trail_, __dunder__',
  '**bold.**next and *em*phasis and _x_y and a**b**c',
  '# Heading with `code` and trailing #',
  '1. one\n2. two\n\n   para in two\n3. three',
  '- a\n- b\n\n\n* c\n* d',
  '1) x\n2) y\n\n3. z',
  '> quote\n>\n> - item\n> - item 2\n>\n> ```js\n> code\n> ```',
  '| a | b | c |\n| :- | :-: | -: |\n| `x|y` | a \\| b | **c** |\n| 1 | | 3 |',
  '- [ ] todo\n- [x] done\n  - nested\n\n    more',
  '[link](https://x.test/a_(b) "ti\\"tle") and ![img *alt*](/a b.png) and <https://auto.test> and www.example.com and mail@me.test',
  'Line one  \nline two\\\nline three',
  '~~strike~~ and ~single~ and `` a ` b `` and ` `` `',
  '[ref][label] and [collapsed][] and [shortcut]\n\n[label]: https://x.test "T"\n[collapsed]: </with space>\n[shortcut]: /s',
  'Footnote[^1].\n\n[^1]: The note\n    with two lines.',
  '&amp; &#123; &copy; 1 < 2 > 0 <div> \\* \\\\ \\',
  '````md\n```js\nx\n```\n````\n\n```\n```\n\n~~~py title="a.py" {1,2}\nprint()\n~~~',
  '***\n\n---\n\nSetext\n======\n\nAnother\n-------',
  'text with <span>html</span> inline\n\n<div>\nblock html\n</div>',
  '10\\. not a list\n\n\\- not a bullet\n\n\\+ nor this\n\n\\# nor a heading',
  'Emoji 🎉 and ünïcödé_wörd and 中文_字',
  '* **Bold item**: text\n* *em item*',
  '- a\n\n  b\n- c',
  'x\n\n    indented code\n\ny',
  'https://bare.test/path_with_underscores and http://x.test.',
  '<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>',
  '![](empty-alt.png) [](empty-text) [a]()',
  'hard\\\n**bold\\\nbreak**',
  '***nested* strong** and *em **strong** em* and **a *b* c**',
  '(*paren*) "**quoted**" a-**b**-c 5**%**',
  'The year 2020.\n1. not at start? yes it is\n\n2020\\. escaped',
  'a\n\\- b\n\\+ c\n\\= d',
  'pipe | in text\n\\|-- after',
  '- \\[ ] not a task\n- [x]',
  '<Tabs>\n<TabItem value="a">\n\nx\n\n</TabItem>\n</Tabs>',
  'a {curly} b :colon: c @at mention https\\://not.link',
  '*   spaced bullet\n\n    indented para',
  '    code first',
  '- `code` item\n\n      indented code in item',
  '1. a\n   1. b\n      - c',
  '> > nested quote\n>\n> back',
  '\\_\\_init\\_\\_ and __init__',
  'tab\there and trailing tab\t',
  '![a [nested] alt](x.png)',
  '[a **b** `c`](u)',
  '5 * 3 and a * b',
];

const contentPages = fs
  .readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => [
    file,
    fs.readFileSync(path.join(contentDir, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''),
  ]);

describe('serializeMarkdown', () => {
  it.each(hardCases)(
    'writes %j as mdast-util-to-markdown does, and it reads back as the same tree',
    (markdown) => {
      const tree = parse(markdown);
      const written = serializeMarkdown(tree);
      expect(written).toBe(reference(tree));
      expect(withoutPositions(parse(written))).toEqual(withoutPositions(tree));
    },
  );

  it('writes every page of the content as mdast-util-to-markdown does, and each reads back the same', () => {
    expect(contentPages.length).toBeGreaterThan(100);
    for (const [file, source] of contentPages) {
      const tree = parse(source as string);
      const written = serializeMarkdown(tree);
      expect(written, file).toBe(reference(tree));
      expect(withoutPositions(parse(written)), file).toEqual(withoutPositions(tree));
    }
    // Three parses of every page: 18 s alone, over 60 s while the rest of `pnpm test` runs beside it.
  }, 240_000);

  it('escapes only what would change the meaning', () => {
    const written = (markdown: string) => serializeMarkdown(parse(markdown));
    expect(written('snake_case, 5 * 3, a*b and x.y')).toBe('snake_case, 5 \\* 3, a\\*b and x.y\n');
    expect(written('\\# not a heading\n\n10\\. not a list')).toBe('\\# not a heading\n\n10\\. not a list\n');
    const strongThenWord: Root = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'strong', children: [{ type: 'text', value: 'bold.' }] },
            { type: 'text', value: 'next' },
          ],
        },
      ],
    };
    expect(serializeMarkdown(strongThenWord)).toBe('**bold.**&#x6E;ext\n');
    expect(written('| a | b |\n| - | -: |\n| x \\| y | 1 |')).toBe(
      '| a      |  b |\n| ------ | -: |\n| x \\| y |  1 |\n',
    );
  });

  it('writes a line break inside a table cell as <br /> (a backslash break would end the row; mdast-util-to-markdown drops it for a space)', () => {
    const cell = (...children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
    const table: Root = {
      type: 'root',
      children: [
        {
          type: 'table',
          align: [null, null],
          children: [
            {
              type: 'tableRow',
              children: [cell({ type: 'text', value: 'Plan' }), cell({ type: 'text', value: 'Limits' })],
            },
            {
              type: 'tableRow',
              children: [
                cell({ type: 'text', value: 'Free' }),
                cell(
                  { type: 'text', value: '100 a day' },
                  { type: 'break' },
                  { type: 'text', value: '1 symbol' },
                ),
              ],
            },
          ],
        },
      ],
    };
    const written = serializeMarkdown(table);
    expect(written).toBe(
      '| Plan | Limits                  |\n| ---- | ----------------------- |\n| Free | 100 a day<br />1 symbol |\n',
    );
    expect(reference(table)).toContain('| Free | 100 a day 1 symbol |');
    const reread = parse(written).children[0] as Table;
    expect(reread.children).toHaveLength(2);
  });
});
