import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../src/front-matter/parse.js';
import { readCategoryFile } from '../src/structure/category-file.js';

describe('numbers and booleans written as strings, as Docusaurus takes them', () => {
  it('reads "5", "-1", "3" and "true"/"False" in front matter as the number or boolean', () => {
    const { data } = parseFrontMatter(
      '---\nsidebar_position: "5"\nsearch_priority: "-1"\ntoc_max_heading_level: " 3 "\nhide_title: "true"\ndraft: "False"\n---\n\nText\n',
      'api/a.mdx',
    );
    expect(data).toEqual({
      sidebar_position: 5,
      search_priority: -1,
      toc_max_heading_level: 3,
      hide_title: true,
      draft: false,
    });
  });

  it('still names the key of a string that is no number or boolean, and of an empty one', () => {
    const fail = (yaml: string) => {
      try {
        parseFrontMatter(`---\n${yaml}\n---\n`, 'api/a.mdx');
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    expect(fail('sidebar_position: "2nd"')).toContain(
      'sidebar_position: expected a number, found the string "2nd"',
    );
    expect(fail('sidebar_position: ""')).toContain(
      'sidebar_position: expected a number, found the string ""',
    );
    expect(fail('hide_title: "yes"')).toContain('hide_title: expected a boolean, found the string "yes"');
  });

  it('reads a category file’s "2" and "false"', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-category-'));
    const file = path.join(dir, '_category_.json');
    fs.writeFileSync(file, '{ "position": "2", "collapsed": "false", "collapsible": "TRUE" }');
    expect(readCategoryFile(file, 'api/_category_.json')).toEqual({
      position: 2,
      collapsed: false,
      collapsible: true,
    });
    fs.rmSync(dir, { recursive: true });
  });
});

describe('category files', () => {
  it('warns of an unknown category key at its line, with the key it is likely a typo of', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-category-'));
    const file = path.join(dir, '_category_.json');
    fs.writeFileSync(file, '{\n  "label": "Guides",\n  "postion": 2,\n  "icon": "book"\n}\n');
    const warnings: unknown[] = [];
    expect(readCategoryFile(file, 'api/_category_.json', (w) => warnings.push(w))).toEqual({
      label: 'Guides',
    });
    expect(warnings).toEqual([
      {
        file: 'api/_category_.json',
        line: 3,
        message: 'unknown category key "postion" (ignored; did you mean "position"?)',
      },
      { file: 'api/_category_.json', line: 4, message: 'unknown category key "icon" (ignored)' },
    ]);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('a file that starts with a byte order mark (saved by some Windows editors)', () => {
  it('has its front matter read, as Docusaurus reads it', () => {
    const { data, body, lineOffset } = parseFrontMatter(
      '\uFEFF---\ntitle: Saved with a BOM\nsidebar_position: 2\n---\n\nText\n',
      'api/bom.md',
    );
    expect(data).toEqual({ title: 'Saved with a BOM', sidebar_position: 2 });
    expect(body).toBe('\nText\n');
    expect(lineOffset).toBe(4);
  });
});
