import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../src/options.js';
import { forgetSource, scanSection } from '../src/structure/scan.js';
import { apiOptions, removeTempDirs, writeTree } from './helpers/tree.js';

afterAll(removeTempDirs);

describe('the text of a scanned doc', () => {
  it('is kept until the build lets go of it, then read again from its file when asked for', async () => {
    const dir = writeTree({ 'api/a.md': '---\ntitle: A\n---\n\nFirst.\n' });
    const [section] = resolveOptions(apiOptions(dir)).sections;
    const [doc] = (await scanSection(dir, section as NonNullable<typeof section>)).docs;
    expect(doc?.source).toBe('---\ntitle: A\n---\n\nFirst.\n');
    fs.writeFileSync(path.join(dir, 'api/a.md'), '---\ntitle: A\n---\n\nEdited.\n');
    // Kept: the text the build compiled, not the file's new one.
    expect(doc?.source).toContain('First.');
    forgetSource(doc as NonNullable<typeof doc>);
    expect(doc?.source).toContain('Edited.');
    expect(doc?.route).toBe('/api/a');
  });
});
