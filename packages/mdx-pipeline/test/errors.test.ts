import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../src/build.js';
import { compilePage } from '../src/compile-page.js';
import { ContentBuildError, ContentError, codeFrame } from '../src/errors.js';
import { compilerOptions } from './helpers/fixtures.js';
import { removeTempDirs, writeTree } from './helpers/tree.js';

afterAll(removeTempDirs);

async function formatError(file: string, source: string): Promise<string> {
  try {
    await compilePage({ file, source, route: '/api/x', section: 'api' }, compilerOptions());
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).format();
  }
  throw new Error(`${file} compiled`);
}

const lines = (...parts: string[]) => parts.join('\n');

/** The line the code frame of a formatted error marks with `>` and the column of its caret. */
function framePlace(formatted: string): { line: number; column: number } {
  const frame = formatted.split('\n');
  const marked = frame.findIndex((line) => line.startsWith('>'));
  const gutter = (frame[marked] as string).indexOf('|') + 2;
  return {
    line: Number(/^>\s*(\d+)/.exec(frame[marked] as string)?.[1]),
    column: (frame[marked + 1] as string).indexOf('^') - gutter + 1,
  };
}

/** The line and column a formatted error names: `file:line:col: ...`. */
function placeIn(first: string): { line: number; column: number } {
  const [, line, column] = /^[^:]+:(\d+):(\d+): /.exec(first) ?? [];
  return { line: Number(line), column: Number(column) };
}

describe('MDX syntax errors name file:line:col, the rule and show a frame at the right line', () => {
  it.each([
    [
      'an unclosed JSX tag',
      '---\ntitle: X\n---\n\nIntro.\n\n<Tabs>\n<TabItem value="a">\n\nText.\n\n</Tabs>\n',
      lines(
        'api/a.mdx:12:1: Unexpected closing tag `</Tabs>`, expected corresponding closing tag for `<TabItem>` (8:1-8:20) (mdast-util-mdx-jsx:end-tag-mismatch)',
        '  10 | Text.',
        '  11 | ',
        '> 12 | </Tabs>',
        '     | ^',
        '  13 | ',
      ),
    ],
    [
      'a tag left open at the end of the file',
      '---\ntitle: X\n---\n\n<Details>\n\nText.\n',
      lines(
        'api/a.mdx:5:1: Expected a closing tag for `<Details>` (5:1-5:10) (mdast-util-mdx-jsx:end-tag-mismatch)',
        '  3 | ---',
        '  4 | ',
        '> 5 | <Details>',
        '    | ^',
        '  6 | ',
        '  7 | Text.',
      ),
    ],
    [
      'a bad expression',
      '# T\n\nTotal: {1 +}\n',
      lines(
        'api/a.mdx:3:12: Could not parse expression with acorn (micromark-extension-mdx-expression:acorn)',
        '  1 | # T',
        '  2 | ',
        '> 3 | Total: {1 +}',
        '    |            ^',
        '  4 | ',
      ),
    ],
    [
      'an unexpected < in text',
      '---\ntitle: X\n---\n\nUse it when x <3 holds.\n',
      lines(
        'api/a.mdx:5:16: Unexpected character `3` (U+0033) before name, expected a character that can start a name, such as a letter, `$`, or `_` (note: to show `<` as text, escape it: `\\<`) (micromark-extension-mdx-jsx:unexpected-character)',
        '  3 | ---',
        '  4 | ',
        '> 5 | Use it when x <3 holds.',
        '    |                ^',
        '  6 | ',
      ),
    ],
    [
      'an angle-bracket autolink',
      'See <https://example.test>.\n',
      lines(
        'api/a.mdx:1:12: Unexpected character `/` (U+002F) before local name, expected a character that can start a name, such as a letter, `$`, or `_` (note: to create a link in MDX, use `[text](url)`) (micromark-extension-mdx-jsx:unexpected-character)',
        '> 1 | See <https://example.test>.',
        '    |            ^',
        '  2 | ',
      ),
    ],
    [
      'an unclosed brace inside an admonition',
      '---\ntitle: X\n---\n\n:::note Title\nText {oops\n:::\n',
      lines(
        'api/a.mdx:6:11: Unexpected end of file in expression, expected a corresponding closing brace for `{` (micromark-extension-mdx-expression:unexpected-eof)',
        '  4 | ',
        '  5 | :::note Title',
        '> 6 | Text {oops',
        '    |           ^',
        '  7 | :::',
        '  8 | ',
      ),
    ],
    [
      'a closing tag without an opening one',
      'Text\n\n</div>\n',
      lines(
        'api/a.mdx:3:2: Unexpected closing slash `/` in tag, expected an open tag first (mdast-util-mdx-jsx:unexpected-closing-slash)',
        '  1 | Text',
        '  2 | ',
        '> 3 | </div>',
        '    |  ^',
        '  4 | ',
      ),
    ],
    [
      'an inline tag left open (the caret at the tag, not at the paragraph)',
      '---\ntitle: X\n---\n\nA para with <b>bold text\n\nmore\n',
      lines(
        'api/a.mdx:5:13: Expected a closing tag for `<b>` (5:13-5:16) before the end of `paragraph` (mdast-util-mdx-jsx:end-tag-mismatch)',
        '  3 | ---',
        '  4 | ',
        '> 5 | A para with <b>bold text',
        '    |             ^',
        '  6 | ',
        '  7 | more',
      ),
    ],
    [
      'a name in prose the page never defines (a brace meant as text)',
      '---\ntitle: X\n---\n\nCall /quotes/{symbol} for one quote.\n',
      lines(
        'api/a.mdx:5:15: `symbol` is not defined: `{symbol}` is read as JavaScript. To show it as text, escape the brace (`\\{symbol}`); to show a value, define it on the page (`export const symbol = ...`) (mdx-pipeline:undefined-name)',
        '  3 | ---',
        '  4 | ',
        '> 5 | Call /quotes/{symbol} for one quote.',
        '    |               ^',
        '  6 | ',
      ),
    ],
    [
      'a name in an attribute the page never defines',
      'export const plans = 3;\n\n<Tabs groupId={plans > 2 ? group : "x"}>\n</Tabs>\n',
      lines(
        'api/a.mdx:3:28: `group` is not defined (in the value of `groupId` on `<Tabs>`): define it on the page (`export const group = ...`) or import it (mdx-pipeline:undefined-name)',
        '  1 | export const plans = 3;',
        '  2 | ',
        '> 3 | <Tabs groupId={plans > 2 ? group : "x"}>',
        '    |                            ^',
        '  4 | </Tabs>',
        '  5 | ',
      ),
    ],
    [
      'an import of a file that is not beside the page',
      '---\ntitle: X\n---\n\nimport Chart from "./charts/Price";\n\n<Chart />\n',
      lines(
        'api/a.mdx:5:19: cannot find `./charts/Price`: no file `api/charts/Price`, with or without an extension, beside the page (mdx-pipeline:missing-import)',
        '  3 | ---',
        '  4 | ',
        '> 5 | import Chart from "./charts/Price";',
        '    |                   ^',
        '  6 | ',
        '  7 | <Chart />',
      ),
    ],
    [
      'a broken import',
      'import x from;\n\nText\n',
      lines(
        'api/a.mdx:1:14: Could not parse import/exports with acorn (micromark-extension-mdxjs-esm:acorn)',
        '> 1 | import x from;',
        '    |              ^',
        '  2 | ',
        '  3 | Text',
      ),
    ],
  ])('%s', async (_name, source, expected) => {
    expect(await formatError('api/a.mdx', source)).toBe(expected);
  });
});

