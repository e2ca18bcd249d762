import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { buildContent as BuildContent } from '../src/build.js';
import type { ContentBuildError } from '../src/errors.js';
import type { PluginRef } from '../src/types.js';
import { apiOptions, removeTempDirs, writeTree } from './helpers/tree.js';

afterAll(removeTempDirs);

async function built(): Promise<{
  buildContent: typeof BuildContent;
  ContentBuildError: typeof ContentBuildError;
}> {
  return import(pathToFileURL(path.join(inject('distDir'), 'index.js')).href);
}

const resolved = (name: string): PluginRef => ({ module: import.meta.resolve(name), name });

/** A local remark plugin that replaces `%version%` in text with its option. */
const versionPlugin = `export default function ({ version }) {
  return (tree) => {
    const visit = (node) => {
      if (node.type === 'text') node.value = node.value.replaceAll('%version%', version);
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}
`;

function mathPages(count: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++)
    files[`api/page-${i}.md`] = `# Page ${i}\n\nThe area is $\\pi r^2$ on page ${i}.\n\n$$\nE = mc^2\n$$\n`;
  return files;
}

describe('site remark and rehype plugins', () => {
  it('adds syntax (remark-math) and renders it (rehype-katex) on every thread, the same as on one', async () => {
    const { buildContent } = await built();
    const dir = writeTree(mathPages(60));
    const plugins = { remarkPlugins: [resolved('remark-math')], rehypePlugins: [resolved('rehype-katex')] };
    const one = await buildContent(apiOptions(dir, plugins));
    const threads = await buildContent(apiOptions(dir, { ...plugins, workers: 2 }));
    expect(threads.stats.threads).toBe(2);
    const html = JSON.stringify(one.page('/api/page-7')?.content);
    expect(html).toContain('katex');
    expect(html).toContain('mathml');
    expect(JSON.stringify(threads.page('/api/page-7')?.content)).toBe(html);
    expect(one.records.find((r) => r.url.endsWith('/api/page-7'))?.content).toContain('on page 7');
  });

  it('passes the options to a local plugin, and the twin and search records see its output', async () => {
    const { buildContent } = await built();
    const dir = writeTree({
      'api/install.md': '# Install\n\nInstall version %version% today.\n',
      'plugins/remark-version.mjs': versionPlugin,
    });
    const build = await buildContent(
      apiOptions(dir, {
        remarkPlugins: [
          {
            module: path.join(dir, 'plugins/remark-version.mjs'),
            options: { version: '3.1.0' },
            name: 'version',
          },
        ],
      }),
    );
    expect(JSON.stringify(build.page('/api/install')?.content)).toContain('Install version 3.1.0 today.');
    expect(build.markdown('/api/install')).toContain('Install version 3.1.0 today.');
    expect(build.records[0]?.content).toContain('Install version 3.1.0 today.');
  });

  it('runs before code blocks and components are made, as Docusaurus runs them: a plugin may turn a code block into tabs', async () => {
    const { buildContent } = await built();
    const twinPlugin = `const esmImport = (name) => ({
  type: 'ImportDeclaration',
  specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
  source: { type: 'Literal', value: '@theme/' + name, raw: "'@theme/" + name + "'" },
});
const item = (label, code) => ({
  type: 'mdxJsxFlowElement',
  name: 'TabItem',
  attributes: [{ type: 'mdxJsxAttribute', name: 'value', value: label }],
  children: [code],
});
export default function () {
  return (tree) => {
    const index = tree.children.findIndex((node) => node.type === 'code' && node.meta === 'twin');
    if (index < 0) return;
    const code = tree.children[index];
    const other = { type: 'code', lang: code.lang, value: code.value.replace('first', 'second') };
    tree.children.splice(index, 1, {
      type: 'mdxJsxFlowElement',
      name: 'Tabs',
      attributes: [],
      children: [item('one', { type: 'code', lang: code.lang, value: code.value }), item('two', other)],
    });
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: '',
      data: { estree: { type: 'Program', sourceType: 'module', body: [esmImport('Tabs'), esmImport('TabItem')] } },
    });
  };
}
`;
    const dir = writeTree({
      'api/run.md': '# Run\n\n```js twin\nconst tool = "first";\n```\n',
      'plugins/remark-twin.mjs': twinPlugin,
    });
    const build = await buildContent(
      apiOptions(dir, {
        remarkPlugins: [{ module: path.join(dir, 'plugins/remark-twin.mjs'), name: 'twin' }],
      }),
    );
    const content = JSON.stringify(build.page('/api/run')?.content);
    expect(content).toMatch(/"Tabs".*"TabItem".*first.*"TabItem".*second/);
    // Each code block is the pipeline's, highlighted, not the plugin's bare node.
    expect(content.match(/"CodeBlock"/g)).toHaveLength(2);
    expect(build.page('/api/run')?.module).toBeUndefined();
  });

  it('recompiles cached pages when a plugin or its options change', async () => {
    const { buildContent } = await built();
    const dir = writeTree({
      'api/install.md': '# Install\n\nVersion %version%.\n',
      'plugins/v.mjs': versionPlugin,
    });
    const cacheDir = path.join(dir, '.cache');
    const options = (version: string, hash = 'a') =>
      apiOptions(dir, {
        cacheDir,
        remarkPlugins: [{ module: path.join(dir, 'plugins/v.mjs'), options: { version }, hash }],
      });
    expect((await buildContent(options('1'))).stats.compiled).toBe(1);
    expect((await buildContent(options('1'))).stats.cached).toBe(1);
    expect((await buildContent(options('2'))).stats.compiled).toBe(1);
    expect((await buildContent(options('2', 'b'))).stats.compiled).toBe(1);
  });

  it('names the plugin and the page when a plugin throws, is missing or is not a plugin', async () => {
    const { buildContent, ContentBuildError } = await built();
    const dir = writeTree({
      'api/one.md': '# One\n\nText.\n',
      'plugins/throws.mjs': 'export default () => () => { throw new Error("no tables allowed"); };\n',
      'plugins/not-a-plugin.mjs': 'export const helper = 1;\n',
    });
    const failure = async (ref: PluginRef, kind: 'remark' | 'rehype' = 'remark') => {
      try {
        await buildContent(
          apiOptions(dir, kind === 'remark' ? { remarkPlugins: [ref] } : { rehypePlugins: [ref] }),
        );
      } catch (error) {
        expect(error).toBeInstanceOf(ContentBuildError);
        return (error as Error).message;
      }
      throw new Error('expected the build to fail');
    };
    expect(await failure({ module: path.join(dir, 'plugins/throws.mjs'), name: 'remark-strict' })).toContain(
      'api/one.md: remark plugin "remark-strict" failed: no tables allowed',
    );
    expect(
      await failure({ module: path.join(dir, 'plugins/missing.mjs'), name: 'rehype-gone' }, 'rehype'),
    ).toMatch(/api\/one\.md: rehype plugin "rehype-gone" failed: it could not be loaded \(/);
    expect(await failure({ module: path.join(dir, 'plugins/not-a-plugin.mjs'), name: 'helper' })).toContain(
      'remark plugin "helper" failed: its module has no default export that is a function',
    );
  });
});

describe('a site preprocessor (Docusaurus’s markdown.preprocessor)', () => {
  /** Puts the page's file name where it says `{{file}}` and a section where it says `<shared />`. */
  const preprocessor = `import path from 'node:path';
export default function ({ filePath, fileContent }) {
  return fileContent
    .replaceAll('{{file}}', path.basename(filePath))
    .replace('<shared />', '## Shared steps\\n\\nRun **setup** first.');
}
`;

  it('changes each page’s text after its front matter, before it is parsed, on every thread', async () => {
    const { buildContent } = await built();
    const dir = writeTree({
      'api/install.md': '---\ntitle: Install\n---\n\nThis is {{file}}.\n\n<shared />\n',
      'api/other.md': '# Other\n\nThis is {{file}}.\n',
      'plugins/pre.mjs': preprocessor,
    });
    const pre = { preprocessor: { module: path.join(dir, 'plugins/pre.mjs'), name: 'pre' } };
    for (const workers of [0, 2]) {
      const build = await buildContent(apiOptions(dir, { ...pre, workers }));
      const install = build.page('/api/install');
      expect(JSON.stringify(install?.content)).toContain('This is install.md.');
      expect(install?.toc.map((item) => item.text)).toEqual(['Shared steps']);
      expect(build.markdown('/api/install')).toContain('Run **setup** first.');
      expect(JSON.stringify(build.page('/api/other')?.content)).toContain('This is other.md.');
    }
  });

  it('changes the text of the partials a page uses too, as their twin text shows them', async () => {
    const { buildContent } = await built();
    const dir = writeTree({
      'api/install.mdx': "# Install\n\nimport Steps from './_steps.mdx';\n\n<Steps />\n",
      'api/_steps.mdx': 'From {{file}}.\n',
      'plugins/pre.mjs': preprocessor,
    });
    const pre = { preprocessor: { module: path.join(dir, 'plugins/pre.mjs'), name: 'pre' } };
    const build = await buildContent(apiOptions(dir, pre));
    expect(build.markdown('/api/install')).toContain('From \\_steps.mdx.');
  });

  it('compiles a page again when a file its preprocessor read changes, and only that page', async () => {
    const { buildContent } = await built();
    const dir = writeTree({
      'api/install.md': '# Install\n\nInstall version {{version}}.\n',
      'api/other.md': '# Other\n\nNo version here.\n',
      'snippets/version.txt': '2.4.1',
      'plugins/pre.mjs': `import { readFileSync } from 'node:fs';
import path from 'node:path';
export default function ({ filePath, fileContent }) {
  if (!fileContent.includes('{{version}}')) return fileContent;
  const version = readFileSync(path.join(path.dirname(filePath), '../snippets/version.txt'), 'utf8');
  return fileContent.replaceAll('{{version}}', version.trim());
}
`,
    });
    const pre = { preprocessor: { module: path.join(dir, 'plugins/pre.mjs'), name: 'pre' } };
    for (const workers of [0, 2]) {
      const options = apiOptions(dir, { ...pre, workers, cacheDir: path.join(dir, `cache-${workers}`) });
      fs.writeFileSync(path.join(dir, 'snippets/version.txt'), '2.4.1');
      const first = await buildContent(options);
      expect(first.markdown('/api/install')).toContain('Install version 2.4.1.');
      expect(first.partialFiles()).toEqual([path.join(dir, 'snippets/version.txt')]);
      expect((await buildContent(options)).stats.compiled).toBe(0);
      fs.writeFileSync(path.join(dir, 'snippets/version.txt'), '2.5.0');
      const next = await buildContent(options);
      expect(next.markdown('/api/install')).toContain('Install version 2.5.0.');
      expect([next.stats.compiled, next.stats.cached]).toEqual([1, 1]);
    }
  });

  it('names the preprocessor and the page when it returns no text', async () => {
    const { buildContent, ContentBuildError } = await built();
    const dir = writeTree({
      'api/install.md': '# Install\n',
      'plugins/pre.mjs': 'export default function () {}\n',
    });
    const error = await buildContent(
      apiOptions(dir, { preprocessor: { module: path.join(dir, 'plugins/pre.mjs'), name: 'pre' } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentBuildError);
    expect((error as Error).message).toContain(
      'api/install.md: preprocessor plugin "pre" failed: it returned undefined, not the page\'s text',
    );
  });
});
