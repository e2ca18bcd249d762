import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../src/options.js';
import { dedupeRoutes, forgetSource, listTree, scanSection } from '../src/structure/scan.js';
import type { PipelineWarning } from '../src/types.js';
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

describe('docs that map to one route', () => {
  it('keep the first by file path, and each other one is reported, in file order', async () => {
    const dir = writeTree({
      'api/b/x.md': '---\nslug: /same\n---\n\nB.\n',
      'api/a.md': '---\nslug: /same\n---\n\nA.\n',
      'api/c.md': '---\nslug: /same\n---\n\nC.\n',
      'api/d.md': '---\nslug: /other\n---\n\nD.\n',
      'api/alone.md': 'Alone.\n',
      'api/b/d.md': '---\nslug: /other\n---\n\nD again.\n',
    });
    const [section] = resolveOptions(apiOptions(dir)).sections;
    const { docs } = await scanSection(dir, section as NonNullable<typeof section>);
    const warnings: PipelineWarning[] = [];
    const kept = dedupeRoutes([...docs].reverse(), warnings);
    expect(kept.map((d) => d.file).sort()).toEqual(['api/a.md', 'api/alone.md', 'api/b/d.md']);
    expect(warnings).toEqual([
      {
        file: 'api/b/x.md',
        message: 'duplicate route /api/same: api/a.md and api/b/x.md both map to it; api/a.md is used',
      },
      {
        file: 'api/c.md',
        message: 'duplicate route /api/same: api/a.md and api/c.md both map to it; api/a.md is used',
      },
      {
        file: 'api/d.md',
        message: 'duplicate route /api/other: api/b/d.md and api/d.md both map to it; api/b/d.md is used',
      },
    ]);
  });
});

describe('parse_number_prefixes: false', () => {
  it('keeps the number prefixes of the route written plain, quoted or capitalised, as the front matter reads it', async () => {
    const page = (value: string) => `---\nparse_number_prefixes: ${value}\n---\n\nText.\n`;
    const dir = writeTree({
      'api/01-plain.md': page('false'),
      'api/02-quoted.md': page('"false"'),
      'api/03-capital.md': page('False'),
      'api/04-stripped.md': 'Text.\n',
    });
    const [section] = resolveOptions(apiOptions(dir)).sections;
    const { docs } = await scanSection(dir, section as NonNullable<typeof section>);
    expect(docs.map((doc) => doc.route).sort()).toEqual([
      '/api/01-plain',
      '/api/02-quoted',
      '/api/03-capital',
      '/api/stripped',
    ]);
  });
});

describe('number prefixes', () => {
  it('are taken off as Docusaurus takes them off, but a version or a date keeps its name', async () => {
    const dir = writeTree({
      'api/2.5/01-changes.md': 'Text.\n',
      'api/2.5/3 - spaced.md': 'Text.\n',
      'api/07_setup/intro.md': 'Text.\n',
      'api/2023-04-review.md': 'Text.\n',
      'api/4.md': 'Text.\n',
    });
    const [section] = resolveOptions(apiOptions(dir)).sections;
    const { docs } = await scanSection(dir, section as NonNullable<typeof section>);
    expect(docs.map((doc) => doc.route).sort()).toEqual([
      '/api/2.5/changes',
      '/api/2.5/spaced',
      '/api/2023-04-review',
      '/api/4',
      '/api/setup/intro',
    ]);
  });
});