/** The warnings of a page whose front matter is `title: X` and then `yaml`. */
async function frontMatterWarnings(yaml: string) {
  const source = `---\ntitle: X\n${yaml}\n---\n\nText\n`;
  return (
    await compilePage({ file: 'api/a.mdx', source, route: '/api/a', section: 'api' }, compilerOptions())
  ).warnings;
}

describe('front matter errors: file:line:col of the value: key: what was expected, what was found, and a frame', () => {
  it.each([
    [
      'sidebar_position of the wrong type',
      '---\ntitle: X\nsidebar_position: two\n---\n\nText\n',
      'api/a.mdx:3:19: sidebar_position: expected a number, found the string "two" (front-matter)',
    ],
    [
      'an unknown badge',
      '---\ntitle: X\nbadge: Hot\n---\n',
      'api/a.mdx:3:8: badge: expected one of "New", "Premium", "Beta", "High Usage", found the string "Hot" (front-matter)',
    ],
    [
      'a search_priority out of range',
      '---\ntitle: X\nsearch_priority: 9\n---\n',
      'api/a.mdx:3:18: search_priority: expected at most 5, found the number 9 (front-matter)',
    ],
    [
      'tags that are not a list',
      '---\ntags: foo\n---\n',
      'api/a.mdx:2:7: tags: expected a list, found the string "foo" (front-matter)',
    ],
    [
      'a tag that is not a string',
      '---\ntitle: X\ntags:\n  - ok\n  - 1\n---\n',
      'api/a.mdx:5:5: tags.1: expected a string or an object with a label, found the number 1 (front-matter)',
    ],
    [
      'invalid YAML',
      '---\ntitle: [unclosed\nslug: /x\n---\n',
      'api/a.mdx:3:1: front matter is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ] (front-matter)',
    ],
    [
      'a TOC level out of range',
      '---\ntoc_max_heading_level: 7\n---\n',
      'api/a.mdx:2:24: toc_max_heading_level: expected at most 6, found the number 7 (front-matter)',
    ],
    [
      'TOC levels in the wrong order',
      '---\ntitle: X\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3\n---\n',
      'api/a.mdx:3:24: toc_min_heading_level: expected at most toc_max_heading_level, found the number 4 (front-matter)',
    ],
    [
      'an empty title',
      '---\ntitle: ""\n---\n',
      'api/a.mdx:2:8: title: expected a non-empty string, found the string "" (front-matter)',
    ],
    [
      'a title without a value',
      '---\nslug: /x\ntitle:\n---\n',
      'api/a.mdx:3:7: title: expected a string, found null (front-matter)',
    ],
    [
      'a list instead of a mapping',
      '---\n- a\n- b\n---\n',
      'api/a.mdx:2:1: front matter: expected a mapping of keys to values, found a list (["a","b"]) (front-matter)',
    ],
    [
      'pagination_next of the wrong type',
      '---\npagination_next: 3\n---\n',
      'api/a.mdx:2:18: pagination_next: expected a string, found the number 3 (front-matter)',
    ],
    [
      'hide_table_of_contents of the wrong type',
      '---\nhide_table_of_contents: "yes"\n---\n',
      'api/a.mdx:2:25: hide_table_of_contents: expected a boolean, found the string "yes" (front-matter)',
    ],
    [
      'an unknown format',
      '---\ntitle: X\nformat: markdown\n---\n',
      'api/a.mdx:3:9: format: expected one of "md", "mdx", "detect", found the string "markdown" (front-matter)',
    ],
    [
      'displayed_sidebar of the wrong type',
      '---\ndisplayed_sidebar: 3\n---\n',
      'api/a.mdx:2:20: displayed_sidebar: expected a string, found the number 3 (front-matter)',
    ],
    [
      'unlisted of the wrong type',
      '---\nunlisted: maybe\n---\n',
      'api/a.mdx:2:11: unlisted: expected a boolean, found the string "maybe" (front-matter)',
    ],
    [
      'sidebar_custom_props that are not a mapping',
      '---\nsidebar_custom_props: big\n---\n',
      'api/a.mdx:2:23: sidebar_custom_props: expected a mapping, found the string "big" (front-matter)',
    ],
  ])('%s', async (_name, source, expected) => {
    const formatted = await formatError('api/a.mdx', source);
    expect(formatted.split('\n')[0]).toBe(expected);
    expect(framePlace(formatted)).toEqual(placeIn(expected));
  });

  it('names every invalid key at once, each at its own place with its own frame', async () => {
    const formatted = await formatError(
      'api/a.mdx',
      '---\ntitle: X\nsidebar_position: two\nhide_title: yes\nbadge: Hot\n---\n\nText\n',
    );
    const heads = formatted.split('\n').filter((line) => line.startsWith('api/a.mdx:'));
    expect(heads).toEqual([
      'api/a.mdx:3:19: sidebar_position: expected a number, found the string "two" (front-matter)',
      'api/a.mdx:4:13: hide_title: expected a boolean, found the string "yes" (front-matter)',
      'api/a.mdx:5:8: badge: expected one of "New", "Premium", "Beta", "High Usage", found the string "Hot" (front-matter)',
    ]);
    const blocks = formatted.split(/\n(?=api\/a\.mdx:)/);
    expect(blocks.map(framePlace)).toEqual(heads.map(placeIn));
  });

  it('suggests the known key an unknown one is a typo of', async () => {
    const warnings = await frontMatterWarnings('sidebar_postion: 2\nHide_Title: true\nsidebar-label: Y');
    expect(warnings.map((warning) => warning.message)).toEqual([
      'unknown front matter key "sidebar_postion" (ignored; did you mean "sidebar_position"?)',
      'unknown front matter key "Hide_Title" (ignored; did you mean "hide_title"?)',
      'unknown front matter key "sidebar-label" (ignored; did you mean "sidebar_label"?)',
    ]);
  });

  it('passes unknown keys with a warning naming the line', async () => {
    expect(await frontMatterWarnings('sidebar: api\nauthor: me')).toEqual([
      { file: 'api/a.mdx', line: 3, message: 'unknown front matter key "sidebar" (ignored)' },
      { file: 'api/a.mdx', line: 4, message: 'unknown front matter key "author" (ignored)' },
    ]);
  });
});

