import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRecordsFile, writeRecordsFile } from '../src/server/records-file.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-records-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const record = (i: number) => ({
  objectID: `/api/p-${i}`,
  url: `/api/p-${i}${i % 3 ? `#part-${i}` : ''}`,
  hierarchy: { lvl0: 'API', lvl1: `Page "${i}"` },
  content: `Text ${i}, with \u00e9 and a line\nbreak.`,
});

describe('the search records file', () => {
  it.each([0, 1, 999, 1000, 1001, 2500])(
    'is the JSON array of %i records, written a thousand at a time',
    (count) => {
      const records = Array.from({ length: count }, (_, i) => record(i));
      const file = path.join(dir, `records-${count}.json`);
      expect(writeRecordsFile(file, records)).toBe(count);
      expect(fs.readFileSync(file, 'utf8')).toBe(JSON.stringify(records));
      expect(fs.existsSync(`${file}.tmp`)).toBe(false);
    },
  );

  it('takes records one at a time from a generator and replaces the previous file only when closed', () => {
    const file = path.join(dir, 'streamed.json');
    fs.writeFileSync(file, '["old"]');
    const writer = createRecordsFile(file);
    for (let i = 0; i < 1500; i++) writer.add(record(i));
    expect(fs.readFileSync(file, 'utf8')).toBe('["old"]');
    writer.close();
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toHaveLength(1500);
  });
});
