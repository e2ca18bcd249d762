import fs from 'node:fs';
import path from 'node:path';
import { contentDir } from '@market-data-docs/content';
import remarkComment from '@slorber/remark-comment';
import type { Root } from 'mdast';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmTable } from 'micromark-extension-gfm-table';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { type Processor, unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { preprocessSource } from '../../src/plugins/preprocess.js';
import { hintedParser } from '../../src/plugins/syntax-hints.js';

/** The pipeline's MDX parser, every extension registered. */
const full = () =>
  unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkComment as never, { ast: true })
    .use(remarkGfm)
    .use(remarkDirective) as unknown as Processor<Root, Root, Root>;

/** The tokenizers of the constructs left out, by construct name. */
const gfmTokenizers = new Map<unknown, string>();
for (const construct of [...Object.values(gfmAutolinkLiteral().text ?? {}), gfmTable().flow?.null].flat())
  if (construct && 'tokenize' in construct) gfmTokenizers.set(construct.tokenize, construct.name ?? '');

/** The GFM constructs a frozen parser tries, by name. */
function constructsOf(processor: Processor<Root, Root, Root>): string[] {
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const name = gfmTokenizers.get((value as { tokenize?: unknown }).tokenize);
      if (name) names.add(name);
      else for (const inner of Object.values(value)) visit(inner);
    }
  };
  visit(processor.data('micromarkExtensions'));
  return [...names].sort();
}

function contentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : contentFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

describe('hintedParser', () => {
  const reference = full().freeze();
  const hinted = hintedParser(full);

  it.each([
    'Plain words, `code`, **strong** and a [link](https://x.y) written as a link.',
    'Mail support@marketdata.app, mailto:billing@marketdata.app or xmpp:desk@marketdata.app.',
    'Visit www.marketdata.app, WWW.MARKETDATA.APP, https://api.marketdata.app/v1/ and HTTP://A.B.',
    '| Name | Type |\n| --- | :-: |\n| `symbol` | string |\n',
    'Symbol\n:--\nAAPL\n',
    'Price\n--:\n1.5\n',
    'Heading\n---\n\nA setext heading, a rule:\n\n- - -\n',
    '> | a | b |\n> | - | - |\n> | c | d |\n\n- a | b\n  - | -\n',
    '<Tabs>\n<TabItem value="a">\n\nReach help@example.com at www.example.com\n\n</TabItem>\n</Tabs>',
    'An @ alone, a www without a dot, http: without slashes, a | pipe and :- a colon.',
    '```\nhttps://in.code/ and a@b.io | x\n```\n',
    '## Request Parameters {#parameters}\n\n:::info Premium | www.example.com\nText.\n:::\n',
  ])('parses %j as the parser with every construct does', (source) => {
    const markdown = preprocessSource(source);
    expect(hinted.parse(new VFile(markdown))).toEqual(reference.parse(markdown));
  });

  it('parses every page of the real content as the parser with every construct does', () => {
    const files = contentFiles(contentDir);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      // As the compiler reads it: a heading's `{#id}` is no expression.
      const source = preprocessSource(fs.readFileSync(file, 'utf8'));
      expect(hinted.parse(new VFile(source)), file).toEqual(reference.parse(source));
    }
  });

  it('leaves out the constructs a source cannot hold, one parser per set left out', () => {
    const made: Processor<Root, Root, Root>[] = [];
    const parser = hintedParser(() => {
      const processor = full();
      made.push(processor);
      return processor;
    });
    parser.parse(new VFile('Plain words only.'));
    parser.parse(new VFile('More plain words.'));
    expect(made).toHaveLength(1);
    expect(constructsOf(made[0] as Processor<Root, Root, Root>)).toEqual([]);
    parser.parse(new VFile('Write to a@b.io:\n\n| a |\n| - |\n'));
    expect(made).toHaveLength(2);
    expect(constructsOf(made[1] as Processor<Root, Root, Root>)).toEqual(['emailAutolink', 'table']);
    parser.parse(new VFile('See www.example.com and https://example.com.'));
    expect(constructsOf(made[2] as Processor<Root, Root, Root>)).toEqual(['protocolAutolink', 'wwwAutolink']);
    expect(constructsOf(full().freeze())).toEqual([
      'emailAutolink',
      'protocolAutolink',
      'table',
      'wwwAutolink',
    ]);
  });
});