describe('a build with broken files', () => {
  const sections = [{ id: 'api', label: 'API' }];
  const build = (files: Record<string, string>) =>
    buildContent({ contentDir: writeTree(files), sections, workers: 0, cacheDir: false, lastUpdated: false });

  it.each([
    [
      'invalid JSON',
      '{ "label": "X", }',
      'api/a/_category_.json:1:17: not valid JSON: Expected double-quoted property name in JSON at position 16 (category)',
    ],
    [
      'a position of the wrong type',
      '{\n  "label": "X",\n  "position": "first"\n}',
      'api/a/_category_.json:3:15: position: expected a number, found the string "first" (category)',
    ],
    [
      'an unknown link type',
      '{\n  "link": { "type": "generated" }\n}',
      'api/a/_category_.json:2:11: link: expected a generated-index link, a doc link with an id, or null, found a mapping (category)',
    ],
    [
      'collapsed that is not a boolean',
      '{\n  "collapsed": "yes"\n}',
      'api/a/_category_.json:2:16: collapsed: expected a boolean, found the string "yes" (category)',
    ],
  ])('fails on a bad _category_.json: %s', async (_name, json, expected) => {
    const error = await build({ 'api/a/_category_.json': json, 'api/a/x.md': '# X\n' }).catch((e) => e);
    expect(error).toBeInstanceOf(ContentBuildError);
    const formatted = (error as ContentBuildError).errors[0]?.format() ?? '';
    expect(error.message).toBe(`1 content file failed to compile:\n\n${formatted}`);
    expect(formatted.split('\n')[0]).toBe(expected);
    expect(framePlace(formatted)).toEqual(placeIn(expected));
  });

  it('warns about a category link to a missing doc', async () => {
    const result = await build({
      'api/a/_category_.json': '{ "link": { "type": "doc", "id": "nope" } }',
      'api/a/x.md': '# X\n',
    });
    expect(result.warnings).toEqual([
      { file: 'api/a/_category_.json', message: 'link: no doc with id "nope"' },
    ]);
  });

  it('throws one ContentBuildError listing every failing file, sorted by file', async () => {
    const error: ContentBuildError = await build({
      'api/ok.md': '# Fine\n',
      'api/z-syntax.mdx': '# Z\n\n<Tabs>\n',
      'api/b/front.md': '---\nbadge: New!\n---\n',
      'api/b/_category_.json': '{ "position": true }',
      'api/a-expression.mdx': 'Sum {1 +}\n',
    }).catch((e) => e);
    expect(error).toBeInstanceOf(ContentBuildError);
    expect(error.errors.map((e) => e.place.file)).toEqual([
      'api/a-expression.mdx',
      'api/b/_category_.json',
      'api/b/front.md',
      'api/z-syntax.mdx',
    ]);
    expect(error.message).toBe(
      lines(
        '4 content files failed to compile:',
        '',
        'api/a-expression.mdx:1:9: Could not parse expression with acorn (micromark-extension-mdx-expression:acorn)',
        '> 1 | Sum {1 +}',
        '    |         ^',
        '  2 | ',
        '',
        'api/b/_category_.json:1:15: position: expected a number, found the boolean true (category)',
        '> 1 | { "position": true }',
        '    |               ^',
        '',
        'api/b/front.md:2:8: badge: expected one of "New", "Premium", "Beta", "High Usage", found the string "New!" (front-matter)',
        '  1 | ---',
        '> 2 | badge: New!',
        '    |        ^',
        '  3 | ---',
        '  4 | ',
        '',
        'api/z-syntax.mdx:3:1: Expected a closing tag for `<Tabs>` (3:1-3:7) (mdast-util-mdx-jsx:end-tag-mismatch)',
        '  1 | # Z',
        '  2 | ',
        '> 3 | <Tabs>',
        '    | ^',
        '  4 | ',
      ),
    );
  });

  it('keeps the cache of the last good build when a page breaks', async () => {
    const dir = writeTree({ 'api/a.md': '# A\n' });
    const cacheDir = `${dir}/.cache`;
    const options = { contentDir: dir, sections, workers: 0, cacheDir, lastUpdated: false };
    await buildContent(options);
    const readIndex = () =>
      fs.readdirSync(`${cacheDir}/index`).map((name) => fs.readFileSync(`${cacheDir}/index/${name}`, 'utf8'));
    const index = readIndex();
    fs.writeFileSync(`${dir}/api/a.md`, '# A\n\n<b>\n');
    await expect(buildContent(options)).rejects.toBeInstanceOf(ContentBuildError);
    expect(readIndex()).toEqual(index);
  });
});

describe('codeFrame', () => {
  it('shows two lines around the line, numbers padded, a caret under the column', () => {
    const source = Array.from({ length: 12 }, (_, i) => `line ${i + 1}`).join('\n');
    expect(codeFrame(source, 10, 3)).toBe(
      lines(
        '   8 | line 8',
        '   9 | line 9',
        '> 10 | line 10',
        '     |   ^',
        '  11 | line 11',
        '  12 | line 12',
      ),
    );
    expect(codeFrame('only\r\nline', 1)).toBe(lines('> 1 | only', '    | ^', '  2 | line'));
  });
});
