import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../src/build.js';
import { apiOptions, removeTempDirs, tempDir, writeTree } from './helpers/tree.js';

afterAll(removeTempDirs);

const diagram = 'flowchart LR\n  accTitle: Order flow\n  A[Order placed] --> B[Order filled]';
const pages = {
  'api/flow.md': `# Flow\n\nHow an order moves.\n\n\`\`\`mermaid\n${diagram}\n\`\`\`\n`,
  'api/plain.md': '# Plain\n\nNo diagram, but the word mermaid.\n\n```js\nconst mermaid = 1;\n```\n',
};

describe('mermaid code blocks', () => {
  it('become a Mermaid slot around the code block, with the source as `value`', async () => {
    const build = await buildContent(apiOptions(writeTree(pages), { mermaid: true }));
    const children = build.page('/api/flow')?.content.children ?? [];
    const [slot] = children.filter((node) => node.type === 'element' && node.tagName === 'Mermaid') as Array<{
      properties: Record<string, unknown>;
      children: Array<{ tagName: string; properties: unknown }>;
    }>;
    expect(slot?.properties).toEqual({ value: diagram });
    expect(slot?.children[0]?.tagName).toBe('CodeBlock');
    expect(slot?.children[0]?.properties).toEqual({ language: 'mermaid' });
    expect(JSON.stringify(slot?.children[0])).toContain('Order placed');
    expect(build.usesMermaid).toBe(true);
  });

  it('keep their source in the twin, and the search records of a code block', async () => {
    const dir = writeTree(pages);
    const build = await buildContent(apiOptions(dir, { mermaid: true }));
    const code = await buildContent(apiOptions(dir));
    expect(build.markdown('/api/flow')).toContain(`\`\`\`mermaid\n${diagram}\n\`\`\``);
    expect(build.markdown('/api/flow')).toBe(code.markdown('/api/flow'));
    expect(build.pageRecords('/api/flow')).toEqual(code.pageRecords('/api/flow'));
  });

  it('stay code blocks without the option, and a site without diagrams uses none', async () => {
    const off = await buildContent(apiOptions(writeTree(pages)));
    const text = JSON.stringify(off.page('/api/flow')?.content);
    expect(text).not.toContain('"Mermaid"');
    expect(text).toContain('"language":"mermaid"');
    expect(off.usesMermaid).toBe(false);
    const none = await buildContent(
      apiOptions(writeTree({ 'api/plain.md': pages['api/plain.md'] }), { mermaid: true }),
    );
    expect(none.usesMermaid).toBe(false);
  });

  it('are guessed from the text for the early shell, and read from the cache after', async () => {
    const options = apiOptions(writeTree(pages), {
      mermaid: true,
      cacheDir: path.join(tempDir(), 'cache'),
      workers: 0,
    });
    const guesses: boolean[] = [];
    const onEarlyModules = (_m: unknown, _r: unknown, guess: { usesMermaid: boolean }) =>
      guesses.push(guess.usesMermaid);
    await buildContent({ ...options, onEarlyModules });
    const cached = await buildContent({ ...options, onEarlyModules });
    expect(cached.stats.compiled).toBe(0);
    expect(cached.usesMermaid).toBe(true);
    const plain = writeTree({ 'api/plain.md': pages['api/plain.md'] });
    await buildContent({ ...apiOptions(plain, { mermaid: true, workers: 0 }), onEarlyModules });
    expect(guesses).toEqual([true, true, false]);
  });
});

describe("Docusaurus's <Mermaid value> (`@theme/Mermaid`)", () => {
  const mdx = {
    'api/jsx.mdx': `# Jsx\n\nimport Mermaid from '@theme/Mermaid';\n\n<Mermaid value={\`${diagram}\`} />\n\nAfter it.\n`,
  };

  it('is the slot of a ```mermaid block, with its twin and search text', async () => {
    const build = await buildContent(apiOptions(writeTree(mdx), { mermaid: true, workers: 0 }));
    const children = build.page('/api/jsx')?.content.children ?? [];
    const [slot] = children.filter((node) => node.type === 'element' && node.tagName === 'Mermaid') as Array<{
      properties: Record<string, unknown>;
      children: Array<{ tagName: string; properties: unknown }>;
    }>;
    // MDX drops the indent of an expression's lines, as in Docusaurus (Mermaid ignores it).
    expect(slot?.properties).toEqual({ value: diagram.replace(/\n +/g, '\n') });
    expect(slot?.children[0]?.properties).toEqual({ language: 'mermaid' });
    expect(build.usesMermaid).toBe(true);
    expect(build.markdown('/api/jsx')).toContain('```mermaid\nflowchart LR');
    const fence = await buildContent(
      apiOptions(writeTree({ 'api/jsx.md': `# Jsx\n\n\`\`\`mermaid\n${diagram}\n\`\`\`\n\nAfter it.\n` }), {
        mermaid: true,
        workers: 0,
      }),
    );
    expect(build.pageRecords('/api/jsx')).toEqual(fence.pageRecords('/api/jsx'));
    expect(build.warnings).toEqual([]);
  });

  it('is code on a site without diagrams, and guessed from its import for the early shell', async () => {
    const off = await buildContent(apiOptions(writeTree(mdx), { workers: 0 }));
    const text = JSON.stringify(off.page('/api/jsx')?.content);
    expect(text).not.toContain('"Mermaid"');
    expect(text).toContain('"language":"mermaid"');
    expect(off.usesMermaid).toBe(false);
    const guesses: boolean[] = [];
    await buildContent({
      ...apiOptions(writeTree(mdx), { mermaid: true, workers: 0, cacheDir: path.join(tempDir(), 'cache') }),
      onEarlyModules: (_m, _r, guess) => guesses.push(guess.usesMermaid),
    });
    expect(guesses).toEqual([true]);
  });
});
