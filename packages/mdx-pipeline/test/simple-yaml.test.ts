import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseFrontMatter } from '../src/front-matter/parse.js';
import { parseSimpleYaml } from '../src/front-matter/simple-yaml.js';

/** What our reader makes of a text is what the YAML library makes of it, or nothing. */
const agrees = (text: string) => {
  const ours = parseSimpleYaml(text);
  if (ours) expect(ours.data, text).toEqual(parse(text) ?? {});
  return ours !== undefined;
};

describe('the simple front matter reader', () => {
  it('reads what generated and hand-written pages mostly hold, as the YAML library does', () => {
    for (const text of [
      'title: Lormat response 77\nsidebar_position: 18\ntags:\n  - "API: Premium"',
      'title: Candles\ndescription: Daily, hourly and minute candles for a stock.\nsidebar_label: Candles',
      "title: 'Quoted: with a colon'\nhide_title: true\ndraft: false\nslug: /custom",
      "title: Don't panic\nkeywords:\n- one\n- 'two'\n- \"three\"",
      'title: A  page with  spaces\nimage: /img/social.png\ncustom_edit_url: null\nlast: ~',
      'title: Title\r\nsidebar_position: 0\r\n',
      'sidebar_position: -3\nid: intro\n\ntitle: After a blank line',
      'title: trailing spaces   ',
    ])
      expect(agrees(text), text).toBe(true);
  });

  it('leaves anything else to the library', () => {
    for (const text of [
      'title: 1.5',
      'title: 1e3',
      'title: 0x1F',
      'title: .inf',
      'title: 2024-01-01',
      'title: True',
      'title: yes',
      'title: off',
      'title: a: b',
      'title: a #comment',
      '# a comment\ntitle: A',
      'title: "escaped \\" quote"',
      "title: 'it''s'",
      'tags: [a, b]',
      'tags: {a: 1}',
      'title: >\n  folded',
      'title: |\n  literal',
      'title: first\n  continued',
      'sidebar_custom_props:\n  key: value',
      'title: A\ntitle: B',
      'empty:',
      'tags:\n  - a\n    - b',
      'tags:\n  -',
      'title:\tTab',
      'title: &anchor A',
      'title: *alias',
      'title: !tag A',
      '__proto__: x',
      'title: "unclosed',
      'key:value',
      'title: 0123',
      'title: +1',
      'title: -0',
      'title: 12345678901234567890',
    ]) {
      expect(agrees(text), text).toBe(false);
    }
  });

  it("reads every page of the repository's content and fixtures as the library does", () => {
    const root = path.join(import.meta.dirname, '../..');
    const files = [
      ...fs
        .readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
        .map((f) => `content/${f}`),
      ...fs
        .readdirSync(path.join(root, 'mdx-pipeline/test/fixtures'), { recursive: true, encoding: 'utf8' })
        .map((f) => `mdx-pipeline/test/fixtures/${f}`),
    ].filter((f) => /\.mdx?$/.test(f) && !f.includes('node_modules'));
    let read = 0;
    for (const file of files) {
      const block = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---/.exec(
        fs.readFileSync(path.join(root, file), 'utf8'),
      )?.[1];
      if (block === undefined) continue;
      let library: unknown;
      try {
        library = parse(block);
      } catch {
        continue;
      }
      const ours = parseSimpleYaml(block);
      if (ours) {
        read++;
        expect(ours.data, file).toEqual(library ?? {});
      }
    }
    expect(read).toBeGreaterThan(100);
  });

  it('gives the lines of the keys, so warnings name them', () => {
    const source = '---\ntitle: A\n\nunknown_key: 1\n---\n\nBody.\n';
    const parsed = parseFrontMatter(source, 'a.mdx');
    expect(parsed.unknownKeys).toEqual([{ key: 'unknown_key', line: 4 }]);
    expect(parsed.lineOf('title')).toBe(2);
    expect(parsed.lineOf('missing')).toBe(2);
    expect(parsed.body).toBe('\nBody.\n');
    // A value the schema refuses is reported by the library path, at its line and column.
    expect(() => parseFrontMatter('---\ntitle: A\nsidebar_position: many\n---\n', 'b.mdx')).toThrow(
      /sidebar_position/,
    );
  });
});
