import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../src/build.js';
import { apiOptions, removeTempDirs, writeTree } from './helpers/tree.js';

afterAll(removeTempDirs);

describe('a page without a description in its front matter', () => {
  it("is described by its first text, also when that text is under the page's first heading", async () => {
    const dir = writeTree({
      'api/lead.md': '# Lead\n\nBefore any heading.\n\n## Part\n\nUnder the heading.\n',
      'api/headed.md': '# Headed\n\n## Overview\n\nThe first words of the page.\n',
      'api/coded.md': '# Coded\n\n```sh\ncurl x\n```\n\n### Usage\n\nAfter the code.\n',
      'api/empty.md': '# Empty\n\n## Nothing\n',
    });
    const build = await buildContent(apiOptions(dir));
    const described = Object.fromEntries(build.manifest.routes.map((r) => [r.route, r.description]));
    expect(described).toMatchObject({
      '/api/lead': 'Before any heading.',
      '/api/headed': 'The first words of the page.',
      '/api/coded': 'After the code.',
    });
    expect(described['/api/empty']).toBeUndefined();
    expect(build.page('/api/headed')?.description).toBe('The first words of the page.');
  });
});