describe('a section with a translations folder', () => {
  it('reads each page from its translation when there is one, else from the section, and ignores files only translated', async () => {
    const dir = writeTree({
      'api/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
      'api/guide/setup.md': '# Setup\n\nInstall it.\n',
      'i18n/fr/api/intro.md': '---\ntitle: Introduction\n---\n\nBonjour.\n',
      'i18n/fr/api/extra.md': '# Only translated\n',
    });
    const [section] = resolveOptions({
      ...apiOptions(dir),
      sections: [{ id: 'api', label: 'API', translationsDir: 'i18n/fr/api' }],
    }).sections;
    const { docs } = await scanSection(dir, section as NonNullable<typeof section>);
    const byRoute = Object.fromEntries(docs.map((d) => [d.route, d]));
    expect(Object.keys(byRoute).sort()).toEqual(['/api/guide/setup', '/api/intro']);
    expect(byRoute['/api/intro']?.file).toBe('i18n/fr/api/intro.md');
    expect(byRoute['/api/intro']?.source).toContain('Bonjour.');
    expect(byRoute['/api/guide/setup']?.file).toBe('api/guide/setup.md');
    expect(byRoute['/api/guide/setup']?.source).toContain('Install it.');
  });
});

describe('the content listed on another thread', () => {
  const tree = {
    'api/b.md': 'B.\n',
    'api/a.md': 'A.\n',
    'api/_category_.json': '{"label":"API"}\n',
    'api/stocks/candles.mdx': 'Candles.\n',
    'api/stocks/_category_.yml': 'label: Stocks\n',
    'api/.hidden/secret.md': 'Hidden.\n',
    'api/node_modules/pkg/readme.md': 'A package.\n',
  };

  it('lists each folder as the scan reads it, with each file’s stamp, without hidden folders or node_modules', async () => {
    const dir = writeTree(tree);
    const listing = await listTree([path.join(dir, 'api')]);
    expect([...(listing?.keys() ?? [])].map((d) => path.relative(dir, d)).sort()).toEqual([
      'api',
      'api/stocks',
    ]);
    const api = listing?.get(path.join(dir, 'api'));
    expect(api?.names).toEqual(['_category_.json', '.hidden', 'a.md', 'b.md', 'node_modules', 'stocks']);
    const stat = fs.statSync(path.join(dir, 'api/a.md'));
    expect(api?.stamps).toEqual([
      expect.any(String),
      null,
      `${stat.size}:${stat.mtimeMs}`,
      expect.any(String),
      null,
      null,
    ]);
    expect(api?.texts).toEqual({ 0: '{"label":"API"}\n' });
  });

  it('gives the scan the same docs and categories as reading the folders itself, with the listed stamps', async () => {
    const dir = writeTree(tree);
    const [section] = resolveOptions(apiOptions(dir)).sections;
    const resolved = section as NonNullable<typeof section>;
    const listing = await listTree([resolved.dir]);
    const plain = await scanSection(dir, resolved);
    const listed = await scanSection(dir, resolved, { listing });
    const shape = (scan: typeof plain) => ({
      docs: scan.docs.map((d) => [d.file, d.route, d.stamp]),
      categories: scan.categories.map(({ text, ...category }) => category),
    });
    expect(shape(listed)).toEqual(shape(plain));
    // The listed category files come with their text, read on the listing's thread.
    expect(listed.categories.map((c) => c.text)).toEqual(['label: Stocks\n', '{"label":"API"}\n']);
    expect(plain.categories.map((c) => c.text)).toEqual([undefined, undefined]);
    expect(plain.docs.map((d) => d.file)).toEqual(['api/a.md', 'api/b.md', 'api/stocks/candles.mdx']);
    // The listing is what the scan goes by: a stamp it holds is the doc's.
    listing?.get(path.join(resolved.dir, 'stocks'))?.stamps.splice(1, 1, '1:2');
    const [, , candles] = (await scanSection(dir, resolved, { listing })).docs;
    expect(candles?.stamp).toBe('1:2');
  });
});

describe('a doc that starts with a byte order mark', () => {
  it('gets the route its front matter slug gives', async () => {
    const dir = writeTree({ 'api/bom.md': '\uFEFF---\nslug: /saved-on-windows\n---\n\nText.\n' });
    const [section] = resolveOptions(apiOptions(dir)).sections;
    const [doc] = (await scanSection(dir, section as NonNullable<typeof section>)).docs;
    expect(doc?.route).toBe('/api/saved-on-windows');
  });
});
