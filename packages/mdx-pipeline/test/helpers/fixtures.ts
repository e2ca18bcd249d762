import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { CompilerOptions } from '../../src/compile-page.js';
import { type CompiledPage, compilePage } from '../../src/compile-page.js';

export const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));
export const update = process.env.UPDATE_FIXTURES === '1';

/** Routes of pages that fixture links may point at (the files need not exist). */
export const fixtureRoutes: Record<string, string> = {
  'remark-links/sibling.md': '/api/sibling',
  'remark-links/guide/setup.mdx': '/api/guide/setup',
  'remark-links/guide/index.mdx': '/api/guide',
  'remark-links/with space.md': '/api/with-space',
  'intro.md': '/api/intro',
};

export function compilerOptions(overrides: Partial<CompilerOptions> = {}): CompilerOptions {
  return {
    site: {
      contentDir: fixturesDir,
      staticDir: path.join(fixturesDir, 'static'),
      basePath: '/docs-staging/',
      routeByFile: new Map(Object.entries(fixtureRoutes)),
      components: [],
      sections: { api: { dir: 'api' } },
      markdownFormat: 'mdx',
    },
    sectionLabels: { api: 'API' },
    language: 'en',
    tocLevels: [2, 3],
    languages: [],
    remarkPlugins: [],
    rehypePlugins: [],
    ...overrides,
  };
}

/** Compiles `test/fixtures/<plugin>/<name>` as the page `/api/<name>` of the `api` section. */
export function compileFixture(
  plugin: string,
  name: string,
  options: Partial<CompilerOptions> = {},
): Promise<CompiledPage> {
  const file = `${plugin}/${name}`;
  const source = fs.readFileSync(path.join(fixturesDir, file), 'utf8');
  return compilePage(
    { file, source, route: `/api/${name.replace(/\.mdx?$/, '')}`, section: 'api' },
    compilerOptions(options),
  );
}

export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * One test per input file of `test/fixtures/<plugin>/`: `outputs` turns the input into expected
 * files by extension (`html`, `json`, `md`), compared with the files beside the input.
 * `UPDATE_FIXTURES=1` writes them instead; review them by hand, they are the spec.
 */
export function fixturePairs(
  plugin: string,
  outputs: (name: string, source: string) => Promise<Record<string, string>> | Record<string, string>,
  inputExtension = /\.mdx$/,
): void {
  const dir = path.join(fixturesDir, plugin);
  const inputs = fs
    .readdirSync(dir)
    .filter((name) => inputExtension.test(name) && !name.includes('.snap.'))
    .sort();
  if (!inputs.length) throw new Error(`no fixtures in ${dir}`);
  for (const name of inputs) {
    it(name, async () => {
      const source = fs.readFileSync(path.join(dir, name), 'utf8');
      const produced = await outputs(name, source);
      const stem = name.replace(inputExtension, '');
      for (const [extension, text] of Object.entries(produced)) {
        const expectedFile = path.join(dir, `${stem}.${extension}`);
        if (update) fs.writeFileSync(expectedFile, text);
        expect(fs.existsSync(expectedFile), `${expectedFile} exists`).toBe(true);
        expect(text, `${plugin}/${stem}.${extension}`).toBe(fs.readFileSync(expectedFile, 'utf8'));
      }
    });
  }
}

/** Warnings of a compiled page without the file name (always the fixture itself). */
export const warningsOf = (page: CompiledPage) =>
  page.warnings.map(({ line, message }) => ({ line, message }));
