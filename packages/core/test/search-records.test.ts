import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRecordParts, readRecordParts, updateRecordParts } from '../src/server/search-records.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-records-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const pageRecords = (i: number, text = `Text ${i}, with \u00e9.`) => [
  { url: `/api/p-${i}`, content: text },
  { url: `/api/p-${i}#part`, content: `${text} More.` },
];

describe('the search records kept for mdd search-upload', () => {
  const dir = path.join(root, 'search-records');
  const pages = Array.from({ length: 2500 }, (_, i) => pageRecords(i));

  it('are written in parts of 1,000 pages, in place of the previous ones once closed', () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, '7.json'), '["old"]');
    const parts = createRecordParts(dir);
    const given = pages.map((list) => parts.addPage(list));
    expect(parts.addPage([])).toBeUndefined();
    // Each full part's JSON, as the search index's thread takes it, then the last one's.
    expect(given.flatMap((json, i) => (json === undefined ? [] : [i]))).toEqual([999, 1999]);
    expect(JSON.parse(given[999] as string)).toEqual(pages.slice(0, 1000).flat());
    expect(JSON.parse(parts.end() as string)).toEqual(pages.slice(2000).flat());
    expect(parts.end()).toBeUndefined();
    expect(fs.readFileSync(path.join(dir, '7.json'), 'utf8')).toBe('["old"]');
    expect(parts.close()).toBe(5000);
    expect(fs.readdirSync(dir).sort()).toEqual(['0.json', '1.json', '2.json']);
    expect(readRecordParts(dir)).toEqual(pages.flat());
  });

  it('replace the records of an edited page in its part only', () => {
    const stamp = (name: string) => {
      const stat = fs.statSync(path.join(dir, name));
      return `${stat.ino}:${stat.mtimeMs}`;
    };
    const [first, second] = [stamp('0.json'), stamp('1.json')];
    const edited = pageRecords(1234, 'Edited.');
    updateRecordParts(dir, new Map([['/api/p-1234', edited]]), (route) => Number(route.split('-')[1]));
    expect(stamp('0.json')).toBe(first);
    expect(stamp('1.json')).not.toBe(second);
    const expected = pages.flatMap((list, i) => (i === 1234 ? edited : list));
    expect(readRecordParts(dir)).toEqual(expected);
    expect(readRecordParts(path.join(root, 'none'))).toBeUndefined();
  });
});
